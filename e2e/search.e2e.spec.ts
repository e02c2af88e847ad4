import { expect, test } from '@playwright/test';
import { passAgeGate, pricesIn } from './support/helpers';

const FROM = 100;
const TO = 1500;

test.describe('search', () => {
  test.beforeEach(async ({ context, baseURL }) => passAgeGate(context, baseURL));

  test('a visitor searches by city and hour price and opens an ad', async ({ page }) => {
    await page.goto(`/search/?city=warszawa&hour_price_from=${FROM}&hour_price_to=${TO}`);

    await expect(page.getByTestId('search-total')).toBeVisible();
    const total = Number(await page.getByTestId('search-total').getAttribute('data-total'));
    expect(total).toBeGreaterThan(0);

    const cards = page.getByTestId('ad-card');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(total);
    for (let i = 0; i < count; i++) {
      const text = await cards.nth(i).innerText();
      expect(text, `card ${i} is in Warszawa`).toContain('Warszawa');
      for (const price of pricesIn(text)) {
        expect(price, `card ${i} price`).toBeGreaterThanOrEqual(FROM);
        expect(price, `card ${i} price`).toBeLessThanOrEqual(TO);
      }
    }

    const firstTitle = (await cards.first().getByTestId('ad-card-link').innerText()).trim();
    await cards.first().getByTestId('ad-card-link').click();
    await expect(page).toHaveURL(/\/anons\/[^/]+\//);
    await expect(page.getByTestId('ad-title')).toBeVisible();
    if (firstTitle) await expect(page.getByTestId('ad-title')).toContainText(firstTitle);
  });

  test('a narrow price range shows only ads inside it', async ({ page }) => {
    // A narrow range at the top of the scale: every card shown must be inside it.
    await page.goto('/search/?city=warszawa&hour_price_from=1999&hour_price_to=2000');
    await expect(page.getByTestId('search-total')).toBeVisible();
    const cards = page.getByTestId('ad-card');
    for (let i = 0; i < (await cards.count()); i++) {
      for (const price of pricesIn(await cards.nth(i).innerText())) expect(price).toBeGreaterThanOrEqual(1999);
    }
  });

  test('the search form on /search/ filters by city and hour price', async ({ page }) => {
    await page.goto('/search/');
    const form = page.getByTestId('search-form').first();
    await expect(form).toBeVisible();
    await form.locator('select[name="province"]').selectOption('mazowieckie');
    await form.locator('select[name="city"]').selectOption('warszawa');
    await form.locator('input[name="hour_price_from"]').fill(String(FROM));
    await form.locator('input[name="hour_price_to"]').fill(String(TO));
    await form.getByTestId('search-submit').click();

    await expect(page).toHaveURL(/\/search\/\?.*city=warszawa/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('hour_price_from')).toBe(String(FROM));
    expect(params.get('hour_price_to')).toBe(String(TO));
    await expect(page.getByTestId('search-total')).toBeVisible();
    const cards = page.getByTestId('ad-card');
    await expect(cards.first()).toBeVisible();
    for (let i = 0; i < (await cards.count()); i++) {
      const text = await cards.nth(i).innerText();
      expect(text).toContain('Warszawa');
      for (const price of pricesIn(text)) expect(price).toBeGreaterThanOrEqual(FROM);
    }
  });

  test('the search dialog opens from the filter button', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('filter-button').first().click();
    const dialog = page.getByTestId('search-dialog');
    await expect(dialog).toBeVisible();
    await dialog.locator('input[name="title"]').fill('xyz-nothing-matches-this');
    await dialog.getByTestId('search-submit').click();
    await expect(page).toHaveURL(/\/search\/\?.*title=xyz-nothing-matches-this/);
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('search-total')).toHaveAttribute('data-total', '0');
  });
});
