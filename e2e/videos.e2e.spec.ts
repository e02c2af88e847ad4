import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { confirmEmail, createAdViaApi, hydrated, newAccount, passAgeGate, registerAndLogIn, unique } from './support/helpers';
import { approveViaApi, xsrfOf } from './support/moderation';
import { adminApi, consoleLogIn, newStaff, ROLE } from './support/staff';

const run = promisify(execFile);
/** Where the owner marks an area to blur: over testsrc2's noisy checkerboard, the sharpest part of its frame. */
const BLURRED = { x: 0.6, y: 0.6, width: 0.3, height: 0.3 };

/** A 4-second portrait clip as a phone writes it, with its GPS position and device in the tags (ffmpeg, argument array). */
async function phoneClipWithGps(dir: string): Promise<Buffer> {
  const path = join(dir, 'telefon.mov');
  await run('ffmpeg', [
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1080x1920:rate=30:duration=4',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:duration=4',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    '9M',
    '-c:a',
    'aac',
    '-shortest',
    '-movflags',
    'use_metadata_tags',
    '-metadata',
    'com.apple.quicktime.location.ISO6709=+50.0614+019.9366+200.000/',
    '-metadata',
    'com.apple.quicktime.model=iPhone 15 Pro',
    '-metadata',
    'creation_time=2026-11-02T10:00:00Z',
    '-f',
    'mov',
    path,
  ]);
  return readFile(path);
}

