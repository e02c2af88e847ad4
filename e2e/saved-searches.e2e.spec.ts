import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './support/mail';
import { advanceServerClock, xsrfOf } from './support/moderation';
import { hydrated, newAccount, passAgeGate, publishAdViaApi, registerViaApi, unique } from './support/helpers';

const HOUR = 3_600_000;
const DIGEST_HOUR = 8;

/** How long until a minute past the next digest hour in Poland, as the server's (moved) clock reads it. */
async function untilDigest(page: Page): Promise<number> {
  const res = await page.request.post('/api/dev/clock/advance', { headers: { 'X-XSRF-TOKEN': await xsrfOf(page) }, data: { ms: 0 } });
  const now = new Date(((await res.json()) as { now: string }).now);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(now)
      .map((p) => [p.type, Number(p.value)]),
  );
  const sinceMidnight = ((parts.hour! * 60 + parts.minute!) * 60 + parts.second!) * 1000;
  const toHour = (DIGEST_HOUR * HOUR - sinceMidnight + 24 * HOUR) % (24 * HOUR) || 24 * HOUR;
  return toHour + 60_000;
}

test('save a list page, a matching ad rings the bell live, the morning digest arrives and its link unsubscribes', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = newAccount();
  await passAgeGate(page.context(), baseURL);
  await registerViaApi(page, account);
  // A fresh session: the guest's button leads to the login and back to the list.
  await page.context().clearCookies();
  await passAgeGate(page.context(), baseURL);
  await page.goto('/anonse/panie/warszawa/');
  await page.getByTestId('save-search-login').click();
  await expect(page).toHaveURL(/\/login\/\?next=/);
  await hydrated(page);
  await page.locator('[data-testid="login-form"] [name="login"]').fill(account.login);
  await page.locator('[data-testid="login-form"] [name="password"]').fill(account.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/anonse\/panie\/warszawa\/$/);

  // Saved with the name the page suggests, and the daily e-mail on.
  await hydrated(page);
  await page.getByTestId('save-search').click();
  await expect(page.getByTestId('save-search-name')).toHaveValue('Panie — Warszawa');
  await page.getByTestId('save-search-digest').check();
  await page.getByTestId('save-search-submit').click();
  await expect(page.getByTestId('save-search-done')).toContainText('Zapisano wyszukiwanie „Panie — Warszawa”');
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);

  // A new ad in Warszawa (sampleAd: a woman's ad) is approved: the bell rings without a reload.
  const title = unique('Alert ');
  await publishAdViaApi(browser, baseURL, title);
  await expect(page.getByTestId('notifications-badge')).toHaveText('1', { timeout: 15_000 });
  await page.getByTestId('notifications-bell').click();
  await expect(page.getByTestId('notification-item').first()).toContainText('Nowe ogłoszenia dla „Panie — Warszawa”: 1');
  await page.keyboard.press('Escape');

  // The next morning in Poland the digest lists the ad and offers the one-click way out.
  await advanceServerClock(page, await untilDigest(page));
  const digest = await waitForMail(account.email, /^Nowe ogłoszenia w Twoich zapisanych wyszukiwaniach$/, 30_000);
  expect(digest.text).toContain(title);
  const link = new URL(/https?:\/\/\S+\/zapisane-wyszukiwania\/wypisz\/\?token=\S+/.exec(digest.text)![0]);
  // Opening the link only asks (mail scanners open every link); the button turns the e-mail off.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByTestId('unsubscribe-confirm')).toBeVisible();
  // Signed in, the page is the application: a click while it hydrates can be lost.
  await hydrated(page);
  await page.getByTestId('unsubscribe-button').click();
  await expect(page.getByTestId('unsubscribe-done')).toContainText(
    'Nie wyślemy już codziennego e-maila dla wyszukiwania „Panie — Warszawa”.',
  );

  // The dashboard section shows it: the e-mail is off, the notices stay.
  await page.goto('/dashboard/zapisane-wyszukiwania/');
  const row = page.getByTestId('saved-search-row');
  await expect(row).toHaveAttribute('data-digest', 'off');
  await expect(row.getByTestId('saved-search-digest')).not.toBeChecked();
  await expect(row).toContainText('Nowe ogłoszenia od zapisania: 1');
});
