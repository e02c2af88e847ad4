import { expect, test, type Page } from '@playwright/test';
import { demoAdmin } from './support/admin';
import { createAdViaApi, eventually, newAccount, passAgeGate, registerViaApi, unique } from './support/helpers';

async function adminLogIn(page: Page): Promise<void> {
  await page.goto('/admin/');
  const login = page.locator('input[name="username"]');
  await expect(login).toBeVisible();
  const admin = demoAdmin();
  await login.fill(admin.login);
  await page.locator('input[name="password"]').fill(admin.password);
  await page.locator('button[type="submit"]').click();
  // Spec § 2: the console greets the administrator and lands on the queue of ads awaiting verification.
  await expect(page.getByText('Witaj Admin!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard\/?$/);
}

/** The first row of the pending queue once `title` has reached it (the queue is a projection). */
async function firstPendingRowAfter(page: Page, title: string) {
  await expect(async () => {
    await page.goto('/admin/dashboard/');
    const rows = page.getByTestId('pending-ad-row');
    await expect(rows.first()).toBeVisible({ timeout: 2000 });
    // Oldest first, 25 per page: our ad is on the first page unless the seed holds more pending ads.
    const total = await rows.count();
    const ours = await rows.filter({ hasText: title }).count();
    expect(ours > 0 || total >= 25).toBe(true);
  }).toPass({ timeout: 20_000 });
  const row = page.getByTestId('pending-ad-row').first();
  const id = await row.getAttribute('data-id');
  const rowTitle = (await row.getByTestId('pending-ad-title').innerText()).trim();
  expect(id).toBeTruthy();
  return { row, id: id!, title: rowTitle };
}

test.describe('administration', () => {
  let posted: { id: string; title: string };

  test.beforeEach(async ({ browser, baseURL }) => {
    // Make sure the queue holds at least one ad we know about.
    const context = await browser.newContext({ baseURL });
    const advertiser = await context.newPage();
    await registerViaApi(advertiser, newAccount());
    const title = unique('Anons do moderacji ');
    const id = await createAdViaApi(advertiser, title);
    await context.close();
    posted = { id, title };
  });

  test('an administrator approves a pending ad and it appears on the public site', async ({ page, context, baseURL }) => {
    await adminLogIn(page);
    const { row, id, title } = await firstPendingRowAfter(page, posted.title);

    await row.getByRole('button', { name: 'Zatwierdź' }).click();
    await expect(page.locator(`[data-testid="pending-ad-row"][data-id="${id}"]`)).toHaveCount(0);

    // The ad is now public: its detail page loads and search finds it by its title.
    await passAgeGate(context, baseURL);
    await eventually(page, `/anons/${id}/`, async () => {
      await expect(page.getByTestId('ad-title')).toHaveText(title, { timeout: 1000 });
    });
    await eventually(page, `/search/?title=${encodeURIComponent(title)}`, async () => {
      await expect(page.locator(`[data-testid="ad-card"][data-ad-id="${id}"]`)).toHaveCount(1, { timeout: 1000 });
    });
  });

  test('an administrator rejects a pending ad with a reason; it stays hidden', async ({ browser, page, baseURL }) => {
    await adminLogIn(page);
    const { row, id } = await firstPendingRowAfter(page, posted.title);

    await row.getByRole('button', { name: 'Odrzuć' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Powód').fill('Zdjęcia nie spełniają regulaminu.');
    await dialog.getByRole('button', { name: 'Odrzuć' }).click();
    await expect(page.locator(`[data-testid="pending-ad-row"][data-id="${id}"]`)).toHaveCount(0);

    // Hidden from the public (the administrator's own session may still see it, marked as rejected).
    const visitorContext = await browser.newContext({ baseURL });
    await passAgeGate(visitorContext, baseURL);
    const visitor = await visitorContext.newPage();
    const response = await visitor.goto(`/anons/${id}/`);
    expect(response?.status()).toBe(404);
    await visitorContext.close();
  });

  test('the admin API refuses a visitor who is not signed in', async ({ page }) => {
    const res = await page.request.get('/api/admin/anonse');
    expect([401, 403]).toContain(res.status());
  });
});
