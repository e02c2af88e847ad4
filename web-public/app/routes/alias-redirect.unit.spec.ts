import type { LoaderFunctionArgs } from 'react-router';
import { loader } from './alias-redirect';

/** What the alias route answers for `path`: the thrown redirect (or error) response. */
function answer(path: string): Response {
  try {
    loader({ request: new Request(`http://anonse.test${path}`), params: {}, context: {} } as LoaderFunctionArgs);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const status = (thrown as { init?: { status?: number } }).init?.status;
    return new Response(null, { status: status ?? 500 });
  }
  throw new Error('the alias loader answered without a redirect');
}

describe('docs/product.md § 2 account aliases', () => {
  it('sends /account/forgot_password/ to /forgot-password/ for good (301)', () => {
    const res = answer('/account/forgot_password/');
    expect([res.status, res.headers.get('location')]).toEqual([301, '/forgot-password/']);
  });

  it('sends /account/reset_password/ to /reset-password/ keeping the e-mailed token', () => {
    const res = answer('/account/reset_password/?token=abc.DEF-123_x');
    expect([res.status, res.headers.get('location')]).toEqual([301, '/reset-password/?token=abc.DEF-123_x']);
  });

  it('answers 404 for a path that is no alias', () => {
    expect(answer('/account/nothing_here/').status).toBe(404);
  });
});
