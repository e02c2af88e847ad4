import { firstValidationMessage, ifMatch, isSafeMethod, moderationRequest, readCookie, revisionFromEtag, xsrfToken } from './http';

describe('CSRF double-submit', () => {
  it('reads one cookie among many', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc; b=2', 'XSRF-TOKEN')).toBe('abc');
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeUndefined();
    expect(readCookie('', 'XSRF-TOKEN')).toBeUndefined();
  });

  it('URI-decodes the token for the X-XSRF-TOKEN header', () => {
    expect(xsrfToken('XSRF-TOKEN=eyJpdiI6%3D%3D')).toBe('eyJpdiI6==');
    expect(xsrfToken('XSRF-TOKEN=')).toBeUndefined();
    expect(xsrfToken('XSRF-TOKEN=%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('treats only GET, HEAD and OPTIONS as safe', () => {
    expect(isSafeMethod(undefined)).toBe(true);
    expect(isSafeMethod('get')).toBe(true);
    expect(isSafeMethod('POST')).toBe(false);
    expect(isSafeMethod('DELETE')).toBe(false);
  });
});

describe('revisions over HTTP', () => {
  it('quotes the revision for If-Match', () => {
    expect(ifMatch(0)).toBe('"0"');
    expect(ifMatch(12)).toBe('"12"');
    expect(() => ifMatch(-1)).toThrow(RangeError);
    expect(() => ifMatch(1.5)).toThrow(RangeError);
  });

  it('reads the revision from strong and weak ETags', () => {
    expect(revisionFromEtag('"7"')).toBe(7);
    expect(revisionFromEtag('W/"7"')).toBe(7);
    expect(revisionFromEtag('"abc"')).toBeUndefined();
    expect(revisionFromEtag(null)).toBeUndefined();
  });
});

describe('moderationRequest', () => {
  it('approves with If-Match and an empty body', () => {
    expect(moderationRequest('ads', 'ad-1', 'approve', 3)).toEqual({
      url: '/api/admin/ads/ad-1/approve',
      method: 'POST',
      headers: { 'If-Match': '"3"', 'Content-Type': 'application/json' },
      body: '{}',
    });
  });

  it('rejects with a trimmed reason', () => {
    const req = moderationRequest('ads', 'a/b', 'reject', 0, '  spam  ');
    expect(req.url).toBe('/api/admin/ads/a%2Fb/reject');
    expect(req.headers['If-Match']).toBe('"0"');
    expect(JSON.parse(req.body)).toEqual({ reason: 'spam' });
  });

  it('refuses a reject without a reason of at least 3 characters', () => {
    expect(() => moderationRequest('ads', '1', 'reject', 1)).toThrow(RangeError);
    expect(() => moderationRequest('ads', '1', 'reject', 1, '  ab ')).toThrow(RangeError);
  });
});

describe('firstValidationMessage', () => {
  it('takes the first field error of a 422 body, else its message', () => {
    expect(firstValidationMessage({ errors: { login: ['Nieprawidłowy login lub hasło'] } })).toBe('Nieprawidłowy login lub hasło');
    expect(firstValidationMessage({ message: 'Too many attempts' })).toBe('Too many attempts');
    expect(firstValidationMessage('nope')).toBeUndefined();
  });
});
