import type { AddressInfo } from 'node:net';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { io as connect, type Socket } from 'socket.io-client';
import { createApp } from '#api/create-app';
import { RealtimeServer } from '#api/platform/realtime/realtime.server';
import { openInfrastructure } from '#api/platform/infra/infrastructure';
import { createLogger } from '#api/platform/infra/logger';
import { type TestClient, useTestApp } from '#api/testing/test-app';
import { NOTIFICATIONS_READ_PUSH_EVENT } from './index';

/** The live feed's poll, named here because the timings below are measured against it (the default). */
const FEED_POLL_MS = 150;
// A short deadline poll, so expiry notices can be made by moving the clock.
const t = useTestApp({ DEADLINES_POLL_MS: '100', NOTIFICATION_FEED_POLL_MS: String(FEED_POLL_MS) });
jest.setTimeout(60_000);
const DAY = 86_400_000;

let n = 0;
/** A registered, logged-in user whose address is confirmed (so their ads go to moderation). */
function newUser(): Promise<TestClient> {
  return t.user({ login: `notif${++n}x${Math.floor(Math.random() * 1e6)}`, password: 'secret-pass-1' });
}

const adFields = (title: string) => {
  const fields = { ...fakeAdFields(seededRandom(n + 3)), title, province: 'mazowieckie', city: 'warszawa', category: 'kobieta' as const };
  delete (fields as { district?: string }).district;
  return fields;
};

async function createAd(owner: TestClient, title: string): Promise<string> {
  const res = await owner.post('/api/anonse', adFields(title));
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const list = (c: TestClient, lang: 'pl' | 'en' = 'pl', query = '') => c.get(`/api/notifications${query}`, { 'accept-language': lang });
const notices = async (c: TestClient, lang: 'pl' | 'en' = 'pl') => {
  const res = await list(c, lang);
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    notifications: Array<{
      id: string;
      kind: string;
      data: string;
      text: string;
      link: string;
      read_at: string | null;
      updated_at: string;
    }>;
    unread_count: number;
  };
};

