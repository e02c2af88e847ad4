import { expect, test as base, type Page } from '@playwright/test';
import { eventually, passAgeGate, publishAdViaApi, unique } from './support/helpers';

/**
 * docs/architecture.md § Islands: a visitor's pages are server HTML first, so with JavaScript off a list page still
 * shows every ad, every link leads somewhere that answers, and every form on it (the header search, the order and
 * "available now", the search page's filters) sends the visitor to the results it describes.
 */
// The page under test has no JavaScript; the ads it lists are made the usual way (with scripts) before.
const test = base.extend<{ page: Page }>({
  page: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await passAgeGate(context, baseURL);
    await use(await context.newPage());
    await context.close();
  },
});

test.describe('a list page without JavaScript', () => {
  // Two approved ads of this run, so the list has something to show whatever ran before.
  test.beforeAll(async ({ browser, baseURL }) => {
    await publishAdViaApi(browser, baseURL, unique('Bez skryptów '), { hour: 300 });
    await publishAdViaApi(browser, baseURL, unique('Bez skryptów '), { hour: 500 });
  });

  test('shows every ad with its link, and every link on the page answers', async ({ page, request }) => {
    // The approvals reach the list through the projections: a moment after they were made.
    await eventually(page, '/anonse/', async () => {
      expect(Number(await page.getByTestId('search-total').getAttribute('data-total'))).toBeGreaterThan(1);
    });
    const total = Number(await page.getByTestId('search-total').getAttribute('data-total'));
    const cards = page.getByTestId('ad-card');
    // A full page of the list, or the whole list when it is shorter.
    expect(await cards.count()).toBeGreaterThanOrEqual(Math.min(total, 20));
    const adLinks = await page.getByTestId('ad-card-link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(adLinks.length).toBe(await cards.count());
    for (const href of adLinks) expect(href).toMatch(/^\/anons\/[0-9a-f-]{36}\/[^/]+\/$/);

    const links = await page
      .locator('a[href^="/"]')
      .evaluateAll((anchors) => [...new Set(anchors.map((a) => a.getAttribute('href')!.split('#')[0]!))].filter(Boolean));
    expect(links.length).toBeGreaterThan(30);
    for (const href of links) {
      const res = await request.get(href, { maxRedirects: 0 });
      expect(res.status(), href).toBeLessThan(400);
    }

    // An ad opens as a page of its own.
    await page.getByTestId('ad-card-link').first().click();
    await expect(page.getByTestId('ad-title')).toBeVisible();
  });

  test('the order form, its Apply button and a facet link lead to their lists', async ({ page }) => {
    await page.goto('/anonse/');
    // The phone's filters button is a link to the filters below the list.
    await expect(page.getByTestId('filters-open')).toHaveAttribute('href', '#filters');
    await page.getByTestId('sort-select').selectOption('price_asc');
    await page.getByRole('button', { name: 'Zastosuj' }).click();
    await expect(page).toHaveURL(/\/anonse\/\?sort=price_asc$/);
    await expect(page.getByTestId('sort-select')).toHaveValue('price_asc');
    await expect(page.getByTestId('ad-card').first()).toBeVisible();

    await page.getByTestId('available-now').check();
    await page.getByRole('button', { name: 'Zastosuj' }).click();
    await expect(page).toHaveURL(/available_now=1/);
    await expect(page.getByTestId('available-now')).toBeChecked();

    const facet = page.getByTestId('facet-places').locator('a').first();
    const to = await facet.getAttribute('href');
    await facet.click();
    await expect(page).toHaveURL(new RegExp(`${to!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByTestId('list-heading')).toBeVisible();
  });

  test('the header search and the search page filters send their query', async ({ page }) => {
    await page.goto('/anonse/');
    await page.getByTestId('header-search').fill('anna');
    await page.getByTestId('header-search').press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=anna$/);
    await expect(page.getByTestId('search-total')).toBeVisible();

    const form = page.locator('aside [data-testid="search-form"]');
    await form.locator('input[name="title"]').fill('xyz-nothing-matches-this');
    await form.getByTestId('search-submit').click();
    await expect(page).toHaveURL(/title=xyz-nothing-matches-this/);
    await expect(page.getByTestId('search-total')).toHaveAttribute('data-total', '0');
  });
});
