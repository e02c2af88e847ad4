import { request as httpRequest } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { hydrated, newAccount, passAgeGate, registerViaApi } from './support/helpers';

/** CSP violations of one page: the DOM event (set up before any page script) and the console's wording. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())) fromConsole.push(message.text());
  });
  page.on('pageerror', (error) => fromConsole.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
    );
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}

test.describe('content security policy', () => {
  test('public pages and the console render and hydrate without a CSP violation', async ({ page, context, baseURL }) => {
    await passAgeGate(context, baseURL);
    const violations = await watchCsp(page);

    await page.goto('/');
    await hydrated(page);
    const card = page.getByTestId('ad-card-link').first();
    await expect(card).toBeVisible();
    expect(await violations()).toEqual([]);

    await page.goto('/anonse/');
    await hydrated(page);
    await expect(page.getByTestId('ad-card').first()).toBeVisible();
    expect(await violations()).toEqual([]);

    // A client-side navigation (works only once hydrated) to an ad, then a full load of the same page.
    await page.getByTestId('ad-card-link').first().click();
    await expect(page.getByTestId('ad-title')).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('ad-title')).toBeVisible();
    expect(await violations()).toEqual([]);

    await page.goto('/login/');
    await hydrated(page);
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(await violations()).toEqual([]);

    await page.goto('/admin/');
    const username = page.locator('input[name="username"]');
    await expect(username).toBeVisible();
    // MUI's emotion styles applied: the submit button is a contained, coloured button, not a bare one.
    const background = await page.locator('button[type="submit"]').evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(background).not.toMatch(/^rgba?\(0, 0, 0(, 0)?\)$|^rgb\(239, 239, 239\)$/);
    expect(await violations()).toEqual([]);
  });

  test('every script of a page carries the nonce of its CSP header', async ({ request }) => {
    const res = await request.get('/');
    const csp = res.headers()['content-security-policy'] ?? '';
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, csp).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });
});

test.describe('host header trust', () => {
  test('with PUBLIC_ORIGIN set, X-Forwarded-Host never reaches the page', async ({ request, baseURL }) => {
    for (const path of ['/', '/anonse/', '/en/']) {
      const res = await request.get(path, {
        headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https', Forwarded: 'host=evil.example' },
      });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).not.toContain('evil.example');
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="${baseURL}/`));
      expect(html).toMatch(new RegExp(`<meta property="og:url" content="${baseURL}/`));
    }
  });

  test('a malformed Host header answers 400 without echoing it', async ({ baseURL }) => {
    const url = new URL(baseURL!);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: '/', headers: { Host: 'evil.example/<b>x', Accept: 'text/html' } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain('evil.example');
    expect(answer.body).not.toContain('<b>');
  });
});

test.describe('the console guard', () => {
  test('a signed-in user opening /admin/ lands on /dashboard/, still signed in', async ({ page, context, baseURL }) => {
    await passAgeGate(context, baseURL);
    await registerViaApi(page, newAccount());
    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/dashboard\/$/);
    expect(new URL(page.url()).pathname).toBe('/dashboard/');
    await expect(page.getByTestId('account-menu').first()).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(200);
  });

  test('a visitor who is not signed in gets the console login form', async ({ page }) => {
    await page.goto('/admin/');
    await expect(page.locator('input[name="username"]')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/(#\/)?login/);
  });
});
