import { expect, test } from '@playwright/test';

/**
 * What crosses the wire: pages compressed per answer, the built assets sent as their brotli twins written at build
 * time, and nothing compressed for a client that did not ask. Headers only: the request API decodes bodies itself.
 */
test('pages and assets travel compressed for a browser that accepts it, plain for one that does not; assets are kept a year', async ({
  request,
}) => {
  const page = await request.get('/anonse/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(page.status()).toBe(200);
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['vary']).toMatch(/accept-encoding/i);
  const html = await page.text();
  expect(html).toContain('</html>');

  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, 'a script of the page').toBeDefined();
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'br' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['content-type']).toMatch(/javascript/);
  // Hashed names change with their content: a browser keeps them for a year and never asks again.
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const gzipOnly = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipOnly.headers()['content-encoding']).toBe('gzip');

  const plain = await request.get('/anonse/', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.text()).toContain('</html>');
});

test('a visitor’s page without the application is sent whole: its length known, its styles inline, compressed in one piece', async ({
  request,
}) => {
  // The login page is not kept by the page cache: it is rendered for each request.
  const plain = await request.get('/login/', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.status()).toBe(200);
  const body = await plain.body();
  expect(plain.headers()['content-length']).toBe(String(body.length));
  const html = body.toString('utf8');
  expect(html).toMatch(/<style nonce="[^"]+" data-href="\/assets\/[^"]+\.css">/);
  expect(html.trimEnd()).toMatch(/<\/html>$/);

  const compressed = await request.get('/login/', { headers: { 'accept-encoding': 'br' } });
  expect(compressed.headers()['content-encoding']).toBe('br');
  expect(compressed.headers()['vary']).toMatch(/accept-encoding/i);
  expect((await compressed.text()).trimEnd()).toMatch(/<\/html>$/);
});
