import { expect, test, type Page } from '@playwright/test';
import { eventually, passAgeGate, pricesIn, publishAdViaApi, unique } from './support/helpers';

const FROM = 100;
const TO = 1500;

/** Every card on the page is in Warszawa and priced inside [from, to] per hour; returns the ids shown. */
async function expectCardsMatch(page: Page, from: number, to: number): Promise<string[]> {
  const cards = page.getByTestId('ad-card');
  const ids: string[] = [];
  for (let i = 0; i < (await cards.count()); i++) {
    const card = cards.nth(i);
    const text = await card.innerText();
    expect(text, `card ${i} is in Warszawa`).toContain('Warszawa');
    const prices = pricesIn(text);
    expect(prices.length, `card ${i} shows its hour price`).toBeGreaterThan(0);
    for (const price of prices) {
      expect(price, `card ${i} price`).toBeGreaterThanOrEqual(from);
      expect(price, `card ${i} price`).toBeLessThanOrEqual(to);
    }
    ids.push((await card.getAttribute('data-ad-id')) ?? '');
  }
  return ids;
}

test.describe('search', () => {
  // One ad this run made and published: Warszawa, 1,234 zł per hour, a title nobody else has.
  let ours: { id: string; title: string };

  test.beforeAll(async ({ browser, baseURL }) => {
    const title = unique('Szukany anons ');
    ours = { id: await publishAdViaApi(browser, baseURL, title, { hour: 1234 }), title };
  });

  test.beforeEach(async ({ context, baseURL }) => passAgeGate(context, baseURL));

  test('a visitor searches by city and hour price and opens an ad', async ({ page }) => {
    // Newest first, so the ad made above is on the first page once the search index has it.
    await eventually(page, `/search/?city=warszawa&hour_price_from=${FROM}&hour_price_to=${TO}`, async () => {
      await expect(page.locator(`[data-testid="ad-card"][data-ad-id="${ours.id}"]`)).toHaveCount(1, { timeout: 1000 });
    });
    const total = Number(await page.getByTestId('search-total').getAttribute('data-total'));
    const ids = await expectCardsMatch(page, FROM, TO);
    expect(ids.length).toBeLessThanOrEqual(total);

    const card = page.locator(`[data-testid="ad-card"][data-ad-id="${ours.id}"]`);
    await card.getByTestId('ad-card-link').click();
    await expect(page).toHaveURL(new RegExp(`/anons/${ours.id}/`));
    await expect(page.getByTestId('ad-title')).toHaveText(ours.title);
  });

  test('a narrow price range keeps only the ads inside it', async ({ page }) => {
    await eventually(page, '/search/?city=warszawa&hour_price_from=1230&hour_price_to=1240', async () => {
      await expect(page.locator(`[data-testid="ad-card"][data-ad-id="${ours.id}"]`)).toHaveCount(1, { timeout: 1000 });
    });
    await expectCardsMatch(page, 1230, 1240);

    // Just above its price: the ad is gone, and what remains (if anything) is inside the range.
    await page.goto('/search/?city=warszawa&hour_price_from=1235&hour_price_to=1240');
    await expect(page.getByTestId('search-total')).toBeVisible();
    await expect(page.locator(`[data-testid="ad-card"][data-ad-id="${ours.id}"]`)).toHaveCount(0);
    // Until the navigation's loader has answered, the previous list is still on screen.
    await expect(async () => void (await expectCardsMatch(page, 1235, 1240))).toPass({ timeout: 10_000 });
  });

  test('the search form on /search/ filters by city and hour price', async ({ page }) => {
    await page.goto('/search/');
    const form = page.getByTestId('search-form').first();
    await expect(form).toBeVisible();
    // The city list follows the province once the page has hydrated; pick again until it has.
    await expect(async () => {
      await form.locator('select[name="province"]').selectOption('mazowieckie');
      await expect(form.locator('select[name="city"] option[value="warszawa"]')).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await form.locator('select[name="city"]').selectOption('warszawa');
    await form.locator('input[name="hour_price_from"]').fill('1200');
    await form.locator('input[name="hour_price_to"]').fill('1300');
    await form.getByTestId('search-submit').click();

    await expect(page).toHaveURL(/\/search\/\?.*city=warszawa/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('hour_price_from')).toBe('1200');
    expect(params.get('hour_price_to')).toBe('1300');
    await expect(page.locator(`[data-testid="ad-card"][data-ad-id="${ours.id}"]`)).toHaveCount(1);
    await expect(async () => void (await expectCardsMatch(page, 1200, 1300))).toPass({ timeout: 10_000 });
  });

  test('a filter nothing matches shows the empty state', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('filter-button').first().click();
    const dialog = page.getByTestId('search-dialog');
    await expect(dialog).toBeVisible();
    await dialog.locator('input[name="title"]').fill('xyz-nothing-matches-this');
    await dialog.getByTestId('search-submit').click();
    await expect(page).toHaveURL(/\/search\/\?.*title=xyz-nothing-matches-this/);
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('search-total')).toHaveAttribute('data-total', '0');
    await expect(page.getByTestId('ad-card')).toHaveCount(0);
    await expect(page.getByTestId('ads-empty')).toBeVisible();
  });
});
