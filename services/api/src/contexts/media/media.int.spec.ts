import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import ExifReader from 'exifreader';
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type/core';
import { claimMediaJob, fakeAdFields, isPhotoOnPublicAd, seededRandom, variantKey } from '@anonse/projections';
import { ConsistencyService } from '#api/platform/consistency.service';
import { useTestApp, type TestClient } from '#api/testing/test-app';
import { DeleteOwnerPhotosCommand } from './commands/photo.commands';
import { checkAdPhotos } from './ad-photos';
import { realPhotoPath, samplePhoto, sampleJpeg } from './processing/sample-images';
import { MEDIA_STORAGE, type MediaStorage } from './storage/media-storage';
import { MAX_ATTEMPTS, ORPHAN_GRACE_MS, PhotoWorker, SWEEP_INTERVAL_MS } from './workers/photo-worker';
import { cardSources, PHOTO_LIMITS, type PhotoDto } from '@anonse/contracts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'anonse-media-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
// Polling off: each test drives the worker itself (no sleeps, no races with a timer).
const t = useTestApp({ DATA_DIR: dataDir, MEDIA_WORKER_POLL_MS: '0' });
jest.setTimeout(120_000);

const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const storage = () => t.app.get<MediaStorage>(MEDIA_STORAGE);
/**
 * Runs the photo worker until nothing is due. Jobs are rows the media projector writes, and on a Postgres server
 * the projector runs beside the test: each pass first lets it catch up with the log (a job's own events may
 * queue further jobs, e.g. a purge after a deletion).
 */
async function drain(): Promise<number> {
  let total = 0;
  for (;;) {
    expect(await t.infra.runner!.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 10_000 })).toBe(true);
    const ran = await t.app.get(PhotoWorker).drain();
    total += ran;
    if (!ran) return total;
  }
}
const allFiles = async () => [...(await storage().list('private/')), ...(await storage().list('public/'))];

let n = 0;
async function newUser(): Promise<TestClient & { id: string }> {
  const c = t.client();
  const login = `photo${++n}x${Math.floor(Math.random() * 1e6)}`;
  const res = await c.post('/api/register', {
    login,
    email: `${login}@example.com`,
    password: 'secret-pass-1',
    password_confirmation: 'secret-pass-1',
    terms: true,
  });
  expect(res.statusCode).toBe(201);
  return Object.assign(c, { id: (res.json() as { id: string }).id });
}

const upload = (c: TestClient, body: Buffer, headers: Record<string, string> = {}) =>
  c.request('POST', '/api/media/photos', { payload: body, headers: { 'content-type': 'application/octet-stream', ...headers } });

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="secret-xmp"/></rdf:RDF></x:xmpmeta>';

/** A 1600 × 1200 JPEG shown rotated (orientation 6) with EXIF, GPS, XMP, a Display P3 profile and a comment. */
async function revealingJpeg(): Promise<Buffer> {
  const jpeg = await (
    await samplePhoto(1600, 1200)
  )
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: 'SecretCam', Artist: 'Anna Kowalska' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 14/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '21/1 0/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(XMP)
    .jpeg({ quality: 90 })
    .toBuffer();
  const comment = Buffer.from('secret-comment Anna Kowalska');
  const com = Buffer.concat([Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 255]), comment]);
  return Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2)]);
}

async function expectClean(name: string, body: Buffer): Promise<void> {
  const tags = ExifReader.load(body, { expanded: true }) as Record<string, unknown>;
  for (const part of ['exif', 'gps', 'xmp', 'icc', 'iptc', 'Comment']) expect([name, part, tags[part] ?? null]).toEqual([name, part, null]);
  const meta = await sharp(body).metadata();
  expect([name, meta.exif, meta.icc, meta.xmp, meta.iptc, meta.comments]).toEqual([
    name,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
  ]);
  for (const secret of ['Anna Kowalska', 'SecretCam', 'secret-xmp', 'secret-comment', 'Display P3'])
    expect([name, body.includes(Buffer.from(secret))]).toEqual([name, false]);
}

/** Every storage key the read model names for the owner's photos: uploads, masters and renditions. */
async function keysOfOwner(ownerId: string): Promise<string[]> {
  const { rows } = await t.infra.sql.query<{ upload_key: string | null; master_key: string | null; variants: { name: string }[] }>(
    'SELECT upload_key, master_key, variants FROM media_photos WHERE owner_id = $1',
    [ownerId],
  );
  return rows.flatMap((r) => [r.upload_key, r.master_key, ...r.variants.map((v) => variantKey(v.name))].filter((k): k is string => !!k));
}

async function headAndFiles() {
  return { head: await t.infra.eventStore.headPosition(), files: await allFiles() };
}

