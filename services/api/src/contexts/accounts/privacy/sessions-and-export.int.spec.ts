import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataExport, type PhotoDto } from '@anonse/contracts';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { readZip } from '#api/testing/read-zip';
import { useTestApp, type TestClient } from '#api/testing/test-app';
import { PhotoWorker, sharp } from '#api/contexts/media/index';
import { EXPORT_LIMIT } from './privacy-rate-limits';

const dataDir = mkdtempSync(path.join(tmpdir(), 'anonse-export-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
// Photos go to a temporary media folder; the tests run the photo worker themselves.
const t = useTestApp({ DATA_DIR: dataDir, MEDIA_WORKER_POLL_MS: '0' });
const password = 'Sesje-i-eksport-o-7!';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
let n = 0;

/** Registered, logged in, and the address confirmed through its e-mailed link (so the person's ads go to moderation). */
async function register(userAgent = CHROME_WINDOWS): Promise<{ client: TestClient; id: string; login: string }> {
  const client = await t.user({ login: `privacy_user_${++n}`, password, headers: { 'user-agent': userAgent } });
  return { client, id: client.id, login: client.login };
}

async function loginFrom(login: string, userAgent: string): Promise<TestClient> {
  const client = t.client();
  expect((await client.post('/api/login', { login, password }, { 'user-agent': userAgent })).statusCode).toBe(200);
  return client;
}

describe('the sessions list', () => {
  it('lists the sessions with their device and marks this one; never the User-Agent itself', async () => {
    const me = await register();
    const laptop = await loginFrom(me.login, FIREFOX_LINUX);
    await loginFrom(me.login, '<img src=x onerror=alert(1)>');
    const res = await me.client.get('/api/user/sessions');
    expect(res.statusCode).toBe(200);
    const sessions = res.json();
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toEqual([
      expect.objectContaining({ browser: 'Chrome', os: 'Windows' }),
    ]);
    expect(sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ browser: 'Firefox', os: 'Linux', current: false }),
        expect.objectContaining({ browser: null, os: null }),
      ]),
    );
    expect(res.body).not.toContain('onerror');
    expect((await laptop.get('/api/user/sessions')).json().find((s: { current: boolean }) => s.current)).toMatchObject({
      browser: 'Firefox',
    });
  });

  it('ends one session; the others stay', async () => {
    const me = await register();
    const laptop = await loginFrom(me.login, FIREFOX_LINUX);
    const laptopId = (await laptop.get('/api/user/sessions')).json().find((s: { current: boolean }) => s.current).id;
    expect((await me.client.request('DELETE', `/api/user/sessions/${laptopId}`)).statusCode).toBe(204);
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect((await me.client.get('/api/user')).statusCode).toBe(200);
    expect((await me.client.get('/api/user/sessions')).json()).toHaveLength(1);
    // Gone already: 404.
    expect((await me.client.request('DELETE', `/api/user/sessions/${laptopId}`)).statusCode).toBe(404);
  });

  it("cannot end another person's session (404, nothing changed), nor a made-up id", async () => {
    const me = await register();
    const stranger = await register();
    const strangerSession = (await stranger.client.get('/api/user/sessions')).json()[0].id;
    expect((await me.client.request('DELETE', `/api/user/sessions/${strangerSession}`)).statusCode).toBe(404);
    expect((await stranger.client.get('/api/user')).statusCode).toBe(200);
    for (const id of ['__proto__', 'constructor', 'not-a-uuid', '00000000-0000-4000-8000-000000000000', "1' OR '1'='1"])
      expect((await me.client.request('DELETE', `/api/user/sessions/${encodeURIComponent(id)}`)).statusCode).toBe(404);
    expect((await me.client.get('/api/user')).statusCode).toBe(200);
  });

  it("ending this browser's own session logs it out", async () => {
    const me = await register();
    const mine = (await me.client.get('/api/user/sessions')).json()[0].id;
    expect((await me.client.request('DELETE', `/api/user/sessions/${mine}`)).statusCode).toBe(204);
    expect((await me.client.get('/api/user')).statusCode).toBe(401);
  });

  it('log out everywhere empties the list', async () => {
    const me = await register();
    const other = await loginFrom(me.login, FIREFOX_LINUX);
    expect((await me.client.post('/api/logout-all')).statusCode).toBe(204);
    expect((await other.get('/api/user')).statusCode).toBe(401);
    const again = await loginFrom(me.login, FIREFOX_LINUX);
    expect((await again.get('/api/user/sessions')).json()).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await t.client().get('/api/user/sessions')).statusCode).toBe(401);
    expect((await t.client().request('DELETE', '/api/user/sessions/00000000-0000-4000-8000-000000000000')).statusCode).toBe(401);
  });
});

