import { expect, test, type Page } from '@playwright/test';
import { approveViaApi, advanceServerClock, xsrfOf } from './support/moderation';
import { confirmEmail, createAdViaApi, eventually, hydrated, newAccount, passAgeGate, registerViaApi, unique } from './support/helpers';

const DAY = 86_400_000;

/** The server's clock now (earlier specs of the run may have moved it days ahead of this machine's). */
async function serverNow(page: Page): Promise<Date> {
  const res = await page.request.post('/api/dev/clock/advance', { headers: { 'X-XSRF-TOKEN': await xsrfOf(page) }, data: { ms: 0 } });
  expect(res.status(), await res.text()).toBe(200);
  return new Date(((await res.json()) as { now: string }).now);
}

const warsawDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const spoken = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

test.describe('tours', () => {
  test.beforeEach(async ({ context, baseURL }) => passAgeGate(context, baseURL));

  test('the owner announces a tour; the tour city lists the ad "w trasie" until the tour ends', async ({ page, browser, baseURL }) => {
    const account = newAccount();
    await registerViaApi(page, account);
    await confirmEmail(page, account);
    const id = await createAdViaApi(page, unique('Anons w trasie '));
    await approveViaApi(browser, baseURL, id);

    // From the owner's list to the ad's tours page.
    const row = page.locator(`[data-testid="my-ad-row"][data-ad-id="${id}"]`);
    await eventually(page, '/user/ads_list/', async () => {
      await expect(row).toHaveAttribute('data-status', 'approved');
    });
    await row.getByTestId('my-ad-tours').click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/trasy/${id}/$`));
    await hydrated(page);
    await expect(page.getByTestId('tours-empty')).toBeVisible();

    // Kraków from today to tomorrow (Warsaw days by the server's clock): in force at once.
    const today = warsawDay(await serverNow(page));
    const lastDay = plusDays(today, 1);
    const form = page.getByTestId('tour-form');
    await form.getByTestId('tour-province').selectOption('malopolskie');
    await form.getByTestId('tour-city').selectOption('krakow');
    await form.getByTestId('tour-startsOn').fill(today);
    await form.getByTestId('tour-endsOn').fill(lastDay);
    await form.getByTestId('tour-submit').click();
    await expect(page.getByTestId('tours-notice')).toContainText('Zapowiedziano trasę: Kraków');
    await expect(page.locator('[data-testid="tour-row"][data-state="current"]')).toHaveCount(1);

    // Kraków's list shows the card with its badge, in either language.
    const card = page.locator(`[data-testid="ad-card"][data-ad-id="${id}"]`);
    await eventually(page, '/anonse/krakow/', async () => {
      await expect(card.getByTestId('ad-card-on-tour')).toHaveText(`W trasie do ${spoken(lastDay, 'pl-PL')}`);
    });
    await page.goto('/en/erotic-ads/krakow/');
    await expect(card.getByTestId('ad-card-on-tour')).toHaveText(`On tour until ${spoken(lastDay, 'en-GB')}`);

    // The days pass: after the last one the scheduler ends the tour and the ad leaves Kraków's list.
    const end = Date.parse(`${plusDays(lastDay, 1)}T00:00:00Z`) - (await serverNow(page)).getTime();
    // Midnight UTC is already an hour or two past Warsaw's; a minute more, and the worker (every second) has run.
    await advanceServerClock(page, end + 60_000);
    await eventually(page, '/anonse/krakow/', async () => {
      await expect(page.getByTestId('list-heading')).toBeVisible();
      await expect(card).toHaveCount(0);
    });
  });
});
