import { expect, test } from '@playwright/test';

const THIRTY_DAYS = 2_592_000;

test.describe('age gate', () => {
  test('a visitor accepts the gate; it stays gone for 30 days, also after a reload', async ({ page, context }) => {
    await page.goto('/');
    const gate = page.getByTestId('age-gate');
    await expect(gate).toBeVisible();
    // docs/product.md § 1: language flags show on the gate.
    await expect(gate.getByTestId('age-gate-lang-en')).toBeVisible();
    await expect(gate.getByTestId('age-gate-lang-pl')).toBeVisible();

    await page.getByTestId('age-gate-accept').click();
    await expect(gate).toBeHidden();

    const cookie = (await context.cookies()).find((c) => c.name === 'adultContent');
    expect(cookie?.value).toBe('true');
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(THIRTY_DAYS - 120);
    expect(lifetime).toBeLessThanOrEqual(THIRTY_DAYS + 5);

    await page.reload();
    await expect(page.locator('body')).toBeVisible();
    await expect(page.getByTestId('age-gate')).toHaveCount(0);
  });

  test('declining leaves the site for a search engine', async ({ page, context, baseURL }) => {
    const own = new URL(baseURL!).host;
    // No internet in CI: answer every foreign navigation locally.
    await context.route(
      (url) => url.host !== own,
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>elsewhere</title>' }),
    );
    await page.goto('/');
    await expect(page.getByTestId('age-gate')).toBeVisible();
    await page.getByTestId('age-gate-decline').click();
    await expect.poll(() => new URL(page.url()).host).not.toBe(own);
    expect((await context.cookies()).find((c) => c.name === 'adultContent' && c.value === 'true')).toBeUndefined();
  });
});
