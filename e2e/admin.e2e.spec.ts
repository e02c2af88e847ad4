import { expect, test, type Page } from '@playwright/test';
import { demoAdmin } from './support/admin';
import { confirmEmail, createAdViaApi, eventually, newAccount, passAgeGate, registerViaApi, unique } from './support/helpers';

async function adminLogIn(page: Page): Promise<void> {
  await page.goto('/admin/');
  const login = page.locator('input[name="username"]');
  await expect(login).toBeVisible();
  const admin = demoAdmin();
  await login.fill(admin.login);
  await page.locator('input[name="password"]').fill(admin.password);
  await page.locator('button[type="submit"]').click();
  // docs/product.md § 2: the console greets the administrator and lands on the dashboard: every queue with its age, and charts.
  await expect(page.getByText('Witaj Admin!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard\/?$/);
  await expect(page.getByTestId('dashboard')).toBeVisible();
}

/**
 * Opens the console's page of the ad this test posted, through the "Ogłoszenia" menu. The seed leaves more
 * pending ads than the queue's first page holds, so the test works on its own ad by id, never on "the first row".
 */
async function openOwnAd(page: Page, ad: { id: string; title: string }): Promise<void> {
  await page.getByTestId('menu-ads').click();
  await expect(page).toHaveURL(/\/admin\/ads\/?(\?.*)?$/);
  await expect(page.getByTestId('ads-table')).toBeVisible();
  // The console reads a projection: the new ad appears there shortly after it was posted.
  await expect(async () => {
    await page.goto(`/admin/ads/${ad.id}/show`);
    await expect(page.getByTestId('ad-status')).toHaveAttribute('data-status', 'pending', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText(ad.title).first()).toBeVisible();
}

test.describe('administration', () => {
  let posted: { id: string; title: string };

  test.beforeEach(async ({ browser, baseURL }) => {
    // Each test moderates an ad of its own, posted by a fresh advertiser.
    const context = await browser.newContext({ baseURL });
    const advertiser = await context.newPage();
    const account = newAccount();
    await registerViaApi(advertiser, account);
    await confirmEmail(advertiser, account);
    const title = unique('Anons do moderacji ');
    const id = await createAdViaApi(advertiser, title);
    await context.close();
    posted = { id, title };
  });

  test('an administrator approves a pending ad and it appears on the public site', async ({ browser, page, baseURL }) => {
    // Before approval the public does not see it.
    const visitorContext = await browser.newContext({ baseURL });
    await passAgeGate(visitorContext, baseURL);
    const visitor = await visitorContext.newPage();
    expect((await visitor.goto(`/anons/${posted.id}/`))?.status()).toBe(404);

    await adminLogIn(page);
    await expect(page.getByTestId('queue-card-ads')).toBeVisible();
    await page.getByTestId('menu-ads-queue').click();
    await expect(page.getByTestId('pending-ad-row').first()).toBeVisible();
    await openOwnAd(page, posted);

    await page.getByTestId('approve-button').click();
    await expect(page.getByTestId('ad-status')).toHaveAttribute('data-status', 'approved');
    await expect(page.getByTestId('approve-button')).toBeDisabled();

    // Now public: its detail page loads, and a search by its title finds it and nothing else.
    await eventually(visitor, `/anons/${posted.id}/`, async () => {
      await expect(visitor.getByTestId('ad-title')).toHaveText(posted.title, { timeout: 1000 });
    });
    await eventually(visitor, `/search/?title=${encodeURIComponent(posted.title)}`, async () => {
      const cards = visitor.getByTestId('ad-card');
      await expect(cards).toHaveCount(1, { timeout: 1000 });
      await expect(cards.first()).toHaveAttribute('data-ad-id', posted.id);
    });
    await visitorContext.close();
  });

  test('an administrator rejects a pending ad with a reason; it stays hidden', async ({ browser, page, baseURL }) => {
    await adminLogIn(page);
    await openOwnAd(page, posted);

    await page.getByTestId('reject-button').click();
    const dialog = page.getByTestId('reject-dialog');
    await expect(dialog).toBeVisible();
    // Too short a reason cannot be sent.
    await dialog.getByTestId('reject-reason').fill('x');
    await expect(dialog.getByTestId('reject-confirm')).toBeDisabled();
    await dialog.getByTestId('reject-reason').fill('Zdjęcia nie spełniają regulaminu.');
    await dialog.getByTestId('reject-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('ad-status')).toHaveAttribute('data-status', 'rejected');
    await expect(page.getByText('Zdjęcia nie spełniają regulaminu.')).toBeVisible();

    // Hidden from the public, by its address and in search.
    const visitorContext = await browser.newContext({ baseURL });
    await passAgeGate(visitorContext, baseURL);
    const visitor = await visitorContext.newPage();
    expect((await visitor.goto(`/anons/${posted.id}/`))?.status()).toBe(404);
    await visitor.goto(`/search/?title=${encodeURIComponent(posted.title)}`);
    await expect(visitor.getByTestId('ad-card')).toHaveCount(0);
    await visitorContext.close();
  });

  test('the admin API refuses a visitor who is not signed in', async ({ page }) => {
    const res = await page.request.get('/api/admin/ads');
    expect([401, 403]).toContain(res.status());
  });
});