/** Re-runs `check` until it passes (the read side and the feed are asynchronous), for at most `ms`. */
async function eventually<T>(check: () => Promise<T>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

const cookieHeader = (c: TestClient) => [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

function openSocket(port: number, headers: Record<string, string>): Socket {
  return connect(`http://127.0.0.1:${port}`, {
    path: '/socket.io/',
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
}

/** Resolves on `connect`, rejects with the refusal's message on `connect_error`. */
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });

/** Collects the payloads of `event` on `socket`. */
function collect(socket: Socket, event: string): unknown[] {
  const seen: unknown[] = [];
  socket.on(event, (payload: unknown) => seen.push(payload));
  return seen;
}

describe('notifications over HTTP', () => {
  it('tells the owner that the ad was approved, in the language of the request, and nobody else', async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const adId = await createAd(owner, 'Ala – kawa na Mokotowie');
    expect((await notices(owner)).notifications).toEqual([]);
    const admin = await t.admin();
    expect((await admin.post(`/api/admin/ads/${adId}/approve`)).statusCode).toBe(200);

    const pl = await notices(owner);
    expect(pl.unread_count).toBe(1);
    expect(pl.notifications).toHaveLength(1);
    const [notice] = pl.notifications;
    expect(notice).toMatchObject({ kind: 'adApproved', read_at: null, link: `/anons/${adId}/` });
    expect(notice!.text).toBe('„Ala – kawa na Mokotowie”: Twoje ogłoszenie zostało zatwierdzone i jest już widoczne.');
    // docs/product.md § 3: `data` is a JSON string holding text and link.
    expect(JSON.parse(notice!.data)).toEqual({ text: notice!.text, link: notice!.link });
    expect(Date.parse(notice!.updated_at)).not.toBeNaN();

    const en = await notices(owner, 'en');
    expect(en.notifications[0]).toMatchObject({
      id: notice!.id,
      link: `/en/erotic-ad/${adId}/`,
      text: '“Ala – kawa na Mokotowie”: Your ad has been approved and is now visible.',
    });

    expect(await notices(stranger)).toMatchObject({ notifications: [], unread_count: 0 });
    expect((await t.client().get('/api/notifications')).statusCode).toBe(401);
  });

  it('marks one read, refuses another person’s (404, nothing changed), and marks all read', async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const admin = await t.admin();
    const first = await createAd(owner, 'Pierwsze ogłoszenie');
    const second = await createAd(owner, 'Drugie ogłoszenie');
    const third = await createAd(owner, 'Trzecie ogłoszenie');
    expect((await admin.post(`/api/admin/ads/${first}/approve`)).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/ads/${second}/reject`, { reason: 'Zdjęcia łamią regulamin' })).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/ads/${third}/approve`)).statusCode).toBe(200);

    const before = await notices(owner);
    expect(before.unread_count).toBe(3);
    const [newest, rejected, oldest] = before.notifications;
    expect(rejected).toMatchObject({ kind: 'adRejected', link: '/user/ads_list/' });
    expect(rejected!.text).toContain('Powód: Zdjęcia łamią regulamin');
    expect((await notices(owner, 'en')).notifications[1]!.text).toContain('Reason: Zdjęcia łamią regulamin');

    // Another person's notice is as good as none: 404, and it stays unread.
    const foreign = await stranger.post('/api/notifications/markAsRead', { notificationID: oldest!.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Nie znaleziono powiadomienia.');
    expect((await notices(owner)).unread_count).toBe(3);
    expect((await stranger.post('/api/notifications/markAsRead', { notificationID: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await t.client().post('/api/notifications/markAsRead', { notificationID: oldest!.id })).statusCode).toBe(401);

    const marked = await owner.post('/api/notifications/markAsRead', { notificationID: oldest!.id.toUpperCase() });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ data: { unread_count: 2 } });
    const after = await notices(owner);
    expect(after.notifications.find((x) => x.id === oldest!.id)?.read_at).not.toBeNull();
    // Twice is once.
    expect((await owner.post('/api/notifications/markAsRead', { notificationID: oldest!.id })).json()).toEqual({
      data: { unread_count: 2 },
    });

    // "Mark all" with the list seen: only up to the newest listed.
    const partly = await owner.post('/api/notifications/markAllAsRead', { notifications: [{ id: rejected!.id, text: 'ignored' }] });
    expect(partly.statusCode).toBe(200);
    expect(partly.json()).toEqual({ data: { unread_count: 1 } });
    expect((await notices(owner)).notifications.filter((x) => x.read_at === null).map((x) => x.id)).toEqual([newest!.id]);

    // The stranger's "mark all" touches nothing of the owner's.
    expect((await stranger.post('/api/notifications/markAllAsRead')).json()).toEqual({ data: { unread_count: 0 } });
    expect((await notices(owner)).unread_count).toBe(1);

    const all = await owner.post('/api/notifications/markAllAsRead');
    expect(all.json()).toEqual({ data: { unread_count: 0 } });
    expect((await notices(owner)).notifications.every((x) => x.read_at !== null)).toBe(true);
  });

  it('tells about approved and rejected changes, the coming end of the term and the expiry', async () => {
    const owner = await newUser();
    const admin = await t.admin();
    const adId = await createAd(owner, 'Ogłoszenie do zmiany');
    expect((await admin.post(`/api/admin/ads/${adId}/approve`)).statusCode).toBe(200);
    const edit = (title: string, revision: number) =>
      owner.request('PUT', `/api/anonse/${adId}`, { json: adFields(title), headers: { 'if-match': `"${revision}"` } });
    const changed = await edit('Nowy tytuł ogłoszenia', 1);
    expect(changed.statusCode).toBe(200);
    expect((await admin.post(`/api/admin/ads/${adId}/reject`, { reason: 'Tytuł wprowadza w błąd' })).statusCode).toBe(200);
    const again = await edit('Jeszcze inny tytuł', (await owner.get(`/api/user/ads/${adId}`)).json().revision);
    expect(again.statusCode).toBe(200);
    expect((await admin.post(`/api/admin/ads/${adId}/approve`)).statusCode).toBe(200);

    const kinds = (await notices(owner)).notifications.map((x) => x.kind);
    expect(kinds).toEqual(['adChangesApproved', 'adChangesRejected', 'adApproved']);
    const texts = (await notices(owner)).notifications.map((x) => x.text);
    // The title shown is the ad's current one (approved change), whatever it was when the notice was made.
    expect(texts[0]).toBe('„Jeszcze inny tytuł”: Zmiany w Twoim ogłoszeniu zostały zatwierdzone i są już widoczne.');
    expect(texts[1]).toContain('Powód: Tytuł wprowadza w błąd');

    await t.passTime(28 * DAY, owner);
    await eventually(async () =>
      expect((await notices(owner)).notifications[0]).toMatchObject({ kind: 'adExpiringSoon', link: '/user/ads_list/' }),
    );
    expect((await notices(owner, 'en')).notifications[0]!.text).toMatch(/Your ad expires on \d{1,2} \w+ \d{4}\. Renew it/);
    await t.passTime(3 * DAY, owner);
    await eventually(async () => expect((await notices(owner)).notifications[0]).toMatchObject({ kind: 'adExpired' }));
  });

  it('refuses hostile input with 400 and changes nothing', async () => {
    const owner = await newUser();
    for (const body of [
      { notificationID: '__proto__' },
      { notificationID: 'a'.repeat(100_000) },
      { notificationID: null },
      {},
      { notifications: 'x' },
    ])
      expect((await owner.post('/api/notifications/markAsRead', body)).statusCode).toBe(400);
    expect((await owner.post('/api/notifications/markAllAsRead', { notifications: [{ id: '\u0000' }] })).statusCode).toBe(400);
    expect(
      (
        await owner.post('/api/notifications/markAllAsRead', {
          notifications: Array.from({ length: 51 }, () => ({ id: '11111111-1111-5111-8111-111111111111' })),
        })
      ).statusCode,
    ).toBe(400);
    expect((await list(owner, 'pl', '?limit=0')).statusCode).toBe(400);
    expect((await list(owner, 'pl', '?limit=51')).statusCode).toBe(400);
    const marks = async () =>
      (await t.db.client.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE stream_id LIKE 'notifications-%'")).rows[0]!.n;
    const before = await marks();
    expect((await owner.post('/api/notifications/markAsRead', { notificationID: '11111111-1111-5111-8111-111111111111' })).statusCode).toBe(
      404,
    );
    expect((await owner.post('/api/notifications/markAsRead', { notificationID: '__proto__' })).statusCode).toBe(400);
    expect(await marks()).toBe(before);
  });
});

describe('notifications live over socket.io', () => {
  let port = 0;
  const sockets: Socket[] = [];
  const open = (headers: Record<string, string>, at = port) => {
    const socket = openSocket(at, headers);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => sockets.forEach((s) => s.disconnect()));

  it('pushes a new notice to the owner’s private room, within the budget', async () => {
    const owner = await newUser();
    const other = await newUser();
    const adId = await createAd(owner, 'Na żywo');
    const mine = open({ cookie: cookieHeader(owner) });
    const theirs = open({ cookie: cookieHeader(other) });
    await Promise.all([connected(mine), connected(theirs)]);
    const heard = collect(mine, 'notification');
    const overheard = collect(theirs, 'notification');

    const admin = await t.admin();
    const started = Date.now();
    expect((await admin.post(`/api/admin/ads/${adId}/approve`)).statusCode).toBe(200);
    await eventually(async () => expect(heard).toHaveLength(1), 5_000);
    expect(Date.now() - started).toBeLessThan(1_000 + FEED_POLL_MS);
    const [listed] = (await notices(owner)).notifications;
    expect(heard[0]).toEqual({ id: listed!.id, created_at: listed!.updated_at });
    expect(overheard).toEqual([]);
  });

  it('refuses a handshake without a valid session, or from another site', async () => {
    await expect(connected(open({}))).rejects.toThrow('unauthenticated');
    await expect(connected(open({ cookie: 'anonse_session=forged-token-value' }))).rejects.toThrow('unauthenticated');
    const owner = await newUser();
    await expect(connected(open({ cookie: cookieHeader(owner), origin: 'https://evil.example' }))).rejects.toThrow();
    await connected(open({ cookie: cookieHeader(owner), origin: `http://127.0.0.1:${port}` }));
    // A logged-out session no longer opens the channel, and a socket it opened before is closed at the next check.
    const session = cookieHeader(owner);
    const before = open({ cookie: session });
    await connected(before);
    const closed = new Promise<string>((resolve) => before.once('disconnect', (reason) => resolve(reason)));
    expect((await owner.post('/api/logout')).statusCode).toBe(204);
    await expect(connected(open({ cookie: session }))).rejects.toThrow('unauthenticated');
    await t.app.get(RealtimeServer).recheckSessions();
    expect(await closed).toBe('io server disconnect');
  });

  it('with two API nodes on one database (and Redis when REDIS_URL is set) each socket hears each notice once', async () => {
    const logger = createLogger({ logLevel: 'silent' });
    const infra = await openInfrastructure({
      config: t.infra.config,
      logger,
      runProjections: false,
      sql: t.db.client,
      eventStore: t.infra.eventStore,
    });
    const second = await createApp({ ...infra, clock: t.clock, rateLimitKeyPrefix: `notif-test-${Date.now()}:` }, { web: false });
    try {
      await second.listen({ port: 0, host: '127.0.0.1' });
      const secondPort = (second.getHttpServer().address() as AddressInfo).port;
      const owner = await newUser();
      const onFirst = open({ cookie: cookieHeader(owner) });
      const onSecond = open({ cookie: cookieHeader(owner) }, secondPort);
      await Promise.all([connected(onFirst), connected(onSecond)]);
      const first = collect(onFirst, 'notification');
      const secondHeard = collect(onSecond, 'notification');
      const readFirst = collect(onFirst, NOTIFICATIONS_READ_PUSH_EVENT);
      const readSecond = collect(onSecond, NOTIFICATIONS_READ_PUSH_EVENT);

      const admin = await t.admin();
      for (const title of ['Węzeł pierwszy', 'Węzeł drugi']) {
        const adId = await createAd(owner, title);
        expect((await admin.post(`/api/admin/ads/${adId}/approve`)).statusCode).toBe(200);
      }
      await eventually(async () => {
        expect(first.length).toBeGreaterThanOrEqual(2);
        expect(secondHeard.length).toBeGreaterThanOrEqual(2);
      });
      // Another round of polls on both nodes: a second delivery would have arrived by now.
      await new Promise((r) => setTimeout(r, 3 * FEED_POLL_MS));
      const ids = (await notices(owner)).notifications.map((x) => x.id).reverse();
      expect(first.map((p) => (p as { id: string }).id)).toEqual(ids);
      expect(secondHeard.map((p) => (p as { id: string }).id)).toEqual(ids);

      // A read on one node reaches the person's other tabs: on every node through Redis, on its own without.
      expect((await owner.post('/api/notifications/markAllAsRead')).statusCode).toBe(200);
      await eventually(async () => expect(readFirst).toEqual([{ unread_count: 0 }]));
      if (t.infra.config.redisUrl) await eventually(async () => expect(readSecond).toEqual([{ unread_count: 0 }]));
      await new Promise((r) => setTimeout(r, 3 * FEED_POLL_MS));
      expect(readFirst).toHaveLength(1);
      expect(readSecond.length).toBe(t.infra.config.redisUrl ? 1 : 0);
    } finally {
      await second.close();
      await infra.close();
    }
  });
});
