import { httpClient } from './client';

/** A server whose XSRF token rotates: only the current one is accepted (419 otherwise), like the API. */
function fakeServer() {
  const jar = { cookie: 'XSRF-TOKEN=old' };
  let current = 'fresh';
  const seen: (string | null)[] = [];
  const fetchFake = async (url: string | URL | Request, init: RequestInit = {}) => {
    if (String(url) === '/sanctum/csrf-cookie') {
      jar.cookie = `XSRF-TOKEN=${current}`;
      return new Response(null, { status: 204 });
    }
    const token = new Headers(init.headers).get('X-XSRF-TOKEN');
    seen.push(token);
    if (init.method && init.method !== 'GET' && token !== current)
      return new Response(JSON.stringify({ message: 'CSRF token mismatch' }), {
        status: 419,
        headers: { 'content-type': 'application/json' },
      });
    return new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { jar, seen, fetchFake, rotate: (t: string) => (current = t) };
}

describe('httpClient and the session-bound XSRF token', () => {
  const original = { fetch: globalThis.fetch, document: (globalThis as { document?: unknown }).document };
  afterEach(() => {
    globalThis.fetch = original.fetch;
    (globalThis as { document?: unknown }).document = original.document;
  });

  it('on 419 fetches a fresh token and retries once, reading the new cookie', async () => {
    const server = fakeServer();
    globalThis.fetch = server.fetchFake as typeof fetch;
    (globalThis as { document?: unknown }).document = server.jar;
    const res = await httpClient('/api/admin/ads/1/approve', { method: 'POST', body: '{}' });
    expect(res.status).toBe(200);
    expect(server.seen).toEqual(['old', 'fresh']);
  });

  it('does not retry forever, nor retry safe calls', async () => {
    const server = fakeServer();
    globalThis.fetch = (async (url: string, init?: RequestInit) => {
      if (url !== '/sanctum/csrf-cookie') server.seen.push(new Headers(init?.headers).get('X-XSRF-TOKEN'));
      if (url === '/sanctum/csrf-cookie') return new Response(null, { status: 204 });
      return new Response(JSON.stringify({}), { status: 419, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    (globalThis as { document?: unknown }).document = server.jar;
    await expect(httpClient('/api/logout', { method: 'POST' })).rejects.toMatchObject({ status: 419 });
    expect(server.seen).toHaveLength(2);
    await expect(httpClient('/api/admin/ads')).rejects.toMatchObject({ status: 419 });
    expect(server.seen).toHaveLength(3);
  });
});
