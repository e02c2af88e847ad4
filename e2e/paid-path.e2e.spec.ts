import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { demoAdmin } from './support/admin';
import { confirmEmail, createAdViaApi, eventually, hydrated, newAccount, passAgeGate, registerAndLogIn, unique } from './support/helpers';
import { advanceServerClock, approveViaApi, xsrfOf } from './support/moderation';

const DAY = 86_400_000;

/** A plain photo for the verification form (what a phone would take; the content does not matter here). */
const snapshot = (hue: number) =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: hue, g: 90, b: 200 - hue / 2 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

interface LedgerLine {
  points: number;
  balanceAfter: number;
}

/**
 * Issue 9's "Done when": the advertiser's paid path in one run — verify with 2 photos, a moderator approves, the
 * badge shows, a voucher, points bought in the sandbox checkout, 7 days of promotion that lead the city's list and
 * the premium endpoint, then the clock passes them and the ad is back among the others; the ledger adds up.
 */
test.beforeEach(async ({ context, baseURL }) => passAgeGate(context, baseURL));

test('verify, redeem, buy, promote for 7 days, and the ledger adds up', async ({ page, browser, baseURL, playwright }) => {
  test.setTimeout(240_000);
  const anonymous = await playwright.request.newContext({ baseURL });
  const account = newAccount();
  await registerAndLogIn(page, account);
  await confirmEmail(page, account);
  const title = unique('Ścieżka płatna ');
  const adId = await createAdViaApi(page, title);
  await approveViaApi(browser, baseURL, adId);

  // The administrator's console session (its JSON API), for the moderator's decision and the voucher batch.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  const login = await staff.request.post('/api/login', { headers: { 'X-XSRF-TOKEN': await xsrfOf(staff) }, data: demoAdmin() });
  expect(login.status(), await login.text()).toBe(200);
  const staffToken = await xsrfOf(staff);

  // 1. Verification: exactly two photos, sent from the page.
  await page.goto('/weryfikacja/');
  await hydrated(page);
  await page
    .getByTestId('verification-photo-1-input')
    .setInputFiles({ name: 'karta.jpg', mimeType: 'image/jpeg', buffer: await snapshot(40) });
  await page
    .getByTestId('verification-photo-2-input')
    .setInputFiles({ name: 'ja.jpg', mimeType: 'image/jpeg', buffer: await snapshot(160) });
  await page.getByTestId('verification-submit').click();
  await expect(page.getByTestId('verification-status')).toHaveAttribute('data-state', 'pending', { timeout: 30_000 });

  // 2. A moderator approves it; the badge shows on the ad.
  let attemptId = '';
  await expect(async () => {
    const res = await staff.request.get(`/api/admin/verifications?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`);
    expect(res.status()).toBe(200);
    const mine = ((await res.json()) as { id: string; login: string | null }[]).find((a) => a.login === account.login);
    expect(mine).toBeTruthy();
    attemptId = mine!.id;
  }).toPass({ timeout: 20_000 });
  const approved = await staff.request.post(`/api/admin/verifications/${attemptId}/approve`, { headers: { 'X-XSRF-TOKEN': staffToken } });
  expect(approved.status(), await approved.text()).toBe(200);
  await eventually(page, '/weryfikacja/', async () => {
    await expect(page.getByTestId('verification-status')).toHaveAttribute('data-state', 'verified');
  });
  await expect(async () =>
    expect(((await (await anonymous.get(`/api/anonse/${adId}`)).json()) as { verified: boolean }).verified).toBe(true),
  ).toPass({ timeout: 20_000 });

  // 3. A voucher of 40 points, redeemed in the dashboard.
  const batch = await staff.request.post('/api/admin/vouchers', {
    headers: { 'X-XSRF-TOKEN': staffToken },
    // Far enough ahead of the server's clock, which earlier specs of the run have moved forward (DEV_CLOCK).
    data: { label: 'e2e', count: 1, points: 40, expiresAt: new Date(Date.now() + 4 * 365 * DAY).toISOString() },
  });
  expect(batch.status(), await batch.text()).toBe(201);
  const [code] = ((await batch.json()) as { codes: string[] }).codes;
  await page.goto('/user/voucher/');
  await hydrated(page);
  await page.getByTestId('voucher-code').fill(code!.toLowerCase());
  await page.getByTestId('voucher-submit').click();
  await expect(page.getByTestId('voucher-success')).toBeVisible();

  // 4. Points bought in the sandbox checkout: credited only by its signed callback.
  await page.goto('/user/payment/');
  await hydrated(page);
  await page.locator('[data-testid="payment-package"][data-package="pkg-50"]').getByTestId('payment-buy').click();
  await expect(page.getByTestId('sandbox-checkout')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('sandbox-pay').click();
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'credited', { timeout: 30_000 });

  // 5. Promote the ad for 7 days (50 points of the 90).
  await page.goto(`/promo/?ad=${adId}`);
  await hydrated(page);
  await page.locator('[data-testid="promo-days"][value="7"]').check();
  await page.getByTestId('promo-buy').click();
  await page.getByTestId('promo-confirm-yes').click();
  await expect(page.getByTestId('promo-outcome')).toBeVisible({ timeout: 30_000 });

  // It leads its city's list and the premium endpoint.
  const premiumIds = async () =>
    (await (await anonymous.get('/api/anonse/get/premium?city=warszawa')).json()) as { hits?: { id: string }[]; ads?: { id: string }[] };
  const idsOf = (answer: { hits?: { id: string }[]; ads?: { id: string }[] }) => (answer.hits ?? answer.ads ?? []).map((a) => a.id);
  await expect(async () => expect(idsOf(await premiumIds())).toContain(adId)).toPass({ timeout: 30_000 });
  await eventually(page, '/anonse/warszawa/', async () => {
    await expect(page.getByTestId('ad-card').first()).toHaveAttribute('data-ad-id', adId);
  });

  // 6. Seven days pass: the promotion ends and the ad is back among the others.
  await advanceServerClock(page, 7 * DAY + 60_000);
  await expect(async () => expect(idsOf(await premiumIds())).not.toContain(adId)).toPass({ timeout: 30_000 });
  await expect(async () =>
    expect(((await (await anonymous.get(`/api/anonse/${adId}`)).json()) as { promoted: boolean }).promoted).toBe(false),
  ).toPass({ timeout: 20_000 });

  // 7. The ledger adds up to the balance, line by line.
  await page.goto('/user/wallet/');
  await hydrated(page);
  const balance = Number(await page.getByTestId('wallet-balance').getAttribute('data-balance'));
  const lines: LedgerLine[] = await page
    .getByTestId('wallet-entry')
    .evaluateAll((rows) =>
      rows.map((r) => ({ points: Number(r.getAttribute('data-points')), balanceAfter: Number(r.getAttribute('data-balance-after')) })),
    );
  expect(lines.length).toBeGreaterThanOrEqual(3);
  // Newest first: each line's balance is the one below it plus its points; the sum of all of them is the balance.
  for (let i = 0; i < lines.length - 1; i++) expect(lines[i]!.balanceAfter).toBe(lines[i + 1]!.balanceAfter + lines[i]!.points);
  expect(lines.reduce((sum, l) => sum + l.points, 0)).toBe(balance);
  expect(balance).toBe(40 + 50 - 50);
  await staffContext.close();
});
