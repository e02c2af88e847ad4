import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { ROLES, type DashboardChartsDto, type DashboardQueueDto, type OnlineAccountDto, type PhotoDto } from '@anonse/contracts';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { io as connect, type Socket } from 'socket.io-client';
import { useTestApp, type TestClient } from '#api/testing/test-app';
import { PhotoWorker, MEDIA_STORAGE, sharp, type MediaStorage } from '../media';

const dataDir = mkdtempSync(path.join(tmpdir(), 'anonse-dashboard-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
// The photo worker is driven by the test (no timer races).
const t = useTestApp({ DATA_DIR: dataDir, MEDIA_WORKER_POLL_MS: '0' });
jest.setTimeout(120_000);

const HOUR = 3_600_000;
const settle = async () =>
  expect(await t.infra.runner!.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 10_000 })).toBe(true);
async function drainPhotos(): Promise<void> {
  for (;;) {
    await settle();
    if (!(await t.app.get(PhotoWorker).drain())) return;
  }
}

/** A photo-like JPEG (grain over grey), made with the media context's sharp. */
const photoJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

let n = 0;
async function postAd(owner: TestClient, photos: string[] = []): Promise<string> {
  const fields: Record<string, unknown> = {
    ...fakeAdFields(seededRandom(++n)),
    province: 'mazowieckie',
    city: 'warszawa',
    category: 'kobieta',
    phone: '600 100 200',
    photos,
  };
  delete fields.district;
  const res = await owner.post('/api/anonse', fields);
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

/** Moves the app's clock forward to the next `hh:mm` UTC at least `days` days after today (UTC). */
function moveTo(days: number, hours: number, minutes: number): Date {
  const now = t.clock.now();
  const target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hours, minutes);
  return t.clock.advance(target - now.getTime());
}

let moderator: TestClient;
let auditor: TestClient;
beforeAll(async () => {
  moderator = await t.staff(ROLES.moderator);
  auditor = await t.staff(ROLES.auditor);
});

describe('the dashboard queue', () => {
  it('counts the pending ads with the age of the oldest, for every staff role and nobody else', async () => {
    const owner = await t.user();
    const first = await postAd(owner);
    t.clock.advance(2 * HOUR);
    const second = await postAd(owner);
    t.clock.advance(HOUR);
    // The reports queue (moderation context's read model): an urgent report leads the oldest items.
    const spam = await t.client().post('/api/reports', { target: { type: 'account', id: owner.id }, reason: 'spam' });
    const underage = await t.client().post('/api/reports', { target: { type: 'account', id: owner.id }, reason: 'underage' });
    expect([spam.statusCode, underage.statusCode]).toEqual([201, 201]);
    await settle();

    const res = await auditor.get('/api/admin/dashboard/queue');
    expect(res.statusCode).toBe(200);
    const queue = res.json<DashboardQueueDto>();
    const ads = queue.queues.find((q) => q.queue === 'ads')!;
    expect(ads).toMatchObject({ count: 2 });
    expect(ads.oldestAgeSeconds).toBeGreaterThanOrEqual(3 * 3600);
    expect(ads.oldestAgeSeconds).toBeLessThan(3 * 3600 + 120);
    expect(queue.queues.find((q) => q.queue === 'revisions')).toMatchObject({ count: 0, oldestAgeSeconds: null });
    expect(queue.queues.find((q) => q.queue === 'verifications')).toMatchObject({ count: 0 });
    // Every queue answers, reports included (the moderation context's read model).
    expect(queue.queues.map((q) => q.queue)).toEqual(['ads', 'revisions', 'verifications', 'reports']);
    expect(queue.oldest.filter((i) => i.queue === 'ads').map((i) => i.id)).toEqual([first, second]);
    expect(queue.queues.find((q) => q.queue === 'reports')).toMatchObject({ count: 2, urgent: 1, oldestAgeSeconds: expect.any(Number) });
    expect(queue.oldest[0]).toMatchObject({ queue: 'reports', id: underage.json().id, label: 'underage', urgent: true });

    expect((await t.client().get('/api/admin/dashboard/queue')).statusCode).toBe(401);
    expect((await owner.get('/api/admin/dashboard/queue')).statusCode).toBe(403);
    expect((await owner.get('/api/admin/dashboard/charts')).statusCode).toBe(403);
    expect((await owner.get('/api/admin/online')).statusCode).toBe(403);
  });
});

