import { expect, test } from '@playwright/test';
import { confirmEmail, hydrated, newAccount, passAgeGate, registerAndLogIn, sampleAd, setField, unique } from './support/helpers';

test.describe('posting an ad', () => {
  test.beforeEach(async ({ context, baseURL }) => passAgeGate(context, baseURL));

  test('a guest is sent to the login page from /dodaj-anons/', async ({ page }) => {
    await page.goto('/dodaj-anons/');
    await expect(page).toHaveURL(/\/login\/$/);
    await expect(page.getByTestId('login-form')).toBeVisible();
  });

  test('an unconfirmed address gets the request to confirm it (pl and en) and a new link, then the form', async ({ page }) => {
    const account = newAccount();
    await registerAndLogIn(page, account);

    await page.goto('/dodaj-anons/');
    const gate = page.getByTestId('add-ad-confirm-email');
    await expect(gate).toContainText('Najpierw potwierdź adres e-mail');
    await expect(gate).toContainText(account.email);
    await expect(page.getByTestId('add-ad-form')).toHaveCount(0);
    // A click before the application has hydrated does nothing (the button has no form to fall back on).
    await hydrated(page);
    await page.getByTestId('add-ad-confirm-email-resend').click();
    await expect(page.getByTestId('add-ad-confirm-email-sent')).toContainText(`Wysłaliśmy nowy link na adres ${account.email}`);

    await page.goto('/en/add-ad/');
    await expect(page.getByTestId('add-ad-confirm-email')).toContainText('Confirm your e-mail address first');
    await expect(page.getByTestId('add-ad-confirm-email-resend')).toHaveText('Send the link again');

    // The newest link (the one sent again) confirms the address; the page then shows the form.
    await confirmEmail(page, account);
    await page.goto('/dodaj-anons/');
    await expect(page.getByTestId('add-ad-form')).toBeVisible();
    await expect(page.getByTestId('add-ad-confirm-email')).toHaveCount(0);
  });

  test('a user registers, logs in, confirms the e-mail, creates an ad; it is not public until approved', async ({ page }) => {
    const account = newAccount();
    await registerAndLogIn(page, account);
    await confirmEmail(page, account);

    await page.goto('/dodaj-anons/');
    const form = page.getByTestId('add-ad-form');
    await expect(form).toBeVisible();
    // The photo limit is the server's MAX_PHOTOS_PER_AD (10 in this run), not a number of the page's own.
    await expect(page.getByTestId('photo-uploader')).toContainText('Zdjęcia (0/10)');
    await expect(page.getByTestId('photo-uploader')).toContainText('Najwięcej 10 zdjęć');
    const title = unique('Anons testowy ');
    const ad = sampleAd(title);
    const scope = '[data-testid="add-ad-form"]';
    expect(await setField(page, scope, ['title'], ad.title)).toBe(true);
    expect(await setField(page, scope, ['description'], ad.description)).toBe(true);
    await setField(page, scope, ['category', 'tag1'], ad.category);
    await setField(page, scope, ['province'], ad.province);
    await setField(page, scope, ['city'], ad.city);
    await setField(page, scope, ['phone'], ad.phone);
    await setField(page, scope, ['age'], String(ad.age));
    await setField(page, scope, ['outcalls'], String(ad.outcalls));
    await setField(page, scope, ['workingHours.from', 'working_hours_from'], String(ad.workingHours.from));
    await setField(page, scope, ['workingHours.to', 'working_hours_to'], String(ad.workingHours.to));
    await setField(page, scope, ['prices.hour', 'hour_price'], String(ad.prices.hour));

    const created = page.waitForResponse((r) => r.url().endsWith('/api/anonse') && r.request().method() === 'POST');
    await form.locator('button[type="submit"]').first().click();
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    const { id } = (await response.json()) as { id: string };

    // The owner is told it was received and waits for approval (docs/product.md § 1).
    await expect(page.getByTestId('add-ad-success')).toBeVisible();

    // Not public: the detail page is 404 for everybody else and search does not find it.
    const visitor = await page.context().browser()!.newContext();
    await passAgeGate(visitor, new URL(page.url()).origin);
    const other = await visitor.newPage();
    const detail = await other.goto(new URL(`/anons/${id}/`, page.url()).href);
    expect(detail?.status()).toBe(404);
    await other.goto(new URL(`/search/?title=${encodeURIComponent(title)}`, page.url()).href);
    await expect(other.getByTestId('search-total')).toBeVisible();
    await expect(other.getByTestId('ad-card').filter({ hasText: title })).toHaveCount(0);
    await visitor.close();
  });
});