describe('the data export', () => {
  it('holds the account, every ad in every state with its history, favourites and sessions', async () => {
    const me = await register();
    const admin = await t.admin();
    const fields = { ...fakeAdFields(seededRandom(7)), title: 'Eksportowane ogłoszenie' };
    const approved = (await me.client.post('/api/anonse', fields)).json().id;
    const rejected = (await me.client.post('/api/anonse', { ...fields, title: 'Odrzucone ogłoszenie' })).json().id;
    const pending = (await me.client.post('/api/anonse', { ...fields, title: 'Czekające ogłoszenie' })).json().id;
    expect((await admin.post(`/api/admin/ads/${approved}/approve`)).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/ads/${rejected}/reject`, { reason: 'Numer telefonu w tytule.' })).statusCode).toBe(200);
    expect((await me.client.request('PUT', `/api/user/favourites/${approved}`)).statusCode).toBe(204);

    const res = await me.client.get('/api/user/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="anonse-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = DataExport.parse(res.json());
    expect(data.account).toMatchObject({ id: me.id, login: me.login, email: `${me.login}@example.com` });
    expect(res.body).not.toContain('argon2');
    expect(data.accountHistory.map((h) => h.type)).toContain('AccountRegistered');
    const byId = Object.fromEntries(data.ads.map((ad) => [ad.id, ad]));
    expect(byId[approved]).toMatchObject({
      status: 'approved',
      fields: expect.objectContaining({ title: 'Eksportowane ogłoszenie', phone: fields.phone }),
    });
    expect(byId[approved]!.history.map((h) => h.type)).toEqual(['AdCreated', 'AdApproved']);
    expect(byId[rejected]).toMatchObject({ status: 'rejected', rejectionReason: 'Numer telefonu w tytule.' });
    expect(byId[pending]).toMatchObject({ status: 'pending' });
    expect(data.favourites).toEqual([expect.objectContaining({ adId: approved })]);
    expect(data.sessions).toEqual([expect.objectContaining({ current: true, browser: 'Chrome' })]);
    // The rejection was notified to the owner.
    expect(data.notifications.map((notice) => notice.adId)).toContain(rejected);
  });

  it("holds nobody else's data", async () => {
    const me = await register();
    const other = await register();
    await other.client.post('/api/anonse', { ...fakeAdFields(seededRandom(8)), title: 'Cudze ogłoszenie' });
    const res = await me.client.get('/api/user/export');
    expect(res.json().ads).toEqual([]);
    expect(res.body).not.toContain(other.login);
    expect(res.body).not.toContain('Cudze');
  });

  it(`is rate-limited per account (${EXPORT_LIMIT.points} an hour): 429 with Retry-After`, async () => {
    const me = await register();
    for (let i = 0; i < EXPORT_LIMIT.points; i++) expect((await me.client.get('/api/user/export')).statusCode).toBe(200);
    const refused = await me.client.get('/api/user/export');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another browser of the same account shares the limit.
    const laptop = await loginFrom(me.login, FIREFOX_LINUX);
    expect((await laptop.get('/api/user/export')).statusCode).toBe(429);
  });

  it('is for the logged-in owner only', async () => {
    expect((await t.client().get('/api/user/export')).statusCode).toBe(401);
    expect((await t.client().get('/api/user/export.zip')).statusCode).toBe(401);
  });
});

/** A ready photo of `client` (uploaded, then processed by the worker, driven here). */
async function readyPhoto(client: TestClient, width: number, height: number, hue: number): Promise<string> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: { r: hue, g: 90, b: 255 - hue } } })
    .jpeg()
    .toBuffer();
  const res = await client.request('POST', '/api/media/photos', { payload: jpeg, headers: { 'content-type': 'image/jpeg' } });
  expect(res.statusCode).toBe(201);
  for (;;) {
    expect(await t.infra.runner!.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 10_000 })).toBe(true);
    if (!(await t.app.get(PhotoWorker).drain())) break;
  }
  return res.json<PhotoDto>().id;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the data export with photos (ZIP)', () => {
  it('holds data.json and every photo the person keeps — on an ad, in a waiting revision, unused — as its largest rendition, byte for byte', async () => {
    const me = await register();
    const other = await register();
    const admin = await t.admin();
    const onAd = await readyPhoto(me.client, 1600, 1200, 40);
    const inRevision = await readyPhoto(me.client, 800, 600, 120);
    const unused = await readyPhoto(me.client, 500, 400, 200);
    const strangers = await readyPhoto(other.client, 640, 480, 90);
    const fields = { ...fakeAdFields(seededRandom(9)), photos: [onAd] };
    const id = (await me.client.post('/api/anonse', fields)).json().id;
    expect((await admin.post(`/api/admin/ads/${id}/approve`)).statusCode).toBe(200);
    const revision = (await me.client.get(`/api/user/ads/${id}`)).json().revision;
    expect(
      (
        await me.client.request('PUT', `/api/anonse/${id}`, {
          json: { ...fields, photos: [onAd, inRevision] },
          headers: { 'if-match': `"${revision}"` },
        })
      ).statusCode,
    ).toBe(200);

    const res = await me.client.get('/api/user/export.zip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="anonse-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const files = readZip(res.rawPayload);
    const mine = [onAd, inRevision, unused];
    expect([...files.keys()].sort()).toEqual(['data.json', ...mine.map((p) => `photos/${p}.jpg`)].sort());

    const data = DataExport.parse(JSON.parse(files.get('data.json')!.toString('utf8')));
    expect(data.account).toMatchObject({ id: me.id, login: me.login });
    expect(data.photos.map((p) => p.id).sort()).toEqual([...mine].sort());
    expect(data.ads.find((ad) => ad.id === id)).toMatchObject({
      fields: { photos: [onAd] },
      pendingFields: { photos: [onAd, inRevision] },
    });
    expect(files.get('data.json')!.toString('utf8')).not.toContain(strangers);

    // Each file is the largest rendition the owner is served (JPEG at the widest width), the same bytes.
    for (const photoId of mine) {
      const photo = (await me.client.get(`/api/media/photos/${photoId}`)).json<PhotoDto>();
      const widest = Math.max(...photo.sources.map((s) => s.width));
      const source = photo.sources.find((s) => s.format === 'jpeg' && s.width === widest)!;
      const served = await me.client.get(source.url);
      expect(served.statusCode).toBe(200);
      expect([photoId, widest, sha256(files.get(`photos/${photoId}.jpg`)!)]).toEqual([
        photoId,
        Math.min(photo.width!, 1280),
        sha256(served.rawPayload),
      ]);
    }
  });

  it('shares the export limit with the JSON download', async () => {
    const me = await register();
    for (let i = 0; i < EXPORT_LIMIT.points; i++)
      expect((await me.client.get(i % 2 ? '/api/user/export.zip' : '/api/user/export')).statusCode).toBe(200);
    const refused = await me.client.get('/api/user/export.zip');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
