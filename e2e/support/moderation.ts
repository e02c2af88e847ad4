import { expect, type Browser, type Page } from '@playwright/test';
import { demoAdmin } from './admin';

/** The double-submit CSRF token of the page's context (fetched when missing). */
export async function xsrfOf(page: Page): Promise<string> {
  await page.request.post('/sanctum/csrf-cookie');
  return decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
}

/** Approves the ad (or its waiting revision) as the demo administrator, through the console's JSON API. */
export async function approveViaApi(browser: Browser, baseURL: string | undefined, id: string): Promise<void> {
  await approveAllViaApi(browser, baseURL, [id]);
}

/** Approves each ad as the demo administrator, signed in once. */
export async function approveAllViaApi(browser: Browser, baseURL: string | undefined, ids: readonly string[]): Promise<void> {
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  const login = await admin.request.post('/api/login', { headers: { 'X-XSRF-TOKEN': await xsrfOf(admin) }, data: demoAdmin() });
  expect(login.status(), await login.text()).toBe(200);
  const token = await xsrfOf(admin);
  for (const id of ids) {
    let etag = '*';
    await expect(async () => {
      const res = await admin.request.get(`/api/admin/ads/${id}`);
      expect(res.status()).toBe(200);
      etag = res.headers()['etag'] ?? '*';
    }).toPass({ timeout: 20_000 });
    const approve = await admin.request.post(`/api/admin/ads/${id}/approve`, { headers: { 'X-XSRF-TOKEN': token, 'If-Match': etag } });
    expect(approve.status(), await approve.text()).toBe(200);
  }
  await context.close();
}

const SESSION_SAFE_STEP_MS = 7 * 86_400_000;

/**
 * Moves the server's clock forward (the e2e server runs with DEV_CLOCK=true) the way a person lives through the
 * days: in steps of a week, using the site in between, so the session (ended after 14 idle days) stays alive.
 */
/**
 * The server's time: other specs move its clock forward (DEV_CLOCK), so a time the test asks the server to act at
 * is counted from this, never from the browser's clock. Moving it by 0 ms answers the time and changes nothing.
 */
export async function serverNow(page: Page): Promise<Date> {
  const res = await page.request.post('/api/dev/clock/advance', { headers: { 'X-XSRF-TOKEN': await xsrfOf(page) }, data: { ms: 0 } });
  expect(res.status(), await res.text()).toBe(200);
  return new Date(((await res.json()) as { now: string }).now);
}

export async function advanceServerClock(page: Page, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= SESSION_SAFE_STEP_MS) {
    const res = await page.request.post('/api/dev/clock/advance', {
      headers: { 'X-XSRF-TOKEN': await xsrfOf(page) },
      data: { ms: Math.min(left, SESSION_SAFE_STEP_MS) },
    });
    expect(res.status(), await res.text()).toBe(200);
    expect((await page.request.get('/api/user')).status()).toBe(200);
  }
}
