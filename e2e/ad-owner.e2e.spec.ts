import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { approveViaApi, xsrfOf } from './support/moderation';
import { confirmEmail, createAdViaApi, eventually, hydrated, newAccount, passAgeGate, registerViaApi, unique } from './support/helpers';

/** The ad as everybody else sees it (no session): null when it is not public. */
async function publicAd(request: APIRequestContext, id: string): Promise<{ fields: { title: string; phone: string } } | null> {
  const res = await request.get(`/api/anonse/${id}`);
  if (res.status() === 404) return null;
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { fields: { title: string; phone: string } };
}

const rowOf = (page: Page, id: string): Locator => page.locator(`[data-testid="my-ad-row"][data-ad-id="${id}"]`);
const actionOf = (row: Locator, action: string): Locator => row.locator(`[data-testid="my-ad-action"][data-action="${action}"]`);

test.describe('the advertiser manages an ad', () => {
  test.beforeEach(async ({ context, baseURL }) => passAgeGate(context, baseURL));

  test('edit (phone at once, title after moderation), a stale edit, deactivate, reactivate, delete', async ({
    page,
    browser,
    baseURL,
    playwright,
  }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const account = newAccount();
    await registerViaApi(page, account);
    await confirmEmail(page, account);
    const title = unique('Anons właściciela ');
    const id = await createAdViaApi(page, title);

    // Pending first: only Edit and Delete fit.
    await eventually(page, '/user/ads_list/', async () => {
      await expect(rowOf(page, id)).toHaveAttribute('data-status', 'pending');
    });
    await expect(rowOf(page, id).getByTestId('my-ad-status')).toHaveText('Oczekuje na akceptację');
    await expect(rowOf(page, id).locator('[data-testid="my-ad-action"]')).toHaveCount(2);

    await approveViaApi(browser, baseURL, id);
    expect((await publicAd(anonymous, id))?.fields.title).toBe(title);
    const row = rowOf(page, id);
    await eventually(page, '/user/ads_list/', async () => {
      await expect(row).toHaveAttribute('data-status', 'approved');
    });
    await expect(row.getByTestId('my-ad-status')).toHaveText('Aktywne');
    await expect(row.getByTestId('my-ad-expiry')).toContainText('ważne do');
    await expect(row.getByTestId('my-ad-views')).toContainText(/Wyświetlenia: [1-9]/);

    // The phone changes at once.
    await actionOf(row, 'edit').click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/edytuj-anons/${id}/$`));
    await hydrated(page);
    const form = page.getByTestId('edit-ad-form');
    await expect(form.locator('[name="title"]')).toHaveValue(title);
    await form.locator('[name="phone"]').fill('+48 600 999 888');
    await form.getByTestId('edit-ad-submit').click();
    await expect(page).toHaveURL(/\/user\/ads_list\/$/);
    await expect(page.getByTestId('my-ads-notice')).toContainText('są już widoczne');
    expect((await publicAd(anonymous, id))?.fields.phone).toBe('+48 600 999 888');

    // A new title waits for moderation; the old one stays public.
    const newTitle = `${title} nowy`;
    await actionOf(row, 'edit').click();
    await hydrated(page);
    await expect(form.locator('[name="phone"]')).toHaveValue('+48 600 999 888');
    await form.locator('[name="title"]').fill(newTitle);
    await form.getByTestId('edit-ad-submit').click();
    await expect(page.getByTestId('my-ads-notice')).toContainText('czekają na akceptację');
    await expect(row).toHaveAttribute('data-changes-pending', 'true');
    await expect(row.getByTestId('my-ad-changes-pending')).toBeVisible();
    await expect(row.getByTestId('my-ad-link')).toHaveText(title);
    expect((await publicAd(anonymous, id))?.fields.title).toBe(title);

    // The edit page starts from the waiting revision; if the ad changes meanwhile, it says so and starts again.
    await actionOf(row, 'edit').click();
    await hydrated(page);
    await expect(form.locator('[name="title"]')).toHaveValue(newTitle);
    const revision = Number(await page.getByTestId('edit-ad').getAttribute('data-revision'));
    const renew = await page.request.post(`/api/anonse/${id}/renew`, {
      headers: { 'X-XSRF-TOKEN': await xsrfOf(page), 'If-Match': `"${revision}"` },
    });
    expect(renew.status(), await renew.text()).toBe(200);
    await form.locator('[name="phone"]').fill('+48 600 111 222');
    await form.getByTestId('edit-ad-submit').click();
    await expect(page.getByTestId('edit-ad-stale')).toBeVisible();
    await expect(page.getByTestId('edit-ad')).not.toHaveAttribute('data-revision', String(revision));
    await expect(form.locator('[name="phone"]')).toHaveValue('+48 600 999 888');
    await page.getByTestId('edit-ad-cancel').click();
    await expect(page).toHaveURL(/\/user\/ads_list\/$/);

    // Deactivate: off the site; reactivate: back.
    await hydrated(page);
    await actionOf(row, 'deactivate').click();
    await expect(row).toHaveAttribute('data-status', 'deactivated');
    await expect(row.getByTestId('my-ad-status')).toHaveText('Wyłączone');
    await expect(page.getByTestId('my-ads-notice')).toContainText('jest wyłączony');
    expect(await publicAd(anonymous, id)).toBeNull();
    await actionOf(row, 'reactivate').click();
    await expect(row).toHaveAttribute('data-status', 'approved');
    expect((await publicAd(anonymous, id))?.fields.title).toBe(title);

    // Delete asks first; cancelling gives the focus back to the Delete button.
    const remove = actionOf(row, 'delete');
    await remove.click();
    const dialog = page.getByTestId('delete-ad-dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('delete-ad-cancel')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await remove.click();
    await page.getByTestId('delete-ad-confirm').click();
    await expect(row).toHaveCount(0);
    await expect(page.getByTestId('my-ads-notice')).toContainText('został usunięty');
    expect(await publicAd(anonymous, id)).toBeNull();
    const mine = await page.request.get(`/api/user/ads/${id}`);
    expect(mine.status()).toBe(404);
    await anonymous.dispose();
  });

  test("someone else's or an unknown ad has no edit page", async ({ page, browser, baseURL }) => {
    const account = newAccount();
    await registerViaApi(page, account);
    await confirmEmail(page, account);
    const id = await createAdViaApi(page, unique('Cudzy anons '));
    const other = await browser.newContext({ baseURL });
    const stranger = await other.newPage();
    await passAgeGate(other, baseURL);
    await registerViaApi(stranger, newAccount());
    const res = await stranger.goto(`/dashboard/edytuj-anons/${id}/`);
    expect(res?.status()).toBe(404);
    const unknown = await stranger.goto('/en/dashboard/edit-ad/00000000-0000-4000-8000-000000000000/');
    expect(unknown?.status()).toBe(404);
    await other.close();
  });
});
