import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ExifReader from 'exifreader';
import sharp from 'sharp';
import { waitForMail } from './support/mail';
import { advanceServerClock, xsrfOf } from './support/moderation';
import {
  confirmEmail,
  eventually,
  hydrated,
  newAccount,
  passAgeGate,
  registerAndLogIn,
  sampleAd,
  setField,
  unique,
} from './support/helpers';
import { adminApi, consoleLogIn, newStaff, ROLE } from './support/staff';

const DAY = 86_400_000;
const FACES_FOUND = 'Zaznaczono znalezione twarze (linia przerywana). Sprawdź je: usuń zbędne i dodaj pominięte, zanim zastosujesz zmiany.';

/**
 * A photo people are in: the face detector's own sample (1920 × 1280, shipped in its package, read in place) — the
 * file carrying what a phone writes: GPS, camera, owner, XMP and an ICC profile.
 */
async function revealingPhotoWithFaces(): Promise<Buffer> {
  return sharp(join(import.meta.dirname, '..', 'node_modules', '@vladmandic', 'face-api', 'demo', 'sample1.jpg'))
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: 'SecretCam', Artist: 'Anna Kowalska' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 14/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '21/1 0/1 0/1' },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="secret-xmp"/></rdf:RDF></x:xmpmeta>',
    )
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A plain 1600 × 1200 photo (all three widths exist). */
async function photo(hue: number): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: hue, g: 120, b: 255 - hue } } })
    .composite([
      {
        input: Buffer.from(`<svg width="1600" height="1200"><circle cx="800" cy="520" r="280" fill="rgb(240,200,170)"/></svg>`),
        top: 0,
        left: 0,
      },
    ])
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Every stored image of the server: none may hold EXIF, GPS, XMP, ICC or a comment, nor the planted strings. */
async function expectNoMetadataIn(dir: string): Promise<number> {
  const images = (await filesUnder(dir)).filter((f) => /\.(jpe?g|webp|avif)$/i.test(f));
  for (const file of images) {
    const body = await readFile(file);
    const tags = ExifReader.load(body, { expanded: true }) as Record<string, unknown>;
    for (const part of ['exif', 'gps', 'xmp', 'icc', 'iptc', 'Comment'])
      expect([file, part, tags[part] ?? null]).toEqual([file, part, null]);
    const meta = await sharp(body).metadata();
    expect([file, meta.exif, meta.icc, meta.xmp, meta.comments]).toEqual([file, undefined, undefined, undefined, undefined]);
    for (const secret of ['Anna Kowalska', 'SecretCam', 'secret-xmp'])
      expect([file, body.includes(Buffer.from(secret))]).toEqual([file, false]);
  }
  return images.length;
}

