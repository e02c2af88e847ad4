import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '#api/testing/test-app';

/** A stand-in for web-admin's static build: /admin/ is served from whatever index.html is there. */
const adminBuild = mkdtempSync(path.join(tmpdir(), 'anonse-admin-build-'));
writeFileSync(path.join(adminBuild, 'index.html'), '<!doctype html><title>console</title><div id="root"></div>');

let plain: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  plain = await startTestApp({ WEB_ADMIN_BUILD: adminBuild });
  behindProxy = await startTestApp({ WEB_ADMIN_BUILD: adminBuild, PUBLIC_ORIGIN: 'https://anonse.example', TRUSTED_PROXIES: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  await plain?.close();
  await behindProxy?.close();
  rmSync(adminBuild, { recursive: true, force: true });
}, 30_000);

const directives = (csp: unknown) =>
  new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values] as const),
  );

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/anonse/search', 200],
    ['an HTML page', '/anonse/', 503],
    ['the console', '/admin/', 200],
  ])('are on %s', async (_what, url, status) => {
    const res = await plain.client().get(url);
    expect(res.statusCode).toBe(status);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{20,}'$/)]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['permissions-policy'])).toEqual(expect.stringContaining('camera=()'));
    for (const feature of ['microphone', 'geolocation', 'payment'])
      expect(String(res.headers['permissions-policy'])).toContain(`${feature}=()`);
    // Served over plain http: HSTS would be ignored by browsers or pin a development host to https.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives every answer its own script nonce', async () => {
    const nonce = async () =>
      /'nonce-([^']+)'/.exec(String((await plain.client().get('/healthz')).headers['content-security-policy']))?.[1];
    const [a, b] = [await nonce(), await nonce()];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it('turns on HSTS when the public origin is https', async () => {
    const res = await behindProxy.client().get('/api/anonse/search');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('host header trust', () => {
  it('answers 400 to a malformed Host, naming nothing from the request', async () => {
    for (const host of ['evil.example/<script>', 'a b', 'anonse.example:abc', '@evil.example']) {
      const res = await plain.client().get('/anonse/', { host, accept: 'text/html' });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.body).toContain('Nieprawidłowy adres serwera');
      expect(res.body).not.toContain('<script>');
      expect(res.body).not.toContain('evil.example');
    }
    const api = await plain.client().get('/api/anonse/search', { host: 'a b', 'accept-language': 'en' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The request names an invalid host.' });
  });

  it('accepts names, addresses and ports', async () => {
    for (const host of ['localhost:3000', 'anonse.example', '127.0.0.1:3300', '[::1]:3000'])
      expect((await plain.client().get('/healthz', { host })).statusCode).toBe(200);
  });

  it('ignores forwarded headers without TRUSTED_PROXIES', async () => {
    const res = await plain.client().get('/healthz', { 'x-forwarded-host': 'not a host', 'x-forwarded-proto': 'gopher' });
    expect(res.statusCode).toBe(200);
  });

  it('honours forwarded headers from a trusted proxy only, and checks them like a Host', async () => {
    const from = (remoteAddress: string, headers: Record<string, string>) =>
      behindProxy.app.inject({ url: '/healthz', remoteAddress, headers });
    expect((await from('127.0.0.1', { 'x-forwarded-host': 'anonse.example', 'x-forwarded-proto': 'https' })).statusCode).toBe(200);
    expect((await from('127.0.0.1', { 'x-forwarded-host': 'not a host' })).statusCode).toBe(400);
    expect((await from('127.0.0.1', { 'x-forwarded-proto': 'gopher' })).statusCode).toBe(400);
    // Anyone else's forwarded headers are not even looked at.
    expect((await from('10.0.0.9', { 'x-forwarded-host': 'not a host', 'x-forwarded-proto': 'gopher' })).statusCode).toBe(200);
  });
});

describe('over-long URLs', () => {
  const long = (path: string) => `${path}?${'filter=x&'.repeat(1200)}`;

  it('answer 414 before routing: a small page to a browser outside /api, an ApiError otherwise, naming nothing from the request', async () => {
    expect(long('/api/anonse/search').length).toBeGreaterThan(10_000);
    const api = await plain.client().get(long('/api/anonse/search'), { 'accept-language': 'en' });
    expect(api.statusCode).toBe(414);
    expect(api.json()).toEqual({ statusCode: 414, error: 'URI Too Long', message: 'The address is too long.' });

    const page = await plain.client().get(long('/anonse/krakow/'), { accept: 'text/html' });
    expect(page.statusCode).toBe(414);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Adres jest za długi.');
    expect(page.body).not.toContain('filter=x');

    // Outside /api a client that does not ask for a page gets the ApiError too (sitemaps, health, crawlers' tools).
    const xml = await plain.client().get(long('/sitemap.xml'), { accept: 'application/xml' });
    expect([xml.statusCode, xml.json().statusCode]).toEqual([414, 414]);

    // A long path is refused the same way, not routed to the pages.
    expect((await plain.client().get(`/anonse/${'a'.repeat(9000)}/`, { accept: 'text/html' })).statusCode).toBe(414);
  });

  it('let a URL just under the limit through', async () => {
    const url = `/healthz?pad=${'x'.repeat(8 * 1024 - '/healthz?pad='.length)}`;
    expect(url.length).toBe(8 * 1024);
    expect((await plain.client().get(url)).statusCode).toBe(200);
    expect((await plain.client().get(`${url}x`)).statusCode).toBe(414);
  });
});

describe('the JSON side (/api, /sanctum)', () => {
  it.each(['PUT', 'PATCH', 'DELETE', 'GET'])(
    'answers %s /sanctum/csrf-cookie with a JSON 405 that names the allowed method',
    async (method) => {
      const res = await plain
        .client()
        .request(method, '/sanctum/csrf-cookie', { csrf: false, headers: { 'accept-language': 'en', accept: 'text/html' } });
      expect(res.statusCode).toBe(405);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers.allow).toBe('POST');
      expect(res.json()).toEqual({
        statusCode: 405,
        error: 'Method Not Allowed',
        message: 'This method is not supported at this address.',
      });
    },
  );

  it('answers a known API path with a method it does not take with 405 and every method it does', async () => {
    const res = await plain.client().request('GET', '/api/login');
    expect([res.statusCode, res.headers.allow]).toEqual([405, 'POST']);
    expect(res.json().statusCode).toBe(405);
  });

  it.each(['/api/no-such-thing', '/sanctum/no-such-thing', '/sanctum'])(
    'answers an unknown path %s with a JSON 404, whatever the method',
    async (url) => {
      for (const method of ['GET', 'POST', 'PUT']) {
        const res = await plain.client().request(method, url, { csrf: false, headers: { accept: 'text/html' } });
        expect([res.statusCode, res.headers['content-type']]).toEqual([404, expect.stringMatching(/^application\/json/)]);
        expect(res.json().statusCode).toBe(404);
      }
    },
  );
});