describe('uploading and processing a photo', () => {
  it('stores the upload privately, processes it off the request, and keeps no metadata in any file', async () => {
    const owner = await newUser();
    const res = await upload(owner, await revealingJpeg(), { 'content-type': 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    const uploaded = res.json<PhotoDto>();
    expect(uploaded).toMatchObject({ status: 'uploaded', sources: [], failureReason: null });
    expect(await storage().list('private/uploads/')).toHaveLength(1);
    expect((await owner.get(`/api/media/photos/${uploaded.id}`)).json()).toMatchObject({ status: 'uploaded' });

    expect(await drain()).toBeGreaterThanOrEqual(2);
    const ready = (await owner.get(`/api/media/photos/${uploaded.id}`)).json<PhotoDto>();
    // EXIF orientation applied: 1600 × 1200 stored sideways is a 1200 × 1600 portrait.
    expect(ready).toMatchObject({ status: 'ready', width: 1200, height: 1600 });
    expect(ready.blurhash).toMatch(/^[0-9A-Za-z#$%*+,.:;=?@[\]^_{|}~-]{20,}$/);
    expect(ready.sources.map((s) => `${s.format}${s.width}`).sort()).toEqual(
      ['avif1200', 'avif320', 'avif640', 'jpeg1200', 'jpeg320', 'jpeg640', 'webp1200', 'webp320', 'webp640'].sort(),
    );

    // The unprocessed upload is gone; what is left is one private master and nine renditions.
    expect(await storage().list('private/uploads/')).toEqual([]);
    const files = await allFiles();
    expect(files.filter((f) => f.startsWith('private/masters/'))).toHaveLength(1);
    expect(files.filter((f) => f.startsWith('public/'))).toHaveLength(9);
    for (const key of files) await expectClean(key, (await storage().get(key))!);

    for (const source of ready.sources) {
      // In no ad: its owner's only, never kept by a cache; anyone else gets the 404 of an unknown name.
      expect((await t.client().get(source.url)).statusCode).toBe(404);
      const served = await owner.get(source.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('private, no-store');
      expect(served.headers['content-type']).toBe({ avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }[source.format]);
      // Card size (≤ 640 px wide) within 40 KB.
      const stored = (await storage().get(`public/${nameOf(source.url)}`))!;
      if (source.width <= 640) expect([source.url, stored.length <= 40 * 1024]).toEqual([source.url, true]);
      expect((await fileTypeFromBuffer(stored))?.mime).toBe({ avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }[source.format]);
      const meta = await sharp(stored).metadata();
      expect([meta.width, meta.height]).toEqual([source.width, source.height]);
    }
    // Names are random: nothing in them derives from the photo id or the owner.
    expect(ready.sources.every((s) => !s.url.includes(uploaded.id) && !s.url.includes(owner.id))).toBe(true);

    // The ads context's check: ready photos of the owner, in the order asked.
    const checked = await checkAdPhotos(t.infra.sql, owner.id, [uploaded.id], 12);
    expect(checked).toMatchObject({ ok: true, photos: [{ id: uploaded.id, width: 1200, height: 1600 }] });
    expect(await checkAdPhotos(t.infra.sql, 'someone-else', [uploaded.id], 12)).toMatchObject({ ok: false, problem: { kind: 'notFound' } });
  });
});

describe('card images', () => {
  it('keeps every rendition a card can pick of a real camera photo within 40 KB, at 1× and 2×', async () => {
    const owner = await newUser();
    const res = await upload(owner, readFileSync(realPhotoPath()), { 'content-type': 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    await drain();
    const ready = (await owner.get(`/api/media/photos/${res.json<PhotoDto>().id}`)).json<PhotoDto>();
    expect(ready).toMatchObject({ status: 'ready', width: 1920, height: 1280 });
    // A card's srcset offers these alone (a 360 px card at 2× wants 720 px and gets 640, never the 1280 px file).
    const picks = cardSources(ready.sources);
    expect(picks.map((s) => `${s.format}${s.width}`).sort()).toEqual(['avif320', 'avif640', 'jpeg320', 'jpeg640', 'webp320', 'webp640']);
    const sizes = await Promise.all(
      picks.map(async (s) => [`${s.format}${s.width}`, (await storage().get(`public/${nameOf(s.url)}`))!.length] as const),
    );
    for (const [name, bytes] of sizes) expect([name, bytes <= PHOTO_LIMITS.cardBytes]).toEqual([name, true]);
    // The 1280 px renditions stay for the detail page's gallery.
    expect(ready.sources.filter((s) => s.width === 1280)).toHaveLength(3);
  });
});

describe('bad uploads get their status and a localised message, and change nothing', () => {
  let owner: TestClient & { id: string };
  beforeAll(async () => {
    owner = await newUser();
  });

  const refused = async (body: Buffer, status: number, pl: RegExp, en: RegExp, headers: Record<string, string> = {}) => {
    const before = await headAndFiles();
    const res = await upload(owner, body, { 'accept-language': 'pl', ...headers });
    expect([res.statusCode, res.json().message]).toEqual([status, expect.stringMatching(pl)]);
    const again = await upload(owner, body, { 'accept-language': 'en', ...headers });
    expect([again.statusCode, again.json().message]).toEqual([status, expect.stringMatching(en)]);
    expect(await headAndFiles()).toEqual(before);
  };

  it('not an image (whatever the Content-Type says) → 415', () =>
    refused(Buffer.from('<html><body>hello</body></html>'), 415, /nie jest obraz/, /not an image/, { 'content-type': 'image/jpeg' }));

  it('an SVG → 415 (script-capable, never accepted)', () =>
    refused(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      415,
      /nie jest obraz/,
      /not an image/,
    ));

  it('0 bytes → 400', () => refused(Buffer.alloc(0), 400, /pusty/, /empty/));

  it('a 30,000 × 30,000 px header → 422 before anything is decoded', async () => {
    const small = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const sof = small.indexOf(Buffer.from([0xff, 0xc0]));
    expect(sof).toBeGreaterThan(0);
    const bomb = Buffer.from(small);
    bomb.writeUInt16BE(30_000, sof + 5);
    bomb.writeUInt16BE(30_000, sof + 7);
    await refused(bomb, 422, /za dużo pikseli/, /too many pixels/);
  });

  it('25 MB → 413', async () => {
    const big = Buffer.concat([await sampleJpeg(64, 64), Buffer.alloc(25 * 1024 * 1024, 7)]);
    await refused(big, 413, /za duży/, /too large/);
  });

  it('a JSON body, no session or no CSRF token → 415, 401, 419', async () => {
    const before = await headAndFiles();
    expect((await owner.post('/api/media/photos', { image: 'data' })).statusCode).toBe(415);
    const jpeg = await sampleJpeg(64, 64);
    expect((await upload(t.client(), jpeg)).statusCode).toBe(401);
    expect(
      (await owner.request('POST', '/api/media/photos', { payload: jpeg, headers: { 'content-type': 'image/jpeg' }, csrf: false }))
        .statusCode,
    ).toBe(419);
    // A raw body anywhere else is refused too.
    expect((await owner.request('POST', '/api/anonse', { payload: jpeg, headers: { 'content-type': 'image/jpeg' } })).statusCode).toBe(415);
    expect(await headAndFiles()).toEqual(before);
  });

  it('an Idempotency-Key on an upload is not honoured (the body is never held whole): each upload is a photo of its own', async () => {
    const jpeg = await sampleJpeg(64, 64);
    const a = await upload(owner, jpeg, { 'idempotency-key': 'same-key' });
    const b = await upload(owner, jpeg, { 'idempotency-key': 'same-key' });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).not.toBe(b.json().id);
    for (const id of [a.json().id, b.json().id])
      expect(
        (await owner.request('DELETE', `/api/media/photos/${id}`, { headers: { 'idempotency-key': `delete-${id}` } })).statusCode,
      ).toBe(200);
    await drain();
  });

  it('a truncated JPEG (its header intact) → 422 at upload, before anything is stored', async () => {
    const whole = await sampleJpeg(1200, 900);
    await refused(whole.subarray(0, Math.floor(whole.length / 2)), 422, /niekompletny/, /incomplete/);
  });

  it.each([
    [
      'a ZIP and HTML after a JPEG',
      async () =>
        Buffer.concat([
          await sampleJpeg(800, 600),
          Buffer.from('PK\x03\x04'),
          Buffer.alloc(40, 1),
          Buffer.from('<html><script>alert(1)</script></html>'),
        ]),
    ],
    [
      'a script after a PNG',
      async () => Buffer.concat([await (await samplePhoto(300, 200)).png().toBuffer(), Buffer.from('<?php system($_GET["c"]); ?>')]),
    ],
    [
      'a ZIP after a WebP',
      async () => Buffer.concat([await (await samplePhoto(300, 200)).webp().toBuffer(), Buffer.from('PK\x03\x04'), Buffer.alloc(64, 2)]),
    ],
  ])('a polyglot (%s) → 422 at upload, before anything is stored', async (_name, make) => {
    await refused(await make(), 422, /inne dane/, /other data after the end/);
  });

  it("another user's photo: 404 to read, redact or delete, and nothing changes", async () => {
    const res = await upload(owner, await sampleJpeg(800, 600));
    await drain();
    const photo = (await owner.get(`/api/media/photos/${res.json<PhotoDto>().id}`)).json<PhotoDto>();
    const stranger = await newUser();
    const before = await headAndFiles();
    expect((await stranger.get(`/api/media/photos/${photo.id}`)).statusCode).toBe(404);
    const redact = await stranger.post(`/api/media/photos/${photo.id}/redactions`, {
      regions: [{ shape: 'rect', x: 0, y: 0, width: 0.5, height: 0.5 }],
      effect: 'block',
    });
    expect([redact.statusCode, redact.json().message]).toEqual([404, 'Nie znaleziono zdjęcia.']);
    expect((await stranger.request('DELETE', `/api/media/photos/${photo.id}`)).statusCode).toBe(404);
    expect((await stranger.get('/api/media/photos')).json()).toEqual([]);
    expect(await headAndFiles()).toEqual(before);
    expect((await owner.get(`/api/media/photos/${photo.id}`)).json()).toMatchObject({ status: 'ready' });
  });
});

describe('redaction', () => {
  it('covers the areas on the master, writes new names, and deletes the unredacted files for good', async () => {
    const owner = await newUser();
    const res = await upload(owner, await sampleJpeg(1600, 1200));
    await drain();
    const id = res.json<PhotoDto>().id;
    const before = (await owner.get(`/api/media/photos/${id}`)).json<PhotoDto>();
    const oldFiles = await allFiles();
    const body = {
      regions: [
        { shape: 'rect', x: 0.25, y: 0.25, width: 0.5, height: 0.5 },
        { shape: 'ellipse', x: 0, y: 0, width: 0.2, height: 0.2 },
      ],
      effect: 'block',
    };

    // Stale If-Match → 409; bad regions → 400 with field errors; nothing changes.
    const unchanged = await headAndFiles();
    expect((await owner.post(`/api/media/photos/${id}/redactions`, body, { 'if-match': `"${before.revision - 1}"` })).statusCode).toBe(409);
    const bad = await owner.post(
      `/api/media/photos/${id}/redactions`,
      { regions: [{ shape: 'rect', x: 0.9, y: 0, width: 0.5, height: 0.1 }], effect: 'blur' },
      { 'accept-language': 'en' },
    );
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toMatch(/outside the photo/);
    expect((await owner.post(`/api/media/photos/${id}/redactions`, { regions: [], effect: 'blur', __proto__: { x: 1 } })).statusCode).toBe(
      400,
    );
    expect(await headAndFiles()).toEqual(unchanged);

    const accepted = await owner.post(`/api/media/photos/${id}/redactions`, body, { 'if-match': `"${before.revision}"` });
    expect(accepted.statusCode).toBe(202);
    // While it is redacted nothing is shown, not even the old renditions, not even to the owner.
    expect((await owner.get(`/api/media/photos/${id}`)).json()).toMatchObject({ status: 'processing', sources: [] });
    expect((await owner.get(before.sources[0]!.url)).statusCode).toBe(404);
    // A second redaction waits for the first.
    expect((await owner.post(`/api/media/photos/${id}/redactions`, body)).statusCode).toBe(409);

    await drain();
    const after = (await owner.get(`/api/media/photos/${id}`)).json<PhotoDto>();
    expect(after.status).toBe('ready');
    const newFiles = await allFiles();
    const keyOf = (url: string) => variantKey(nameOf(url));
    // The old renditions and the unredacted master are gone; one new master replaced it.
    expect(before.sources.filter((s) => newFiles.includes(keyOf(s.url)))).toEqual([]);
    expect(after.sources.every((s) => newFiles.includes(keyOf(s.url)))).toBe(true);
    const masters = (files: string[]) => files.filter((f) => f.startsWith('private/masters/'));
    expect(masters(oldFiles).filter((m) => !masters(newFiles).includes(m))).toHaveLength(1);
    expect(masters(newFiles).filter((m) => !masters(oldFiles).includes(m))).toHaveLength(1);
    for (const s of before.sources) expect((await owner.get(s.url)).statusCode).toBe(404);
    for (const s of after.sources) expect((await owner.get(s.url)).statusCode).toBe(200);

    // The covered area is black in every rendition, the rest is not.
    const jpeg = after.sources.find((s) => s.format === 'jpeg' && s.width === 640)!;
    const { data, info } = await sharp((await storage().get(`public/${nameOf(jpeg.url)}`))!)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(Math.max(...pixel(320, 240))).toBeLessThan(20);
    // The ellipse covers its centre but not the corners of its box.
    expect(Math.max(...pixel(64, 48))).toBeLessThan(20);
    expect(Math.max(...pixel(3, 3))).toBeGreaterThan(40);
    expect(Math.max(...pixel(600, 460))).toBeGreaterThan(40);
  });
});

describe('deleting', () => {
  it('deletes a photo and every file of it', async () => {
    const owner = await newUser();
    const res = await upload(owner, await sampleJpeg(700, 500));
    await drain();
    const photo = (await owner.get(`/api/media/photos/${res.json<PhotoDto>().id}`)).json<PhotoDto>();
    const mine = (await owner.get('/api/media/photos')).json<PhotoDto[]>();
    expect(mine.map((p) => p.id)).toEqual([photo.id]);
    const filesBefore = await allFiles();
    for (const s of photo.sources) expect((await owner.get(s.url)).statusCode).toBe(200);
    expect((await owner.request('DELETE', `/api/media/photos/${photo.id}`)).statusCode).toBe(200);
    expect((await owner.get(`/api/media/photos/${photo.id}`)).statusCode).toBe(404);
    for (const s of photo.sources) expect((await owner.get(s.url)).statusCode).toBe(404);
    await drain();
    const left = await allFiles();
    expect(filesBefore.filter((f) => photo.sources.some((s) => f.endsWith(nameOf(s.url))))).toHaveLength(photo.sources.length);
    expect(left.filter((f) => photo.sources.some((s) => f.endsWith(nameOf(s.url))))).toEqual([]);
    expect(left.length).toBe(filesBefore.length - photo.sources.length - 1);
  });

  it("deletes every photo of a person (account deletion), even one still waiting, and no one else's", async () => {
    const owner = await newUser();
    const other = await newUser();
    await upload(owner, await sampleJpeg(500, 400));
    const kept = (await upload(other, await sampleJpeg(300, 300))).json<PhotoDto>();
    await drain();
    // Still waiting: only its private upload exists.
    await upload(owner, await sampleJpeg(400, 500));
    const otherFiles = (await other.get(`/api/media/photos/${kept.id}`)).json<PhotoDto>().sources.map((s) => variantKey(nameOf(s.url)));
    const ownerKeys = await keysOfOwner(owner.id);
    expect(ownerKeys.filter((k) => k.startsWith('private/uploads/'))).toHaveLength(1);
    expect(ownerKeys.filter((k) => k.startsWith('private/masters/'))).toHaveLength(1);
    expect(ownerKeys.filter((k) => k.startsWith('public/')).length).toBeGreaterThan(0);
    const stored = await allFiles();
    expect(ownerKeys.filter((k) => !stored.includes(k))).toEqual([]);
    const result = await t.app.get(CommandBus).execute(
      new DeleteOwnerPhotosCommand(owner.id, {
        commandId: 'erase-1',
        correlationId: 'c',
        causationId: 'c',
        actor: { id: null, role: null },
        now: new Date().toISOString(),
      }),
    );
    expect(result.deleted).toBe(2);
    await t.app.get(CommandBus).execute(
      new DeleteOwnerPhotosCommand(owner.id, {
        commandId: 'erase-2',
        correlationId: 'c',
        causationId: 'c',
        actor: { id: null, role: null },
        now: new Date().toISOString(),
      }),
    );
    await drain();
    expect((await owner.get('/api/media/photos')).json()).toEqual([]);
    const left = await allFiles();
    // Master, renditions and the waiting upload: none of the person's files is left.
    expect(ownerKeys.filter((k) => left.includes(k))).toEqual([]);
    expect(otherFiles.every((f) => left.includes(f))).toBe(true);
    expect((await other.get(`/api/media/photos/${kept.id}`)).json()).toMatchObject({ status: 'ready' });
  });
});

describe('account deletion (AccountDeleted)', () => {
  it('takes every photo of the person off the site at once and purges their files', async () => {
    const owner = await newUser();
    const photo = (await upload(owner, await sampleJpeg(500, 400))).json<PhotoDto>();
    await drain();
    const ready = (await owner.get(`/api/media/photos/${photo.id}`)).json<PhotoDto>();
    expect(ready.status).toBe('ready');
    // One more, still waiting for processing (its upload is all there is).
    await upload(owner, await sampleJpeg(300, 200));
    const ownerKeys = await keysOfOwner(owner.id);
    expect(ownerKeys.filter((k) => k.startsWith('private/uploads/'))).toHaveLength(1);
    expect(ownerKeys.filter((k) => k.startsWith('private/masters/'))).toHaveLength(1);
    const before = await allFiles();
    expect(ownerKeys.filter((k) => !before.includes(k))).toEqual([]);
    const admin = await t.admin();
    expect((await admin.get(ready.sources[0]!.url)).statusCode).toBe(200);
    const appended = await t.infra.eventStore.appendToStream(`account-${owner.id}`, [
      {
        id: randomUUID(),
        type: 'AccountDeleted',
        data: { accountId: owner.id, adIds: [], deletedAt: new Date().toISOString() },
        metadata: { schemaVersion: 1 },
      },
    ]);
    await t.app.get(ConsistencyService).waitFor(appended.position);
    for (const s of ready.sources) expect((await admin.get(s.url)).statusCode).toBe(404);
    expect((await checkAdPhotos(t.infra.sql, owner.id, [photo.id], 12)).ok).toBe(false);
    await drain();
    const left = await allFiles();
    expect(ownerKeys.filter((k) => left.includes(k))).toEqual([]);
  });
});

describe('the worker', () => {
  it('loses nothing when it dies mid-job: the lease runs out and the job runs again', async () => {
    const owner = await newUser();
    const res = await upload(owner, await sampleJpeg(640, 480));
    // A worker takes the job and dies without finishing it.
    const now = t.clock.now();
    const job = await claimMediaJob(t.infra.sql, now, new Date(now.getTime() + 5 * 60_000));
    expect(job?.kind).toBe('process');
    expect(await drain()).toBe(0);
    expect((await owner.get(`/api/media/photos/${res.json<PhotoDto>().id}`)).json()).toMatchObject({ status: 'uploaded' });
    t.clock.advance(5 * 60_000 + 1);
    expect(await drain()).toBeGreaterThanOrEqual(1);
    expect((await owner.get(`/api/media/photos/${res.json<PhotoDto>().id}`)).json()).toMatchObject({ status: 'ready' });
  });

  it('fails a photo whose upload vanished, with a reason, instead of leaving it processing', async () => {
    const owner = await newUser();
    const res = await upload(owner, await sampleJpeg(640, 480));
    for (const key of await storage().list('private/uploads/')) await storage().delete(key);
    await drain();
    expect((await owner.get(`/api/media/photos/${res.json<PhotoDto>().id}`, { 'accept-language': 'en' })).json()).toMatchObject({
      status: 'failed',
      failureReason: 'processingFailed',
      failureMessage: 'The photo could not be processed. Try uploading it again.',
    });
  });
});

/** A pending ad of `owner` showing the photos (its fields as the ads tests make them). */
async function adWithPhotos(owner: TestClient, photos: string[]): Promise<{ id: string; fields: Record<string, unknown> }> {
  const fields: Record<string, unknown> = {
    ...fakeAdFields(seededRandom(++n)),
    province: 'mazowieckie',
    city: 'warszawa',
    category: 'kobieta',
    phone: '600 100 200',
    photos,
  };
  delete fields.district;
  const created = await owner.post('/api/anonse', fields);
  expect([created.statusCode, created.body]).toEqual([201, expect.any(String)]);
  return { id: created.json().id, fields };
}

async function readyPhoto(owner: TestClient, width = 640, height = 480): Promise<PhotoDto> {
  const res = await upload(owner, await sampleJpeg(width, height));
  expect(res.statusCode).toBe(201);
  await drain();
  const photo = (await owner.get(`/api/media/photos/${res.json<PhotoDto>().id}`)).json<PhotoDto>();
  expect(photo.status).toBe('ready');
  return photo;
}

/** The If-Match of the owner's ad as it is now. */
const revisionOf = async (owner: TestClient, adId: string) => ({
  'if-match': `"${(await owner.get(`/api/user/ads/${adId}`)).json().revision}"`,
});

/** Status and Cache-Control of one rendition for one caller. */
const served = async (c: TestClient, url: string) => {
  const res = await c.get(url);
  return [res.statusCode, res.headers['cache-control']];
};
const PUBLIC = [200, 'public, max-age=86400, immutable'];
const PRIVATE = [200, 'private, no-store'];
const HIDDEN = [404, 'private, no-store'];

describe('who may see a rendition', () => {
  it('public only while an approved ad shows the photo; otherwise its owner and administrators only', async () => {
    const owner = await t.user();
    const stranger = await t.user();
    const admin = await t.admin();
    const visitor = t.client();
    const photo = await readyPhoto(owner);
    const url = photo.sources.find((s) => s.format === 'webp')!.url;
    const { id, fields } = await adWithPhotos(owner, [photo.id]);
    expect(await isPhotoOnPublicAd(t.infra.sql, photo.id)).toBe(false);

    // Pending: nobody but the owner and the moderators.
    expect(await served(visitor, url)).toEqual(HIDDEN);
    expect(await served(stranger, url)).toEqual(HIDDEN);
    expect(await served(owner, url)).toEqual(PRIVATE);
    expect(await served(admin, url)).toEqual(PRIVATE);

    expect((await admin.post(`/api/admin/ads/${id}/approve`, undefined, { 'if-match': '"0"' })).statusCode).toBe(200);
    expect(await isPhotoOnPublicAd(t.infra.sql, photo.id)).toBe(true);
    for (const s of photo.sources) expect(await served(visitor, s.url)).toEqual(PUBLIC);

    // A photo added by an edit waits with the revision: not public until the change is approved.
    const second = await readyPhoto(owner);
    const edited = await owner.request('PUT', `/api/anonse/${id}`, {
      json: { ...fields, photos: [photo.id, second.id] },
      headers: await revisionOf(owner, id),
    });
    expect(edited.statusCode).toBe(200);
    expect((await owner.get(`/api/user/ads/${id}`)).json().pendingFields).toMatchObject({ photos: [photo.id, second.id] });
    expect(await served(visitor, second.sources[0]!.url)).toEqual(HIDDEN);
    expect(await served(owner, second.sources[0]!.url)).toEqual(PRIVATE);
    expect(await served(visitor, url)).toEqual(PUBLIC);

    expect((await owner.post(`/api/anonse/${id}/deactivate`, undefined, await revisionOf(owner, id))).statusCode).toBe(200);
    expect(await served(visitor, url)).toEqual(HIDDEN);
    expect(await served(owner, url)).toEqual(PRIVATE);
    expect((await owner.post(`/api/anonse/${id}/reactivate`, undefined, await revisionOf(owner, id))).statusCode).toBe(200);
    expect(await served(visitor, url)).toEqual(PUBLIC);

    expect((await owner.request('DELETE', `/api/anonse/${id}`, { headers: await revisionOf(owner, id) })).statusCode).toBe(200);
    expect(await served(visitor, url)).toEqual(HIDDEN);
    expect(await served(stranger, url)).toEqual(HIDDEN);
    expect(await served(owner, url)).toEqual(PRIVATE);
    expect(await isPhotoOnPublicAd(t.infra.sql, photo.id)).toBe(false);
  });

  it('finds the public ad through its index', async () => {
    const { rows } = await t.infra.sql.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE indexname = 'ads_photos_idx'`);
    expect(rows[0]?.indexdef).toMatch(/USING gin \(+fields -> 'photos'::text\)+/);
  });
});

describe('a redaction that fails', () => {
  it('leaves the photo hidden (not back online unredacted), tells the owner, and may be redone', async () => {
    const owner = await t.user();
    const admin = await t.admin();
    const visitor = t.client();
    const photo = await readyPhoto(owner, 800, 600);
    const { id } = await adWithPhotos(owner, [photo.id]);
    expect((await admin.post(`/api/admin/ads/${id}/approve`, undefined, { 'if-match': '"0"' })).statusCode).toBe(200);
    const url = photo.sources[0]!.url;
    expect(await served(visitor, url)).toEqual(PUBLIC);

    const body = { regions: [{ shape: 'rect', x: 0.1, y: 0.1, width: 0.3, height: 0.3 }], effect: 'block' };
    expect((await owner.post(`/api/media/photos/${photo.id}/redactions`, body)).statusCode).toBe(202);
    expect(await served(visitor, url)).toEqual(HIDDEN);
    // Every earlier worker died on it: the next one gives up without decoding.
    await t.infra.sql.query(`UPDATE media_jobs SET attempts = $2 WHERE photo_id = $1 AND kind = 'redact'`, [photo.id, MAX_ATTEMPTS]);
    await drain();

    const failed = (await owner.get(`/api/media/photos/${photo.id}`, { 'accept-language': 'en' })).json<PhotoDto>();
    expect(failed).toMatchObject({
      status: 'failed',
      failureReason: 'redactionFailed',
      failureMessage: expect.stringMatching(/could not be covered/),
    });
    // Hidden from everyone but its owner, who needs it to mark the areas again.
    for (const s of photo.sources) {
      expect(await served(visitor, s.url)).toEqual(HIDDEN);
      expect(await served(admin, s.url)).toEqual(HIDDEN);
      expect(await served(owner, s.url)).toEqual(PRIVATE);
    }
    expect((await t.client().get(`/api/anonse/${id}`)).json().photos).toEqual([]);
    expect((await checkAdPhotos(t.infra.sql, owner.id, [photo.id], 12)).ok).toBe(false);

    const notices = (await owner.get('/api/notifications', { 'accept-language': 'pl' })).json().data.notifications as {
      kind: string;
      text: string;
    }[];
    expect(notices.filter((x) => x.kind === 'photoRedactionFailed').map((x) => x.text)).toEqual([
      expect.stringMatching(/Nie udało się zamazać/),
    ]);
    const en = (await owner.get('/api/notifications', { 'accept-language': 'en' })).json().data.notifications as {
      kind: string;
      text: string;
    }[];
    expect(en.find((x) => x.kind === 'photoRedactionFailed')?.text).toMatch(/could not be covered/);

    // Redone: ready under new names, the unredacted files gone.
    expect((await owner.post(`/api/media/photos/${photo.id}/redactions`, body)).statusCode).toBe(202);
    await drain();
    const redone = (await owner.get(`/api/media/photos/${photo.id}`)).json<PhotoDto>();
    expect(redone).toMatchObject({ status: 'ready', failureReason: null });
    const left = await allFiles();
    expect(photo.sources.filter((s) => left.includes(variantKey(nameOf(s.url))))).toEqual([]);
    expect(await served(visitor, redone.sources[0]!.url)).toEqual(PUBLIC);
    expect(await served(visitor, url)).toEqual(HIDDEN);
  });
});

describe('a job that kills its worker', () => {
  it('is failed without decoding once it was claimed more often than allowed', async () => {
    const owner = await newUser();
    const mastersBefore = await storage().list('private/masters/');
    const res = await upload(owner, await sampleJpeg(640, 480));
    const id = res.json<PhotoDto>().id;
    await t.infra.sql.query(`UPDATE media_jobs SET attempts = $2 WHERE photo_id = $1 AND kind = 'process'`, [id, MAX_ATTEMPTS]);
    await drain();
    expect((await owner.get(`/api/media/photos/${id}`, { 'accept-language': 'en' })).json()).toMatchObject({
      status: 'failed',
      failureReason: 'processingFailed',
      sources: [],
    });
    // Nothing was rendered, and the upload is purged.
    expect(await storage().list('private/masters/')).toEqual(mastersBefore);
    expect(await storage().list('private/uploads/')).toEqual([]);
    expect((await t.infra.sql.query('SELECT 1 FROM media_jobs WHERE photo_id = $1', [id])).rows).toEqual([]);
  });
});

describe('a photo finished after its owner is gone', () => {
  it('gets no servable rows; the files it names are purged', async () => {
    const owner = await newUser();
    const res = await upload(owner, await sampleJpeg(640, 480));
    const photoId = res.json<PhotoDto>().id;
    const base = `race${randomUUID().replace(/-/g, '')}`;
    const masterKey = `private/masters/${base}.jpg`;
    const name = `${base}-320.webp`;
    await storage().put(masterKey, await sampleJpeg(320, 240), 'image/jpeg');
    await storage().put(variantKey(name), await sampleJpeg(320, 240), 'image/webp');
    const at = new Date().toISOString();
    const deleted = await t.infra.eventStore.appendToStream(`account-${owner.id}`, [
      { id: randomUUID(), type: 'AccountDeleted', data: { accountId: owner.id, adIds: [], deletedAt: at }, metadata: { schemaVersion: 1 } },
    ]);
    await t.app.get(ConsistencyService).waitFor(deleted.position);
    // The worker had rendered it meanwhile and records the result.
    const processed = await t.infra.eventStore.appendToStream(`photo-${photoId}`, [
      {
        id: randomUUID(),
        type: 'PhotoProcessed',
        data: {
          photoId,
          ownerId: owner.id,
          masterKey,
          width: 320,
          height: 240,
          blurhash: null,
          variants: [{ format: 'webp', width: 320, height: 240, name, bytes: 100 }],
          processedAt: at,
        },
        metadata: { schemaVersion: 1 },
      },
    ]);
    expect(await t.app.get(ConsistencyService).waitFor(processed.position)).toBe(true);
    expect((await t.infra.sql.query('SELECT 1 FROM media_files WHERE photo_id = $1', [photoId])).rows).toEqual([]);
    expect((await t.infra.sql.query('SELECT 1 FROM media_photos WHERE id = $1', [photoId])).rows).toEqual([]);
    expect((await (await t.admin()).get(`/api/media/files/${name}`)).statusCode).toBe(404);
    await drain();
    const left = await allFiles();
    expect([masterKey, variantKey(name)].filter((k) => left.includes(k))).toEqual([]);
  });
});

// Last: it moves the clock by more than an hour.
describe('the sweep of unreferenced files', () => {
  it('deletes, an hour after it first sees them, uploads and photo files no photo names, and nothing else', async () => {
    const owner = await newUser();
    const live = await readyPhoto(owner);
    const liveKeys = await keysOfOwner(owner.id);
    expect(liveKeys.length).toBe(live.sources.length + 1);
    const stray = `stray${randomUUID().replace(/-/g, '')}`;
    const strays = [`private/uploads/${stray}`, `private/masters/${stray}.jpg`, `public/${stray}-640.webp`];
    for (const key of strays) await storage().put(key, Buffer.from('leftover'), 'application/octet-stream');

    t.clock.advance(SWEEP_INTERVAL_MS + 1);
    await drain();
    // Seen once: kept for now (it could be an upload whose event is on its way).
    let files = await allFiles();
    expect(strays.filter((k) => !files.includes(k))).toEqual([]);

    t.clock.advance(ORPHAN_GRACE_MS + 1);
    await drain();
    files = await allFiles();
    expect(strays.filter((k) => files.includes(k))).toEqual([]);
    expect(liveKeys.filter((k) => !files.includes(k))).toEqual([]);
    // Whatever is left is named by a photo.
    const { rows } = await t.infra.sql.query<{ upload_key: string | null; master_key: string | null; variants: { name: string }[] }>(
      'SELECT upload_key, master_key, variants FROM media_photos',
    );
    const named = new Set(rows.flatMap((r) => [r.upload_key, r.master_key, ...r.variants.map((v) => variantKey(v.name))]));
    expect(files.filter((k) => !named.has(k))).toEqual([]);
    expect(await served(owner, live.sources[0]!.url)).toEqual(PRIVATE);
  });
});
