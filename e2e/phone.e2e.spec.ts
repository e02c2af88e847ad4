import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoAdmin } from './support/admin';
import { confirmEmail, createAdViaApi, hydrated, newAccount, passAgeGate, registerViaApi, sampleAd, unique } from './support/helpers';
import { advanceServerClock, approveViaApi, xsrfOf } from './support/moderation';
import { adminApi, consoleLogIn } from './support/staff';

/**
 * Issue 25, phone verification by SMS, in Chromium: a code read from the development outbox verifies a number, the
 * ad with that number shows "Telefon zweryfikowany" and the search filter finds it, a changed phone loses it; the
 * code's and the day's limits; a number once on a blocked account is refused (its verification revoked in the console);
 * an SMS notice of an approved ad, chosen on the same page.
 */

/** A Polish mobile number of this run, typed with spaces, and its E.164 form. */
function freshNumber(): { typed: string; e164: string } {
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return { typed: `600 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+48600${digits}` };
}

/** An advertiser with a confirmed address, signed in in a browser of their own. */
async function advertiser(browser: Browser, baseURL: string | undefined): Promise<{ page: Page; id: string }> {
  const context = await browser.newContext({ baseURL });
  await passAgeGate(context, baseURL);
  const page = await context.newPage();
  const account = newAccount();
  await registerViaApi(page, account);
  await confirmEmail(page, account);
  const me = await page.request.get('/api/user');
  return { page, id: ((await me.json()) as { id: string }).id };
}

/** The code of the newest SMS to `e164`, read where a developer reads it: the outbox page, once the worker sent it. */
async function codeFromOutbox(admin: Page, e164: string, other?: string): Promise<string> {
  let code = '';
  await expect(async () => {
    await admin.goto('/dev/sms');
    const sms = admin.locator('article', { hasText: e164 }).filter({ hasText: 'sent' }).first();
    const text = (await sms.locator('.sms-text').textContent({ timeout: 1000 })) ?? '';
    code = /\d{6}/.exec(text)?.[0] ?? '';
    expect(code).not.toBe('');
    if (other) expect(code).not.toBe(other);
  }).toPass({ timeout: 20_000 });
  return code;
}

/** Sends a code from the dashboard's "SMS użytkownika" page. */
async function sendFromDashboard(page: Page, typed: string): Promise<void> {
  await page.goto('/dashboard/telefon/');
  await hydrated(page);
  await page.getByTestId('phone-number').fill(typed);
  await page.getByTestId('phone-send').click();
  await expect(page.getByTestId('phone-code-form')).toBeVisible();
}

const api = async (page: Page, method: 'POST' | 'PUT', url: string, data: unknown, headers: Record<string, string> = {}) =>
  page.request.fetch(url, { method, data, headers: { 'X-XSRF-TOKEN': await xsrfOf(page), ...headers } });