test.describe('an advertiser from registration to erasure', () => {
  test.beforeEach(async ({ context, baseURL }) => passAgeGate(context, baseURL));

  test('register, confirm, 3 photos with a blur, approval live in the bell, edits, 30 days, renewal, deletion without a trace', async ({
    page,
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(360_000);
    const dataDir = process.env.E2E_DATA_DIR_RESOLVED!;
    const anonymous = await playwright.request.newContext({ baseURL });
    const account = newAccount();

    // As a guest first: a heart on an ad is kept in the browser, and joins the account at login.
    await page.goto('/');
    await hydrated(page);
    const heart = page.getByTestId('ad-card').first().getByTestId('favourite-button');
    const favouriteId = (await heart.getAttribute('data-ad-id'))!;
    await heart.click();
    await expect(heart).toHaveAttribute('data-on', 'true');

    // Register, then confirm the address from the message the test SMTP server received.
    await registerAndLogIn(page, account);
    await confirmEmail(page, account);
    await eventually(page, '/dashboard/ulubione/', async () => {
      await expect(page.locator(`[data-testid="favourite-row"][data-ad-id="${favouriteId}"]`)).toBeVisible({ timeout: 2000 });
    });
    const ownerId = ((await (await page.request.get('/api/user')).json()) as { id: string }).id;
    // The staff of this run: a moderator (given the role by the administrator) decides in the console.
    const admin = await adminApi(browser, baseURL);
    const moderator = await newStaff(browser, baseURL, admin, ROLE.moderator);

    // Three photos, one carrying GPS and the rest of what a phone writes.
    await page.goto('/dodaj-anons/');
    await hydrated(page);
    await page.getByTestId('photo-input').setInputFiles([
      { name: 'z-telefonu.jpg', mimeType: 'image/jpeg', buffer: await revealingPhotoWithFaces() },
      { name: 'drugie.jpg', mimeType: 'image/jpeg', buffer: await photo(140) },
      { name: 'trzecie.jpg', mimeType: 'image/jpeg', buffer: await photo(220) },
    ]);
    const ready = page.locator('[data-testid="photo-item"][data-status="ready"]');
    await expect(ready).toHaveCount(3, { timeout: 60_000 });

    // Blur the faces of the first, found by the detector that runs in the browser (the owner decides), and one more
    // region of the owner's own: the unblurred files stop being served at once.
    const first = page.getByTestId('photo-item').first();
    const before = await first.locator('img').getAttribute('src');
    expect(before).toBeTruthy();
    await first.getByRole('button', { name: 'Zamaskuj twarz lub znaki' }).click();
    const editor = page.getByTestId('redaction-editor');
    await editor.getByTestId('redaction-suggest-faces').click();
    await expect(editor.getByTestId('redaction-suggest-status')).toHaveText(FACES_FOUND, { timeout: 60_000 });
    await expect(editor.getByRole('button', { name: /^Sugerowana twarz \d+$/ }).first()).toBeVisible();
    await editor.getByRole('button', { name: 'Dodaj obszar' }).click();
    await editor.getByTestId('redaction-apply').click();
    await expect(editor).toHaveCount(0);
    await expect(ready).toHaveCount(3, { timeout: 60_000 });
    await expect(first.locator('img')).not.toHaveAttribute('src', before!);
    expect((await anonymous.get(before!)).status()).toBe(404);

    // The rest of the ad, then send it.
    const title = unique('Podróż ogłoszenia ');
    const ad = sampleAd(title);
    const scope = '[data-testid="add-ad-form"]';
    await setField(page, scope, ['title'], ad.title);
    await setField(page, scope, ['description'], ad.description);
    await setField(page, scope, ['category'], ad.category);
    await setField(page, scope, ['province'], ad.province);
    await setField(page, scope, ['city'], ad.city);
    await setField(page, scope, ['phone'], ad.phone);
    await setField(page, scope, ['age'], String(ad.age));
    await setField(page, scope, ['outcalls'], String(ad.outcalls));
    await setField(page, scope, ['workingHours.from'], String(ad.workingHours.from));
    await setField(page, scope, ['workingHours.to'], String(ad.workingHours.to));
    await setField(page, scope, ['prices.hour'], String(ad.prices.hour));
    const created = page.waitForResponse((r) => r.url().endsWith('/api/anonse') && r.request().method() === 'POST');
    await page.getByTestId('add-ad-form').locator('button[type="submit"]').first().click();
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    const { id } = (await response.json()) as { id: string };

    // Every stored file is clean: the GPS photo's renditions included.
    expect(await expectNoMetadataIn(join(dataDir, 'media'))).toBeGreaterThanOrEqual(3 * 9);

    // The owner waits on the list; the moderator approves; the bell says so without a reload.
    await eventually(page, '/user/ads_list/', async () => {
      await expect(page.locator(`[data-testid="my-ad-row"][data-ad-id="${id}"]`)).toHaveAttribute('data-status', 'pending');
    });
    await hydrated(page);
    await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
    // Nothing to tell yet: the bell says so, in its 300 px menu (docs/product.md § 2, § 9).
    await page.getByTestId('notifications-bell').click();
    const menu = page.getByTestId('notifications-menu');
    await expect(menu).toContainText('Brak powiadomień');
    expect((await menu.locator('xpath=..').boundingBox())?.width).toBe(300);
    await page.keyboard.press('Escape');
    // The moderator opens the ad in the console and presses Approve.
    // (The owner's list shows it pending, so the read side has it: one load, however slow the console is to start.)
    await consoleLogIn(moderator.page, moderator.account);
    await moderator.page.goto(`/admin/ads/${id}/show`);
    await expect(moderator.page.getByTestId('ad-status')).toHaveAttribute('data-status', 'pending', { timeout: 30_000 });
    await moderator.page.getByTestId('approve-button').click();
    await expect(moderator.page.getByTestId('ad-status')).toHaveAttribute('data-status', 'approved');
    await expect(page.getByTestId('notifications-badge')).toHaveText('1', { timeout: 5_000 });
    // A click on the notice marks it read and leads to its link (the ad); the badge goes.
    await page.getByTestId('notifications-bell').click();
    await expect(page.getByTestId('notification-item')).toHaveCount(1);
    await expect(page.getByTestId('notification-item').first()).toContainText(title);
    await page.getByTestId('notification-item').first().click();
    await expect(page).toHaveURL(new RegExp(`/anons/${id}/`));
    await expect(page.getByTestId('notifications-badge')).toHaveCount(0);

    // The detail page's gallery by keyboard: arrows step and wrap, Home and End jump.
    const gallery = page.getByTestId('photo-gallery');
    await gallery.getByRole('button', { name: 'Następne zdjęcie' }).focus();
    for (const [key, shown] of [
      ['ArrowRight', '2 / 3'],
      ['End', '3 / 3'],
      ['ArrowRight', '1 / 3'],
      ['ArrowLeft', '3 / 3'],
      ['Home', '1 / 3'],
    ] as const) {
      await page.keyboard.press(key);
      await expect(gallery).toContainText(shown);
    }
    const published = (await (await anonymous.get(`/api/anonse/${id}`)).json()) as { photos: { sources: { url: string }[] }[] };
    expect(published.photos).toHaveLength(3);
    const files = published.photos.flatMap((p) => p.sources.map((s) => s.url));
    await waitForMail(account.email, /opublikowany/);

    // The phone is public at once; a new title waits for moderation while the old one stays public.
    const edit = async (field: string, value: string) => {
      await page.goto(`/dashboard/edytuj-anons/${id}/`);
      await hydrated(page);
      await setField(page, '[data-testid="edit-ad-form"]', [field], value);
      await page.getByTestId('edit-ad-form').locator('button[type="submit"]').first().click();
      await expect(page).toHaveURL(/\/user\/ads_list\//);
    };
    await edit('phone', '+48 600 999 888');
    expect(((await (await anonymous.get(`/api/anonse/${id}`)).json()) as { fields: { phone: string } }).fields.phone).toBe(
      '+48 600 999 888',
    );
    await edit('title', `${title} – nowy`);
    const publicNow = (await (await anonymous.get(`/api/anonse/${id}`)).json()) as { fields: { title: string } };
    expect(publicNow.fields.title).toBe(title);
    await expect(page.locator(`[data-testid="my-ad-row"][data-ad-id="${id}"]`)).toHaveAttribute('data-changes-pending', 'true');

    // 27.5 days later the owner is reminded; 3 more and the ad has expired; one click renews it.
    // The ~180 seeded demo ads fall due at the same moment and are reminded first (each an e-mail through SMTP): on
    // a loaded machine that queue alone can take half a minute.
    await advanceServerClock(page, 27.5 * DAY);
    await waitForMail(account.email, /wkrótce wygaśnie/, 90_000);
    await advanceServerClock(page, 3 * DAY);
    await eventually(
      page,
      '/user/ads_list/',
      async () => {
        await expect(page.locator(`[data-testid="my-ad-row"][data-ad-id="${id}"]`)).toHaveAttribute('data-status', 'expired');
      },
      60_000,
    );
    expect((await anonymous.get(`/api/anonse/${id}`)).status()).toBe(404);
    await hydrated(page);
    await page.locator(`[data-testid="my-ad-row"][data-ad-id="${id}"] [data-testid="my-ad-action"][data-action="renew"]`).click();
    await expect(page.locator(`[data-testid="my-ad-row"][data-ad-id="${id}"]`)).toHaveAttribute('data-status', 'approved', {
      timeout: 15_000,
    });
    expect((await anonymous.get(`/api/anonse/${id}`)).status()).toBe(200);

    // A new password in the settings, then the account deleted with it: nothing of the person is left to find.
    await page.goto('/dashboard/ustawienia/');
    await hydrated(page);
    const newPassword = 'Nowe-haslo-do-konta-9';
    const form = page.getByTestId('change-password');
    await form.getByLabel('Obecne hasło').fill(account.password);
    await form.getByLabel('Nowe hasło', { exact: true }).fill(newPassword);
    await form.getByLabel('Powtórz nowe hasło').fill(newPassword);
    await form.getByTestId('change-password-submit').click();
    await expect(page.getByTestId('change-password-done')).toBeVisible();
    await page.getByTestId('delete-account-login').fill(account.login);
    await page.getByTestId('delete-account-password').fill(newPassword);
    await page.getByTestId('delete-account-submit').click();
    await expect(page.getByTestId('account-menu')).toHaveCount(0, { timeout: 15_000 });

    await expect(async () => {
      expect((await anonymous.get(`/api/anonse/${id}`)).status()).toBe(404);
      const search = (await (await anonymous.get(`/api/anonse/search?title=${encodeURIComponent(title)}`)).json()) as { total: number };
      expect(search.total).toBe(0);
      for (const url of files) expect([url, (await anonymous.get(url)).status()]).toEqual([url, 404]);
      const names = new Set(files.map((u) => u.split('/').pop()));
      const left = (await filesUnder(join(dataDir, 'media'))).filter((f) => names.has(f.split('/').pop()));
      expect(left).toEqual([]);
    }).toPass({ timeout: 30_000 });
    const login = await page.request.post('/api/login', {
      data: { login: account.login, password: newPassword },
      headers: { 'X-XSRF-TOKEN': await xsrfOf(page) },
    });
    expect([login.status(), await login.text()]).toEqual([422, expect.any(String)]);

    // What the staff can see of the person now, through the running app: the console's account search finds no such
    // login and the account page has no login or address, the ad lists hold nothing of them, and the audit keeps only
    // the shape of their history, with every personal value erased. (The mail outbox has no view while SMTP_URL is
    // set; mail.int.spec.ts shows its rows dropped.)
    const traces = [account.login, account.email, title, '600 999 888'];
    // Signed in again: a month has passed on the server's clock, and staff sessions end after 14 idle days too.
    const staff = await adminApi(browser, baseURL);
    await expect(async () => {
      const search = await staff.request.get(`/api/admin/accounts?filter=${encodeURIComponent(JSON.stringify({ q: account.login }))}`);
      expect([search.status(), await search.json()]).toEqual([200, []]);
      const shown = await staff.request.get(`/api/admin/accounts/${ownerId}`);
      expect([shown.status(), await shown.json()]).toEqual([200, expect.objectContaining({ login: null, email: null })]);
      const ads = await staff.request.get(`/api/admin/ads?filter=${encodeURIComponent(JSON.stringify({ q: title }))}&range=[0,99]`);
      expect([ads.status(), await ads.json()]).toEqual([200, []]);
    }).toPass({ timeout: 20_000 });
    const history = await staff.request.get(`/api/admin/audit/account/${ownerId}/events?range=[0,99]`);
    expect(history.status()).toBe(200);
    const events = (await history.json()) as { type: string; unavailable: string[] }[];
    expect(events.find((e) => e.type === 'AccountRegistered')?.unavailable).toEqual(expect.arrayContaining(['login', 'email']));
    const adHistory = await staff.request.get(`/api/admin/audit/ad/${id}/events?range=[0,99]`);
    expect(adHistory.status()).toBe(200);
    for (const body of [JSON.stringify(events), await adHistory.text()])
      for (const trace of traces) expect([trace, body.includes(trace)]).toEqual([trace, false]);
    await Promise.all([anonymous.dispose(), moderator.context.close(), admin.context().close(), staff.context().close()]);
  });
});
