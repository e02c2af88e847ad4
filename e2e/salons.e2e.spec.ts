import { expect, test } from '@playwright/test';
import { newAccount, passAgeGate, registerViaApi, unique } from './support/helpers';
import { adminApi, consoleLogIn, newStaff, ROLE } from './support/staff';

const NOT_FOUND = 'Nie znaleziono strony salonu o podanym adresie.';
const NOT_FOUND_EN = 'No salon page was found at this address.';

test.describe('a massage salon from its owner to the public', () => {
  test('created without JavaScript, hidden until a moderator approves it in the console, then on its town list', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // The owner's browser runs no script: the form must work as a plain HTML form.
    const ownerContext = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await passAgeGate(ownerContext, baseURL);
    const owner = await ownerContext.newPage();
    await registerViaApi(owner, newAccount());

    await owner.goto('/salon-masazu/create/');
    const form = owner.getByTestId('salon-form');
    // A refused post keeps what was typed and shows the field errors.
    const name = unique('Studio E2E ');
    await form.locator('input[name="name"]').fill(name);
    await form.locator('input[name="city"]').fill('Atlantyda');
    await form.getByTestId('salon-submit').click();
    await expect(owner.getByTestId('salon-form').getByTestId('field-error').first()).toBeVisible();
    await expect(owner.locator('input[name="name"]')).toHaveValue(name);

    await owner.locator('input[name="city"]').fill('Kraków');
    await owner.locator('input[name="street"]').fill('ul. Testowa 5');
    await owner.locator('input[name="phone"]').fill('+48 500 600 700');
    await owner.locator('textarea[name="description"]').fill('Spokojny salon masażu klasycznego z testów end-to-end, dane fikcyjne.');
    await owner.getByTestId('salon-submit').click();
    await expect(owner).toHaveURL(/\/salon-masazu\/studio-e2e-[a-z0-9-]+-krakow\/$/);
    const path = new URL(owner.url()).pathname;
    // The owner sees the page, with the banner that it waits for review.
    await expect(owner.getByTestId('salon-name')).toHaveText(name);
    await expect(owner.getByTestId('salon-awaits-review')).toBeVisible();
    await expect(owner.getByTestId('salon-address')).toContainText('ul. Testowa 5');

    // A stranger (and a guest) gets the 404 of docs/product.md § 8, in either language.
    const strangerContext = await browser.newContext({ baseURL });
    await passAgeGate(strangerContext, baseURL);
    const stranger = await strangerContext.newPage();
    await registerViaApi(stranger, newAccount());
    const hidden = await stranger.goto(path);
    expect(hidden?.status()).toBe(404);
    await expect(stranger.getByTestId('salon-not-found')).toHaveText(NOT_FOUND);
    const slug = path.split('/').at(-2)!;
    await stranger.goto(`/en/erotic-massage-parlor/${slug}/`);
    await expect(stranger.getByTestId('salon-not-found')).toHaveText(NOT_FOUND_EN);

    // The owner's dashboard lists it as waiting.
    await owner.goto('/dashboard/salony/');
    await expect(owner.getByTestId('my-salon')).toHaveAttribute('data-status', 'pending');

    // A moderator approves it in the console.
    const admin = await adminApi(browser, baseURL);
    const moderator = await newStaff(browser, baseURL, admin, ROLE.moderator);
    await consoleLogIn(moderator.page, moderator.account);
    await moderator.page.goto('/admin/salons');
    const row = moderator.page.getByTestId('salons-table').locator('tr', { hasText: name });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await row.click();
    await expect(moderator.page.getByTestId('salon-details').first()).toContainText('ul. Testowa 5');
    await moderator.page.getByTestId('salon-approve').click();
    await expect(moderator.page.getByTestId('salon-status')).toHaveText('opublikowany', { timeout: 20_000 });

    // Now the stranger sees it, and finds it on the town's list.
    await expect(async () => {
      const res = await stranger.goto(path);
      expect(res?.status()).toBe(200);
    }).toPass({ timeout: 20_000 });
    await expect(stranger.getByTestId('salon-name')).toHaveText(name);
    await expect(stranger.getByTestId('salon-awaits-review')).toHaveCount(0);
    expect(await stranger.locator('script[type="application/ld+json"]').first().textContent()).toContain(
      '"@type":"HealthAndBeautyBusiness"',
    );
    await stranger.goto('/salony-masazu/krakow/');
    await expect(stranger.locator(`[data-testid="salon-card"][data-slug="${slug}"]`)).toBeVisible();
    await stranger.goto('/salony-masazu/');
    await expect(stranger.getByTestId('salon-city-link').filter({ hasText: 'Kraków' })).toBeVisible();
    // The English list, the name typed into the header search on a salon page, and text that matches nothing.
    await stranger.goto('/en/erotic-massage-parlors/krakow/');
    await expect(stranger.locator(`[data-testid="salon-card"][data-slug="${slug}"]`)).toBeVisible();
    await stranger.goto(path);
    await stranger.getByTestId('header-search').fill(name.slice(0, 14));
    await stranger.getByTestId('header-search').press('Enter');
    await expect(stranger).toHaveURL(/\/salony-masazu\/studio%20e2e%20[a-z0-9]+\/$/);
    await expect(stranger.locator(`[data-testid="salon-card"][data-slug="${slug}"]`)).toBeVisible();
    await stranger.goto('/salony-masazu/nic-takiego-nie-ma/');
    await expect(stranger.getByTestId('salon-list-empty')).toBeVisible();

    // The owner deletes it from the dashboard (a plain form again); it is gone for everyone.
    await owner.goto('/dashboard/salony/');
    await owner.getByTestId('my-salon-delete').click();
    await expect(owner.getByTestId('my-salons-deleted')).toBeVisible();
    await expect(owner.getByTestId('my-salon')).toHaveCount(0);
    expect((await stranger.goto(path))?.status()).toBe(404);

    await Promise.all([ownerContext.close(), strangerContext.close(), moderator.context.close(), admin.context().close()]);
  });
});