test.describe('phone verification by SMS', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a number verified through the outbox marks the ad, the filter finds it, and a changed phone loses the mark', async ({
    browser,
    baseURL,
  }) => {
    const owner = await advertiser(browser, baseURL);
    const number = freshNumber();
    const title = unique('Telefon ');
    const adId = await createAdViaApi(owner.page, title);
    await approveViaApi(browser, baseURL, adId);
    const admin = await adminApi(browser, baseURL);

    // Typed with spaces and no prefix, the code arrives in the outbox as E.164, and typing it verifies the number.
    await sendFromDashboard(owner.page, number.typed);
    await owner.page.getByTestId('phone-code').fill(await codeFromOutbox(admin, number.e164));
    await owner.page.getByTestId('phone-confirm').click();
    await expect(owner.page.getByTestId('phone-done')).toBeVisible();
    await expect(owner.page.getByTestId('phone-state')).toContainText(number.e164);

    // The ad still has the sample's number: no mark yet. Its phone becomes the verified number (typed another way).
    const visitorContext = await browser.newContext({ baseURL });
    await passAgeGate(visitorContext, baseURL);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/anons/${adId}/`);
    await expect(visitor.getByTestId('ad-title')).toBeVisible();
    await expect(visitor.getByTestId('ad-phone-verified')).toHaveCount(0);
    const changePhone = async (phone: string, revision: number) => {
      const res = await api(owner.page, 'PUT', `/api/anonse/${adId}`, { ...sampleAd(title), phone }, { 'If-Match': `"${revision}"` });
      expect(res.status(), await res.text()).toBe(200);
    };
    await changePhone(`0048${number.e164.slice(3)}`, 1);
    await expect(async () => {
      await visitor.goto(`/anons/${adId}/`);
      await expect(visitor.getByTestId('ad-phone-verified')).toHaveText('Telefon zweryfikowany', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });

    // The filter dialog's switch finds it, with the mark on its card.
    await visitor.goto('/');
    await hydrated(visitor);
    await visitor.getByTestId('filter-button').first().click();
    const dialog = visitor.getByTestId('search-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('filter-phone-verified').check();
    await dialog.getByTestId('search-submit').click();
    await expect(visitor).toHaveURL(/\/search\/\?.*phone_verified=true/);
    const card = visitor.locator(`[data-testid="ad-card"][data-ad-id="${adId}"]`);
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('ad-phone-verified')).toBeVisible();
    // Every card the filter lists carries the mark.
    expect(await visitor.getByTestId('ad-card').count()).toBe(
      await visitor.locator('[data-testid="ad-card"]:has([data-testid="ad-phone-verified"])').count(),
    );
    // In English too.
    await visitor.goto(`/en/search/?phone_verified=true`);
    await expect(visitor.locator(`[data-testid="ad-card"][data-ad-id="${adId}"] [data-testid="ad-phone-verified"]`)).toHaveText(
      'Phone verified',
    );

    // Another number in the ad: the mark goes at once, and the filter no longer lists it.
    await changePhone('600 999 000', 2);
    await visitor.goto(`/anons/${adId}/`);
    await expect(visitor.getByTestId('ad-title')).toBeVisible();
    await expect(visitor.getByTestId('ad-phone-verified')).toHaveCount(0);
    await visitor.goto('/search/?phone_verified=true');
    await expect(visitor.getByTestId('search-total')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('opted in to ad decisions, the owner gets an SMS when a moderator approves the ad, and it carries no title', async ({
    browser,
    baseURL,
  }) => {
    const owner = await advertiser(browser, baseURL);
    const admin = await adminApi(browser, baseURL);
    const number = freshNumber();

    // Locked until the number is verified; verified on the page, the choice opens at once.
    await owner.page.goto('/dashboard/telefon/');
    await hydrated(owner.page);
    await expect(owner.page.getByTestId('sms-notices')).toContainText('wymagają zweryfikowanego numeru');
    await expect(owner.page.getByTestId('sms-notice-adDecided')).toBeDisabled();
    await owner.page.getByTestId('phone-number').fill(number.typed);
    await owner.page.getByTestId('phone-send').click();
    await owner.page.getByTestId('phone-code').fill(await codeFromOutbox(admin, number.e164));
    await owner.page.getByTestId('phone-confirm').click();
    await expect(owner.page.getByTestId('phone-done')).toBeVisible();
    await owner.page.getByTestId('sms-notice-adDecided').check();
    await owner.page.getByTestId('sms-notices-save').click();
    await expect(owner.page.getByTestId('sms-notices-saved')).toBeVisible();
    await owner.page.reload();
    await expect(owner.page.getByTestId('sms-notice-adDecided')).toBeChecked();
    await expect(owner.page.getByTestId('sms-notice-messageRequest')).not.toBeChecked();

    const title = unique('Powiadomienie ');
    const adId = await createAdViaApi(owner.page, title);
    await approveViaApi(browser, baseURL, adId);
    // Sent at once by day, or waiting in the outbox until the quiet hours end: either way it is there, once.
    await expect(async () => {
      await admin.goto('/dev/sms');
      const notices = admin.locator('article', { hasText: number.e164 }).filter({ hasText: 'zatwierdzone' });
      await expect(notices).toHaveCount(1, { timeout: 1000 });
      await expect(notices.locator('.sms-text')).toHaveText('anonse: Twoje ogloszenie zostalo zatwierdzone.');
    }).toPass({ timeout: 20_000 });
    await expect(admin.locator('article', { hasText: title })).toHaveCount(0);
  });

  test('five wrong codes lock the code: the form goes, and the right code is refused after them', async ({ browser, baseURL }) => {
    const owner = await advertiser(browser, baseURL);
    const admin = await adminApi(browser, baseURL);
    const number = freshNumber();
    await sendFromDashboard(owner.page, number.typed);
    const code = await codeFromOutbox(admin, number.e164);
    const wrong = code === '000000' ? '111111' : '000000';
    const tryCode = async (typed: string) => {
      await owner.page.getByTestId('phone-code').fill(typed);
      const answered = owner.page.waitForResponse((r) => r.url().endsWith('/api/user/phone/confirm'));
      await owner.page.getByTestId('phone-confirm').click();
      return (await answered).status();
    };
    for (let i = 0; i < 4; i++) {
      expect(await tryCode(wrong)).toBe(400);
      await expect(owner.page.getByTestId('phone-code-form')).toContainText('Ten kod jest nieprawidłowy');
    }
    // The page read anew counts the tries the server counted.
    await owner.page.reload();
    await hydrated(owner.page);
    await expect(owner.page.getByTestId('phone-code-form')).toContainText('Pozostałe próby: 1');
    expect(await tryCode(wrong)).toBe(400);
    // The fifth wrong try locks the code: its form goes, and the page says why.
    await expect(owner.page.getByTestId('phone-code-form')).toHaveCount(0);
    await expect(owner.page.getByTestId('form-error')).toContainText('Wpisano zbyt wiele błędnych kodów');
    const late = await api(owner.page, 'POST', '/api/user/phone/confirm', { code }, { 'Accept-Language': 'pl' });
    expect(late.status()).toBe(409);
    expect(((await late.json()) as { message: string }).message).toContain('Wpisano zbyt wiele błędnych kodów');
    await owner.page.reload();
    await expect(owner.page.getByTestId('phone-state')).not.toContainText(number.e164);
    await expect(owner.page.getByTestId('phone-code-form')).toHaveCount(0);
  });

  test('a sixth code in a day is refused with the time it opens again', async ({ browser, baseURL }) => {
    const owner = await advertiser(browser, baseURL);
    const number = freshNumber();
    // Five codes, a little over the cooldown apart (the server's clock moved on, as a person waits).
    for (let i = 0; i < 5; i++) {
      if (i > 0) await advanceServerClock(owner.page, 61_000);
      const sent = await api(owner.page, 'POST', '/api/user/phone', { number: number.typed });
      expect(sent.status(), await sent.text()).toBe(200);
    }
    await advanceServerClock(owner.page, 61_000);
    const sixth = await api(owner.page, 'POST', '/api/user/phone', { number: number.typed }, { 'Accept-Language': 'pl' });
    expect(sixth.status()).toBe(429);
    const body = (await sixth.json()) as { message: string; current: { resendAt: string } };
    expect(body.message).toContain('Wysłano dziś zbyt wiele kodów');
    expect(Number(sixth.headers()['retry-after'])).toBeGreaterThan(23 * 3600);

    // The page says when: the send button waits and the time it opens again is shown.
    await owner.page.goto('/dashboard/telefon/');
    await hydrated(owner.page);
    const opens = new Intl.DateTimeFormat('pl-PL', { timeStyle: 'short', timeZone: 'Europe/Warsaw' }).format(
      new Date(body.current.resendAt),
    );
    await expect(owner.page.getByTestId('phone-countdown')).toContainText('Nowy kod możesz wysłać o');
    await expect(owner.page.getByTestId('phone-countdown')).toContainText(opens);
    await expect(owner.page.getByTestId('phone-send')).toBeDisabled();
  });

  test('a number once verified on a blocked account is refused, after the console revoked it with a reason', async ({
    browser,
    baseURL,
  }) => {
    const banned = await advertiser(browser, baseURL);
    const number = freshNumber();
    const admin = await adminApi(browser, baseURL);
    await sendFromDashboard(banned.page, number.typed);
    await banned.page.getByTestId('phone-code').fill(await codeFromOutbox(admin, number.e164));
    await banned.page.getByTestId('phone-confirm').click();
    await expect(banned.page.getByTestId('phone-done')).toBeVisible();
    const block = await api(admin, 'POST', `/api/admin/accounts/${banned.id}/block`, { reason: 'Oszustwo (test e2e)' });
    expect(block.status(), await block.text()).toBe(200);

    // The console: the account's phone panel shows the number and its history on request, and revokes with a reason.
    const consoleContext = await browser.newContext({ baseURL });
    const staff = await consoleContext.newPage();
    await consoleLogIn(staff, demoAdmin());
    await staff.goto(`/admin/accounts/${banned.id}/show`);
    await staff.getByTestId('account-phone-show').click();
    await expect(staff.getByTestId('account-phone-number')).toContainText(number.e164);
    await expect(staff.getByTestId('account-phone-history')).toContainText('numer zweryfikowany');
    await staff.getByTestId('account-phone-revoke').click();
    await staff.getByTestId('account-phone-revoke-reason').fill('Konto zablokowane za oszustwo');
    await staff.getByTestId('account-phone-revoke-submit').click();
    await expect(staff.getByTestId('account-phone-state')).toHaveText('Brak zweryfikowanego numeru.');
    await expect(staff.getByTestId('account-phone-history')).toContainText('Konto zablokowane za oszustwo');
    // The dashboard's fraud watch counts the codes of the run per hour and country, and the hour's use of the budget.
    await staff.goto('/admin/dashboard');
    await expect(staff.getByTestId('phone-watch-hours')).toContainText('PL');
    await expect(staff.getByTestId('phone-watch-budget')).toContainText(/SMS-y wysłane w ostatniej godzinie: \d+ z 500/);

    // Someone else types the number: refused, whatever the blocked account holds now.
    const other = await advertiser(browser, baseURL);
    await expect(async () => {
      await other.page.goto('/dashboard/telefon/');
      await hydrated(other.page);
      await other.page.getByTestId('phone-number').fill(number.e164);
      await other.page.getByTestId('phone-send').click();
      await expect(other.page.getByTestId('phone-number-form')).toContainText('Tego numeru nie można zweryfikować', { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(other.page.getByTestId('phone-code-form')).toHaveCount(0);
  });
});
