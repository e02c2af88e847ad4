import { expect, test } from '@playwright/test';
import { passAgeGate } from './support/helpers';

test.describe('English routes and the 404 page', () => {
  test.beforeEach(async ({ context, baseURL }) => passAgeGate(context, baseURL));

  test('the English home page renders in English', async ({ page }) => {
    const response = await page.goto('/en/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const heading = page.locator('h1').first();
    await expect(heading).toBeVisible();

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    const polishHeading = (await page.locator('h1').first().innerText()).trim();
    await page.goto('/en/');
    expect((await heading.innerText()).trim()).not.toBe(polishHeading);
  });

  test('English ad lists render in English', async ({ page }) => {
    const response = await page.goto('/en/erotic-ads/ladies/warszawa/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1').first()).toContainText(/Ladies|ads|Warsaw|Warszawa/i);
    // English ad links stay in English.
    const card = page.getByTestId('ad-card').first();
    if ((await card.count()) > 0) await expect(card.getByTestId('ad-card-link')).toHaveAttribute('href', /^\/en\/erotic-ad\//);
  });

  test('the language switch moves between pl and en', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('lang-switch-en').first().click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByTestId('lang-switch-pl').first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  });

  test('an unknown Polish route answers 404 with the Polish texts', async ({ page }) => {
    const response = await page.goto('/nie-ma-takiej-strony/');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Nie znaleziono strony')).toBeVisible();
    await expect(page.getByText('Przykro nam, ale nie udało się znaleźć tej strony')).toBeVisible();
    await expect(page).toHaveTitle(/404 Not Found/);
    const home = page.getByTestId('error-home');
    await expect(home).toHaveText(/strona główna/i);
    await expect(home).toHaveAttribute('href', '/');
  });

  test('an unknown English route answers 404 in English', async ({ page }) => {
    const response = await page.goto('/en/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('forgot and reset password on every spec route', () => {
  test.beforeEach(async ({ context, baseURL }) => passAgeGate(context, baseURL));

  test('the canonical, alias (301, token kept) and English forms all render their forms', async ({ page }) => {
    for (const [path, form, landed] of [
      ['/forgot-password/', 'forgot-password-form', '/forgot-password/'],
      ['/account/forgot_password/', 'forgot-password-form', '/forgot-password/'],
      ['/en/forgot-password/', 'forgot-password-form', '/en/forgot-password/'],
      ['/reset-password/?token=t0k.en', 'reset-password-form', '/reset-password/?token=t0k.en'],
      ['/account/reset_password/?token=t0k.en', 'reset-password-form', '/reset-password/?token=t0k.en'],
      ['/en/reset-password/?token=t0k.en', 'reset-password-form', '/en/reset-password/?token=t0k.en'],
    ] as const) {
      const response = await page.goto(path);
      expect([path, response?.status()]).toEqual([path, 200]);
      expect([path, new URL(page.url()).pathname + new URL(page.url()).search]).toEqual([path, landed]);
      await expect(page.getByTestId(form)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', path.startsWith('/en/') ? 'en' : 'pl');
    }
    // The aliases answer 301 (not 302): a permanent move search engines and bookmarks follow.
    const moved = await page.request.get('/account/reset_password/?token=t0k.en', { maxRedirects: 0 });
    expect([moved.status(), moved.headers()['location']]).toEqual([301, '/reset-password/?token=t0k.en']);
  });
});