describe('the dashboard charts', () => {
  it('count approvals, rejections, registrations and points on the Warsaw day, with the median time to decision', async () => {
    // Day D, 20:30 UTC: later than every registration so far (they were all before D).
    const start = moveTo(2, 20, 30);
    const dayD = start.toISOString().slice(0, 10);
    const dayNext = new Date(start.getTime() + 86_400_000).toISOString().slice(0, 10);
    const owner = await t.user();
    const [a, b, c] = [await postAd(owner), await postAd(owner), await postAd(owner)];
    const admin = await t.admin();
    expect((await admin.post(`/api/admin/wallets/${owner.id}/grant`, { points: 250, reason: 'Rekompensata' })).statusCode).toBe(200);

    t.clock.advance(HOUR); // 21:30 UTC = 22:30 or 23:30 in Warsaw: still day D there
    expect((await moderator.post(`/api/admin/ads/${a}/approve`)).statusCode).toBe(200);
    t.clock.advance(2 * HOUR); // 23:30 UTC = 00:30 or 01:30 in Warsaw: day D + 1 there, still D in UTC
    expect((await moderator.post(`/api/admin/ads/${b}/reject`, { reason: 'Niezgodne z regulaminem' })).statusCode).toBe(200);
    t.clock.advance(HOUR / 4);
    expect((await moderator.post(`/api/admin/ads/${c}/reject`, { reason: 'Niezgodne z regulaminem' })).statusCode).toBe(200);
    await settle();

    const res = await auditor.get(`/api/admin/dashboard/charts?from=${dayD}&to=${dayNext}`);
    expect(res.statusCode).toBe(200);
    const charts = res.json<DashboardChartsDto>();
    expect(charts).toMatchObject({ from: dayD, to: dayNext, timeZone: 'Europe/Warsaw' });
    // The test's clock moves by the hours above and by the real seconds the requests take, so a median is that many
    // hours plus at most a minute.
    const about = (seconds: number) => ({
      asymmetricMatch: (v: unknown) => typeof v === 'number' && v >= seconds && v < seconds + 60,
      toString: () => `${seconds} s (+ < 60 s)`,
    });
    expect(charts.days).toEqual([
      {
        day: dayD,
        approvals: 1,
        rejections: 0,
        medianDecisionSeconds: about(3600),
        decisions: 1,
        registrations: 1,
        pointsCredited: 250,
        pointsSpent: 0,
      },
      // Decided after 3 h and 3 h 15 min: the median of two is their mean.
      {
        day: dayNext,
        approvals: 0,
        rejections: 2,
        medianDecisionSeconds: about(11_250),
        decisions: 2,
        registrations: 0,
        pointsCredited: 0,
        pointsSpent: 0,
      },
    ]);

    // Bad ranges: a clear 400 in the reader's language.
    const reversed = await auditor.get(`/api/admin/dashboard/charts?from=${dayNext}&to=${dayD}`, { 'accept-language': 'en' });
    expect([reversed.statusCode, JSON.stringify(reversed.json())]).toEqual([400, expect.stringContaining('must not be greater')]);
    expect((await auditor.get('/api/admin/dashboard/charts?from=2020-01-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await auditor.get('/api/admin/dashboard/charts?from=yesterday')).statusCode).toBe(400);
  });
});

describe('who is online', () => {
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((s) => s.disconnect()));

  it('lists a connected account with its connections, and as last seen once it leaves', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.getHttpServer().address() as AddressInfo).port;
    const user = await t.user();
    const cookie = [...user.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const open = () => {
      const s = connect(`http://127.0.0.1:${port}`, {
        transports: ['websocket'],
        extraHeaders: { cookie },
        reconnection: false,
        forceNew: true,
      });
      sockets.push(s);
      return new Promise<Socket>((resolve, reject) => {
        s.once('connect', () => resolve(s));
        s.once('connect_error', reject);
      });
    };
    const entry = async () => (await auditor.get('/api/admin/online')).json<OnlineAccountDto[]>().find((e) => e.id === user.id);

    const [one, two] = [await open(), await open()];
    // The clock runs (it is the real one moved forward): "now" is between these two readings.
    const expectWithin = (iso: string | null | undefined, from: Date, to: Date) =>
      expect([from.toISOString() <= iso!, iso! <= to.toISOString()]).toEqual([true, true]);
    let from = t.clock.now();
    const connected = await entry();
    expect(connected).toEqual({ id: user.id, login: user.login, online: true, connections: 2, lastSeenAt: expect.any(String) });
    expectWithin(connected!.lastSeenAt, from, t.clock.now());
    const list = (await moderator.get('/api/admin/online')).json<OnlineAccountDto[]>();
    expect(list[0]).toMatchObject({ online: true });

    from = t.clock.advance(60_000);
    one.disconnect();
    two.disconnect();
    let left: OnlineAccountDto | undefined;
    // The disconnect is written to presence_last_seen a moment after the socket leaves the room.
    for (let i = 0; i < 50 && ((left = await entry())?.online || (left?.lastSeenAt ?? '') < from.toISOString()); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(left).toMatchObject({ online: false, connections: 0 });
    expectWithin(left!.lastSeenAt, from, t.clock.now());
  });
});

describe('image editing by moderators', () => {
  it('covers an area of any ad’s photo: new files, the unredacted ones gone, the owner told; auditors refused', async () => {
    const owner = await t.user();
    const uploaded = await owner.request('POST', '/api/media/photos', {
      payload: await photoJpeg(640, 480),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(uploaded.statusCode).toBe(201);
    await drainPhotos();
    const photoId = uploaded.json<PhotoDto>().id;
    const adId = await postAd(owner, [photoId]);
    await settle();

    const listed = await moderator.get(`/api/admin/ads/${adId}/photos`);
    expect(listed.statusCode).toBe(200);
    const [before] = listed.json<PhotoDto[]>();
    expect(before).toMatchObject({ id: photoId, status: 'ready' });
    // Moderators see a pending ad's photo (they judge it).
    expect((await moderator.get(before!.sources[0]!.url)).statusCode).toBe(200);

    const body = { regions: [{ shape: 'rect', x: 0.25, y: 0.25, width: 0.5, height: 0.5 }], effect: 'block' };
    const storage = t.app.get<MediaStorage>(MEDIA_STORAGE);
    const files = async () => [...(await storage.list('private/')), ...(await storage.list('public/'))].sort();
    const unchanged = await files();
    expect((await auditor.post(`/api/admin/ads/${adId}/photos/${photoId}/redact`, body)).statusCode).toBe(403);
    expect((await owner.post(`/api/admin/ads/${adId}/photos/${photoId}/redact`, body)).statusCode).toBe(403);
    // A photo that is not on that ad, an unknown ad, bad regions: 4xx, nothing changes.
    const otherAd = await postAd(owner);
    await settle();
    expect((await moderator.post(`/api/admin/ads/${otherAd}/photos/${photoId}/redact`, body)).statusCode).toBe(404);
    expect((await moderator.post(`/api/admin/ads/00000000-0000-4000-8000-000000000000/photos/${photoId}/redact`, body)).statusCode).toBe(
      404,
    );
    expect((await moderator.post(`/api/admin/ads/${adId}/photos/${photoId}/redact`, { regions: [], effect: 'blur' })).statusCode).toBe(400);
    expect(
      (await moderator.post(`/api/admin/ads/${adId}/photos/${photoId}/redact`, body, { 'if-match': `"${before!.revision - 1}"` }))
        .statusCode,
    ).toBe(409);
    await drainPhotos();
    expect(await files()).toEqual(unchanged);

    expect(
      (await moderator.post(`/api/admin/ads/${adId}/photos/${photoId}/redact`, body, { 'if-match': `"${before!.revision}"` })).statusCode,
    ).toBe(202);
    await drainPhotos();
    const [after] = (await moderator.get(`/api/admin/ads/${adId}/photos`)).json<PhotoDto[]>();
    expect(after!.status).toBe('ready');
    const now = await files();
    const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
    // Every old rendition and the unredacted master are gone, new ones replace them.
    expect(
      unchanged.filter(
        (f) => now.includes(f) && (f.startsWith('private/masters/') || before!.sources.some((s) => f.endsWith(keyOf(s.url)))),
      ),
    ).toEqual([]);
    expect(after!.sources.every((s) => now.some((f) => f.endsWith(keyOf(s.url))))).toBe(true);
    for (const s of before!.sources) expect((await owner.get(s.url)).statusCode).toBe(404);

    const notices = (await owner.get('/api/notifications')).json().data.notifications as { kind: string; text: string }[];
    expect(notices.filter((x) => x.kind === 'photoRedactedByModerator').map((x) => x.text)).toEqual([
      expect.stringMatching(/Moderator zakrył/),
    ]);
  });
});
