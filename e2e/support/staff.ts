import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { demoAdmin } from './admin';
import { newAccount, registerViaApi, type Account } from './helpers';
import { xsrfOf } from './moderation';

export const ROLE = { administrator: 1, moderator: 2, auditor: 3 } as const;

export interface StaffMember {
  account: Account;
  id: string;
  context: BrowserContext;
  page: Page;
}

/** The demo administrator's JSON session (a context of its own), for arranging what a test needs. */
export async function adminApi(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const login = await page.request.post('/api/login', { headers: { 'X-XSRF-TOKEN': await xsrfOf(page) }, data: demoAdmin() });
  expect(login.status(), await login.text()).toBe(200);
  return page;
}

/**
 * A new person given a staff role by the administrator, the way an operator does it: they register on the site,
 * then an administrator changes their role in the console's API (PUT /api/admin/accounts/{id}/role).
 */
export async function newStaff(
  browser: Browser,
  baseURL: string | undefined,
  admin: Page,
  role: (typeof ROLE)[keyof typeof ROLE],
): Promise<StaffMember> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const account = newAccount();
  await registerViaApi(page, account);
  const me = await page.request.get('/api/user');
  expect(me.status()).toBe(200);
  const { id } = (await me.json()) as { id: string };
  await expect(async () => {
    const res = await admin.request.put(`/api/admin/accounts/${id}/role`, {
      headers: { 'X-XSRF-TOKEN': await xsrfOf(admin) },
      data: { role },
    });
    expect(res.status(), await res.text()).toBe(200);
  }).toPass({ timeout: 20_000 });
  return { account, id, context, page };
}

/** Signs in through the console's own login form (in a browser without a session) and waits for the greeting. */
export async function consoleLogIn(page: Page, account: Pick<Account, 'login' | 'password'>): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/admin/');
  await page.locator('input[name="username"]').fill(account.login);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('button[type="submit"]').click();
  await expect(page.getByTestId('admin-greeting')).toBeVisible({ timeout: 20_000 });
}
