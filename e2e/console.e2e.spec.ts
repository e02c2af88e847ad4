import { expect, test, type Page } from '@playwright/test';
import { confirmEmail, createAdViaApi, eventually, newAccount, passAgeGate, registerViaApi, unique } from './support/helpers';
import { approveViaApi, xsrfOf } from './support/moderation';
import { demoAdmin } from './support/admin';
import { adminApi, consoleLogIn, newStaff, ROLE } from './support/staff';

/**
 * Issue 10's "Done when": the console per role — two moderators on one ad, an auditor who cannot change anything,
 * an underage report that jumps the queue and hides the ad in one click, and every resource's page.
 */

/** A fresh advertiser's ad, pending (or approved with `approve`); returns its id and title. */
async function postAd(page: Page, options: { approve?: boolean; browser?: Parameters<typeof approveViaApi>[0]; baseURL?: string } = {}) {
  const account = newAccount();
  await registerViaApi(page, account);
  await confirmEmail(page, account);
  const title = unique('Konsola ');
  const id = await createAdViaApi(page, title);
  if (options.approve) await approveViaApi(options.browser!, options.baseURL, id);
  return { id, title, account };
}

/** Opens an ad's page in the console once the projection shows it. */
async function openAd(page: Page, id: string, status: string): Promise<void> {
  await expect(async () => {
    await page.goto(`/admin/ads/${id}/show`);
    await expect(page.getByTestId('ad-status')).toHaveAttribute('data-status', status, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

test('two moderators on one ad: the second sees who has it, and a late decision changes nothing', async ({ browser, page, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await adminApi(browser, baseURL);
  const [first, second] = [
    await newStaff(browser, baseURL, admin, ROLE.moderator),
    await newStaff(browser, baseURL, admin, ROLE.moderator),
  ];
  const ad = await postAd(page);

  await consoleLogIn(first.page, first.account);
  await expect(first.page.getByTestId('admin-greeting')).toHaveText(/Witaj Admin!/);
  await openAd(first.page, ad.id, 'pending');
  await consoleLogIn(second.page, second.account);
  await openAd(second.page, ad.id, 'pending');
  // The first one opened it: the second is told so, by login.
  await expect(second.page.getByTestId('claim-banner')).toContainText(first.account.login, { timeout: 20_000 });
  await expect(first.page.getByTestId('claim-banner')).toHaveCount(0);

  await first.page.getByTestId('approve-button').click();
  await expect(first.page.getByTestId('ad-status')).toHaveAttribute('data-status', 'approved');

  // The second decides on the page it loaded before: the server refuses it (409), and the ad stays approved.
  await second.page.getByTestId('reject-button').click();
  const dialog = second.page.getByTestId('reject-dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('textarea').first().fill('Zdjęcia nie pasują do opisu.');
  await second.page.getByTestId('reject-confirm').click();
  await expect(second.page.getByTestId('ad-status')).toHaveAttribute('data-status', 'approved', { timeout: 20_000 });
  const state = await admin.request.get(`/api/admin/ads/${ad.id}`);
  expect(await state.json()).toMatchObject({ status: 'approved' });
  await Promise.all([first.context.close(), second.context.close(), admin.context().close()]);
});

test('an auditor reads everything and can change nothing: no buttons, and the API answers 403', async ({ browser, page, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await adminApi(browser, baseURL);
  const auditor = await newStaff(browser, baseURL, admin, ROLE.auditor);
  const ad = await postAd(page);

  await consoleLogIn(auditor.page, auditor.account);
  await openAd(auditor.page, ad.id, 'pending');
  await expect(auditor.page.getByText(ad.title).first()).toBeVisible();
  await expect(auditor.page.getByTestId('approve-button')).toHaveCount(0);
  await expect(auditor.page.getByTestId('reject-button')).toHaveCount(0);

  // The advertiser's account: readable, with no block or role controls.
  const owner = (await (await page.request.get('/api/user')).json()) as { id: string };
  await auditor.page.goto(`/admin/accounts/${owner.id}/show`);
  await expect(auditor.page.getByText(ad.account.login).first()).toBeVisible({ timeout: 20_000 });
  await expect(auditor.page.getByTestId('account-block-button')).toHaveCount(0);
  await expect(auditor.page.getByTestId('account-role')).toHaveCount(0);

  // Asking the API directly changes nothing either.
  const token = await xsrfOf(auditor.page);
  for (const [url, data] of [
    [`/api/admin/ads/${ad.id}/approve`, undefined],
    [`/api/admin/ads/${ad.id}/reject`, { reason: 'Audytor nie decyduje.' }],
    [`/api/admin/accounts/${owner.id}/block`, { reason: 'Audytor nie blokuje.' }],
  ] as const) {
    const res = await auditor.page.request.post(url, { headers: { 'X-XSRF-TOKEN': token }, data });
    expect(res.status(), url).toBe(403);
  }
  expect(await (await admin.request.get(`/api/admin/ads/${ad.id}`)).json()).toMatchObject({ status: 'pending' });
  await Promise.all([auditor.context.close(), admin.context().close()]);
});

test('an underage report jumps the queue with an alert, and one click hides the ad', async ({ browser, page, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await adminApi(browser, baseURL);
  const moderator = await newStaff(browser, baseURL, admin, ROLE.moderator);
  const spam = await postAd(page, { approve: true, browser, baseURL });
  const minor = await postAd(await (await browser.newContext({ baseURL })).newPage(), { approve: true, browser, baseURL });

  // An older, ordinary report, then an anonymous visitor reports the other ad from its page.
  const visitorContext = await browser.newContext({ baseURL });
  await passAgeGate(visitorContext, baseURL);
  const visitor = await visitorContext.newPage();
  const older = await visitor.request.post('/api/reports', {
    headers: { 'X-XSRF-TOKEN': await xsrfOf(visitor) },
    data: { target: { type: 'ad', id: spam.id }, reason: 'spam' },
  });
  expect(older.status(), await older.text()).toBe(201);
  await eventually(visitor, `/anons/${minor.id}/`, async () => {
    await expect(visitor.getByTestId('report-button')).toBeVisible({ timeout: 1000 });
  });
  await visitor.getByTestId('report-button').click();
  await visitor.getByTestId('report-reason-underage').check();
  await visitor.getByTestId('report-send').click();
  await expect(visitor.getByTestId('report-thanks')).toBeVisible();

  await consoleLogIn(moderator.page, moderator.account);
  await moderator.page.getByTestId('menu-reports').click();
  await expect(moderator.page.getByTestId('reports-urgent-banner')).toBeVisible({ timeout: 20_000 });
  const firstRow = moderator.page.getByTestId('reports-table').locator('tbody tr').first();
  await expect(firstRow.getByTestId('report-urgent')).toBeVisible();
  await expect(firstRow.getByTestId('report-target')).toContainText(minor.id.slice(0, 8));
  await firstRow.click();
  await expect(moderator.page.getByTestId('report-urgent-alert')).toBeVisible();
  await moderator.page.getByTestId('report-hide-ad').click();
  const confirm = moderator.page.getByTestId('report-confirm');
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await expect(moderator.page.getByTestId('report-status')).toBeVisible();

  // Gone from the site at once (the detail page is a 404 for everyone but its owner).
  await expect(async () => {
    expect((await visitor.goto(`/anons/${minor.id}/`))?.status()).toBe(404);
  }).toPass({ timeout: 20_000 });
  await Promise.all([visitorContext.close(), moderator.context.close(), admin.context().close()]);
});

test('every console page of a moderator answers: dashboard with its queues, accounts, online, reports, image editing', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await adminApi(browser, baseURL);
  const moderator = await newStaff(browser, baseURL, admin, ROLE.moderator);
  const ad = await postAd(page);
  await consoleLogIn(moderator.page, moderator.account);
  const p = moderator.page;

  await expect(p).toHaveURL(/\/admin\/dashboard\/?$/);
  await expect(p.getByTestId('dashboard')).toBeVisible();
  await expect(p.getByTestId('queue-count-ads')).toHaveText(/[1-9]/);

  await p.getByTestId('menu-accounts').click();
  await expect(p.getByTestId('accounts-table')).toBeVisible();

  await p.getByTestId('menu-online').click();
  await expect(p.getByTestId('online-page')).toBeVisible();

  await p.getByTestId('menu-reports').click();
  // The list, or its empty state: once a report exists the table and the page title ("Zgłoszenia") are both there.
  await expect(
    p
      .getByTestId('reports-table')
      .or(p.getByText(/Brak zgłoszeń/i))
      .first(),
  ).toBeVisible();

  // Not a moderator's: administrators' vouchers are not in the menu.
  await expect(p.getByTestId('menu-vouchers')).toHaveCount(0);

  await openAd(p, ad.id, 'pending');
  await p.goto(`/admin/image-editing/${ad.id}`);
  await expect(p.getByText(/zdję/i).first()).toBeVisible({ timeout: 20_000 });
  await Promise.all([moderator.context.close(), admin.context().close()]);
});

test.describe('audit', () => {
  // The as-of date is typed into a local date-time field: a fixed zone keeps the typed value and the server's time apart.
  test.use({ timezoneId: 'UTC' });

  test("an auditor's as-of view of a wallet shows its balance on that date, not today's", async ({ browser, page, baseURL }) => {
    test.setTimeout(180_000);
    const admin = await adminApi(browser, baseURL);
    const auditor = await newStaff(browser, baseURL, admin, ROLE.auditor);
    const owner = newAccount();
    await registerViaApi(page, owner);
    const { id } = (await (await page.request.get('/api/user')).json()) as { id: string };

    const grant = async (points: number) => {
      const res = await admin.request.post(`/api/admin/wallets/${id}/grant`, {
        headers: { 'X-XSRF-TOKEN': await xsrfOf(admin), 'Idempotency-Key': unique('grant-') },
        data: { points, reason: 'Rekompensata za awarię' },
      });
      expect(res.status(), await res.text()).toBeLessThan(300);
      return ((await res.json()) as { balance: number }).balance;
    };
    expect(await grant(100)).toBe(100);
    // Two days later (the server's clock: DEV_CLOCK), another 50.
    const advance = await admin.request.post('/api/dev/clock/advance', {
      headers: { 'X-XSRF-TOKEN': await xsrfOf(admin) },
      data: { ms: 2 * 86_400_000 },
    });
    expect(advance.status(), await advance.text()).toBe(200);
    expect(await grant(50)).toBe(150);

    // The first entry's time, as the log has it; a day after it the wallet held 100.
    const events = await auditor.page.request.get(`/api/admin/audit/wallet/${id}/events`);
    expect(events.status(), await events.text()).toBe(200);
    const [first] = (await events.json()) as { time: string }[];
    const between = new Date(Date.parse(first!.time) + 86_400_000).toISOString().slice(0, 19);

    await consoleLogIn(auditor.page, auditor.account);
    const p = auditor.page;
    await p.goto(`/admin/audit?kind=wallet&id=${id}`);
    await expect(p.getByTestId('audit-timeline')).toBeVisible({ timeout: 20_000 });
    await expect(p.getByTestId('audit-timeline').locator('tbody tr')).toHaveCount(2);
    await p.getByRole('tab', { name: 'Stan na moment' }).click();
    const asOf = p.getByTestId('audit-as-of');
    await asOf.locator('input[type="datetime-local"]').fill(between);
    await asOf.getByRole('button', { name: 'Pokaż stan' }).click();
    await expect(p.getByTestId('audit-state')).toContainText('"balance": 100');
    // Today the same wallet holds 150: the view above is the past, folded, not the current row.
    await expect(async () => {
      const wallet = await p.request.get(`/api/admin/wallets/${id}`);
      expect(((await wallet.json()) as { balance: number }).balance).toBe(150);
    }).toPass({ timeout: 20_000 });
    await Promise.all([auditor.context.close(), admin.context().close()]);
  });
});

test("every page of an administrator's menu opens without an error, and the dark theme holds", async ({ page }) => {
  test.setTimeout(120_000);
  await consoleLogIn(page, demoAdmin());
  // docs/product.md § 2: the greeting heads a side menu 3/12 of the width.
  const sidebar = await page.getByTestId('admin-sidebar').boundingBox();
  const width = page.viewportSize()!.width;
  expect(Math.abs(sidebar!.width - width / 4)).toBeLessThan(4);
  const entries = await page.locator('[data-testid^="menu-"]').evaluateAll((links) => links.map((l) => l.getAttribute('data-testid')!));
  // The spec's sections whose contexts exist.
  expect(entries).toEqual(
    expect.arrayContaining([
      'menu-ads-queue',
      'menu-dashboard',
      'menu-ads',
      'menu-accounts',
      'menu-reports',
      'menu-conversations',
      'menu-verifications',
      'menu-audit',
      'menu-projections',
      'menu-online',
      'menu-wallets',
      'menu-vouchers',
      'menu-salons',
      'menu-support',
      'menu-articles',
      'menu-videos-verification',
    ]),
  );
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  for (const entry of entries) {
    await page.getByTestId(entry).click();
    await expect(page.locator('#main-content')).toBeVisible();
    await expect(page.getByText(/Coś poszło nie tak|Something went wrong/)).toHaveCount(0);
  }
  expect(failures).toEqual([]);

  // Dark mode: react-admin's toggle switches the palette, and the choice survives a reload.
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page
    .getByRole('button', { name: /motyw|theme/i })
    .first()
    .click();
  await expect.poll(background).not.toBe(light);
  await page.reload();
  await expect.poll(background).not.toBe(light);
});