/** The account is verified the way an advertiser does it (2 photos sent, a moderator approves), through the JSON API. */
async function verifyThroughApi(page: Page, staff: Page): Promise<void> {
  const photo = (hue: number) =>
    sharp({ create: { width: 800, height: 1000, channels: 3, background: { r: hue, g: 120, b: 90 } } })
      .jpeg()
      .toBuffer();
  for (const hue of [30, 170]) {
    const res = await page.request.post('/api/user/verification/photos', {
      headers: { 'X-XSRF-TOKEN': await xsrfOf(page), 'Content-Type': 'image/jpeg' },
      data: await photo(hue),
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  expect((await page.request.post('/api/user/verification/submit', { headers: { 'X-XSRF-TOKEN': await xsrfOf(page) } })).status()).toBe(
    200,
  );
  const me = (await (await page.request.get('/api/user')).json()) as { login: string };
  let attemptId = '';
  await expect(async () => {
    const res = await staff.request.get(`/api/admin/verifications?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`);
    attemptId = ((await res.json()) as { id: string; login: string | null }[]).find((a) => a.login === me.login)?.id ?? '';
    expect(attemptId).not.toBe('');
  }).toPass({ timeout: 20_000 });
  const ok = await staff.request.post(`/api/admin/verifications/${attemptId}/approve`, {
    headers: { 'X-XSRF-TOKEN': await xsrfOf(staff) },
  });
  expect(ok.status(), await ok.text()).toBe(200);
}

/** A second clip through the upload API (two chunks), as a script of the advertiser would send it; its id. */
async function uploadThroughApi(page: Page, adId: string, clip: Buffer): Promise<string> {
  const attestation = { everyoneAdult: true, everyoneConsented: true, uploaderAppears: false, textVersion: 'video-consent-2026-11' };
  const opened = await page.request.post('/api/videos/uploads', {
    headers: { 'X-XSRF-TOKEN': await xsrfOf(page) },
    data: { adId, bytes: clip.length, attestation },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const { uploadId } = (await opened.json()) as { uploadId: string };
  const half = Math.floor(clip.length / 2);
  for (const [offset, part] of [
    [0, clip.subarray(0, half)],
    [half, clip.subarray(half)],
  ] as const) {
    const res = await page.request.patch(`/api/videos/uploads/${uploadId}`, {
      headers: { 'X-XSRF-TOKEN': await xsrfOf(page), 'Content-Type': 'application/octet-stream', 'Upload-Offset': String(offset) },
      data: part,
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const done = await page.request.post(`/api/videos/uploads/${uploadId}/complete`, { headers: { 'X-XSRF-TOKEN': await xsrfOf(page) } });
  expect(done.status(), await done.text()).toBe(201);
  return ((await done.json()) as { id: string }).id;
}

/**
 * Issue 24's "Done when": a verified advertiser uploads a clip carrying GPS metadata, with an area to blur marked on
 * its first frame, the upload is cut off and resumes, the consent is attested; the area is blurred in what is stored; it is processed (no location left in any stored file); a moderator approves it in
 * the console; its ad's card shows the video mark; /swiper/ shows it and its link opens the ad, whose gallery plays it; a
 * visitor reports it as underage and a moderator hides it in one click from the report list, and /swiper/ no longer
 * shows it; the owner deletes the account and no rendition remains on disk.
 */
test('a clip from upload to the feed, a report, a hide and the owner’s erasure', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  const dataDir = process.env.E2E_DATA_DIR_RESOLVED!;
  const dir = await mkdtemp(join(tmpdir(), 'anonse-e2e-video-'));
  try {
    const clip = await phoneClipWithGps(dir);
    await passAgeGate(page.context(), baseURL);
    const account = newAccount();
    await registerAndLogIn(page, account);
    await confirmEmail(page, account);
    const title = unique('Film w ogłoszeniu ');
    const adId = await createAdViaApi(page, title);
    await approveViaApi(browser, baseURL, adId);
    const admin = await adminApi(browser, baseURL);
    await verifyThroughApi(page, admin);

    // The second chunk's first attempt is cut off mid-way: the page asks where to go on and resumes by itself.
    let cut = false;
    await page.route('**/api/videos/uploads/*', async (route) => {
      const offset = Number(route.request().headers()['upload-offset'] ?? 0);
      if (route.request().method() === 'PATCH' && offset > 0 && !cut) {
        cut = true;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page.goto(`/dashboard/dodaj-film/?ad=${adId}`);
    await hydrated(page);
    await page.getByTestId('video-file').setInputFiles({ name: 'telefon.mov', mimeType: 'video/quicktime', buffer: clip });
    // One area to blur, drawn on the file's first frame with the photos' editor before sending.
    await page.getByTestId('video-blur-before').click();
    const surface = page.getByTestId('redaction-surface');
    await expect(surface.locator('img')).toBeVisible({ timeout: 20_000 });
    const box = (await surface.boundingBox())!;
    await page.mouse.move(box.x + box.width * BLURRED.x, box.y + box.height * BLURRED.y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * (BLURRED.x + BLURRED.width), box.y + box.height * (BLURRED.y + BLURRED.height), { steps: 5 });
    await page.mouse.up();
    await page.getByTestId('redaction-apply').click();
    await expect(page.getByTestId('video-blur-summary')).toContainText('Do rozmycia: 1 obszar.');
    await page.getByTestId('video-adult').check();
    await page.getByTestId('video-consented').check();
    await page.getByTestId('video-appears').check();
    await page.getByTestId('video-send').click();
    await expect(page.getByTestId('video-done')).toBeVisible({ timeout: 60_000 });
    expect(cut).toBe(true);

    const first = ((await (await page.request.get('/api/videos/mine')).json()) as { id: string }[])[0]!.id;
    await page.unrouteAll();
    const second = await uploadThroughApi(page, adId, clip);

    // Processed off the request by the worker: waiting for review, with no location, device or date in any file.
    await expect(async () => {
      const mine = (await (await page.request.get('/api/videos/mine')).json()) as { id: string; status: string }[];
      expect(mine.map((v) => v.status)).toEqual(['ready-for-review', 'ready-for-review']);
    }).toPass({ timeout: 180_000 });
    const storedOf = (id: string) => join(dataDir, 'media', 'private', 'videos', id);
    for (const id of [first, second])
      for (const name of await readdir(storedOf(id))) {
        const { stdout } = await run('ffprobe', [
          '-v',
          'error',
          '-show_entries',
          'format_tags:stream_tags',
          '-of',
          'json',
          join(storedOf(id), name),
        ]);
        expect(stdout).not.toMatch(/ISO6709|iPhone|creation_time|location/i);
      }

    // The first clip's marked area is blurred in its stored poster; the second, sent without one, is as filmed there.
    const posterSharpness = async (id: string) => {
      const poster = (await readdir(storedOf(id))).find((name) => name.endsWith('poster.jpg'))!;
      const inner = { x: BLURRED.x + 0.03, y: BLURRED.y + 0.03, width: BLURRED.width - 0.06, height: BLURRED.height - 0.06 };
      const { data, info } = await sharp(join(storedOf(id), poster))
        .greyscale()
        .extract({
          left: Math.round(inner.x * 720),
          top: Math.round(inner.y * 1280),
          width: Math.round(inner.width * 720),
          height: Math.round(inner.height * 1280),
        })
        .raw()
        .toBuffer({ resolveWithObject: true });
      let steps = 0;
      for (let i = 0; i + 1 < data.length; i++) if ((i + 1) % info.width) steps += Math.abs(data[i + 1]! - data[i]!);
      return steps / data.length;
    };
    expect(await posterSharpness(first)).toBeLessThan((await posterSharpness(second)) * 0.2);

    // A moderator approves the first in the console, the attestation beside the player; the second through the API.
    const moderator = await newStaff(browser, baseURL, admin, ROLE.moderator);
    await consoleLogIn(moderator.page, moderator.account);
    await moderator.page.goto(`/admin/videos-verification/${first}/show`);
    await expect(moderator.page.getByTestId('video-attestation')).toContainText(/18/);
    await expect(moderator.page.getByTestId('video-player')).toBeVisible();
    await moderator.page.getByTestId('video-approve').first().click();
    const statusOf = async (id: string) =>
      ((await (await moderator.page.request.get(`/api/admin/videos/${id}`)).json()) as { status: string }).status;
    await expect(async () => expect(await statusOf(first)).toBe('approved')).toPass({ timeout: 20_000 });
    const approved = await moderator.page.request.post(`/api/admin/videos/${second}/approve`, {
      headers: { 'X-XSRF-TOKEN': await xsrfOf(moderator.page) },
    });
    expect(approved.status(), await approved.text()).toBe(200);

    // A visitor: the ad's card carries the video mark.
    const visitorContext = await browser.newContext({ baseURL });
    await passAgeGate(visitorContext, baseURL);
    const visitor = await visitorContext.newPage();
    const card = visitor.locator(`[data-testid="ad-card"][data-ad-id="${adId}"]`);
    await expect(async () => {
      await visitor.goto(`/search/?title=${encodeURIComponent(title)}`);
      await expect(card.getByTestId('ad-card-video')).toHaveText('Film', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(card.getByTestId('ad-card-video')).toHaveAttribute('title', 'Ogłoszenie ma film sprawdzony przez moderatorów');

    // /swiper/ shows the newest approval first with its poster, the next one preloaded; a key moves on.
    await visitor.goto('/swiper/');
    await hydrated(visitor);
    const items = visitor.getByTestId('swiper-item');
    await expect(items.nth(0)).toHaveAttribute('data-video-id', second);
    await expect(items.nth(1)).toHaveAttribute('data-video-id', first);
    await expect(items.nth(0).getByTestId('swiper-video')).toHaveAttribute('poster', /poster\.jpg$/);
    await expect(items.nth(1).getByTestId('swiper-video')).toHaveAttribute('preload', 'auto');
    await expect(items.nth(0).getByTestId('swiper-unmute')).toBeVisible();
    await visitor.keyboard.press('ArrowDown');
    await expect(visitor.getByTestId('swiper')).toHaveAttribute('data-current', '1');
    const item = items.nth(1);
    await expect(item.getByTestId('swiper-ad-link')).toHaveText(title);

    // Reported as a minor, in a dialog that speaks of the video: the report joins the queue as urgent.
    await item.getByTestId('report-button').click();
    const dialog = visitor.getByTestId('report-dialog');
    await expect(dialog.getByRole('heading')).toHaveText('Zgłoś film');
    await expect(dialog.getByTestId('report-reason-wrong_category')).toHaveCount(0);
    await expect(dialog.getByText('Na filmie może być osoba niepełnoletnia')).toBeVisible();
    await visitor.getByTestId('report-reason-underage').check();
    await visitor.getByTestId('report-send').click();
    await expect(visitor.getByTestId('report-thanks')).toBeVisible();
    await expect(async () => {
      const res = await moderator.page.request.get(
        `/api/admin/reports?filter=${encodeURIComponent(JSON.stringify({ targetType: 'video', targetId: first }))}`,
      );
      expect(((await res.json()) as { severity: string }[])[0]?.severity).toBe('urgent');
    }).toPass({ timeout: 20_000 });
    await visitor.keyboard.press('Escape');
    await item.getByTestId('swiper-ad-link').click();
    await expect(visitor).toHaveURL(new RegExp(`/anons/${adId}/`));
    // The ad's page has its approved clips in the gallery: the poster first, nothing loaded, a click plays it.
    const gallery = visitor.getByTestId('photo-gallery');
    await expect(gallery.getByTestId('gallery-video-thumb')).toHaveCount(2);
    const stage = gallery.getByTestId('gallery-video');
    await expect(stage).toHaveAttribute('data-video-id', second);
    await expect(stage).toHaveAttribute('poster', /poster\.jpg$/);
    await expect(stage).toHaveAttribute('preload', 'none');
    await gallery.getByTestId('gallery-video-thumb').nth(1).click();
    await expect(stage).toHaveAttribute('data-video-id', first);
    await gallery.getByTestId('gallery-video-play').click();
    await expect.poll(() => stage.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);

    // In the console's report list, one click hides the clip: it leaves /swiper/ and the ad's page at once.
    await moderator.page.getByTestId('menu-reports').click();
    const row = moderator.page
      .getByTestId('reports-table')
      .locator('tbody tr')
      .filter({ hasText: first.slice(0, 8) });
    await expect(row.getByTestId('report-urgent')).toBeVisible({ timeout: 20_000 });
    await row.getByTestId('report-hide-video').click();
    // Decided, the report leaves the list of open ones.
    await expect(row).toHaveCount(0, { timeout: 20_000 });
    const resolved = await moderator.page.request.get(
      `/api/admin/reports?filter=${encodeURIComponent(JSON.stringify({ targetType: 'video', targetId: first }))}`,
    );
    expect(((await resolved.json()) as { status: string; videoHidden: boolean }[])[0]).toMatchObject({
      status: 'resolved',
      videoHidden: true,
    });
    await expect(async () => {
      await visitor.goto('/swiper/');
      await expect(items.nth(0)).toHaveAttribute('data-video-id', second, { timeout: 1000 });
      await expect(visitor.locator(`[data-testid="swiper-item"][data-video-id="${first}"]`)).toHaveCount(0);
    }).toPass({ timeout: 10_000 });
    await visitor.goto(`/anons/${adId}/`);
    await expect(stage).toHaveAttribute('data-video-id', second);
    await expect(gallery.getByTestId('gallery-video-thumb')).toHaveCount(0);
    await expect(async () => expect(await readdir(storedOf(first)).catch(() => [])).toEqual([])).toPass({ timeout: 30_000 });
    expect(await readdir(storedOf(second))).not.toEqual([]);

    // The owner deletes the account: no file of the clip remains on disk.
    const gone = await page.request.post('/api/user/delete', {
      headers: { 'X-XSRF-TOKEN': await xsrfOf(page) },
      data: { password: account.password },
    });
    expect(gone.status(), await gone.text()).toBe(204);
    await expect(async () => expect(await readdir(storedOf(second)).catch(() => [])).toEqual([])).toPass({ timeout: 30_000 });
    await visitorContext.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
