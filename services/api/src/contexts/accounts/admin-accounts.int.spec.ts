import {
  accountStreamId,
  dataAccessStreamId,
  ROLES,
  type AdFields,
  type AdminAccountDetailDto,
  type AdminAccountDto,
  type UserDto,
} from '@anonse/contracts';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { useTestApp, type TestClient, type TestUser } from '#api/testing/test-app';

const t = useTestApp();
jest.setTimeout(60_000);

const rng = seededRandom(1010);

let admin: TestClient;
let adminUser: UserDto;
let moderator: TestClient;
let moderatorUser: UserDto;
let auditor: TestClient;
let alice: TestUser;
let bob: TestUser;
let aliceAds: { active: string; pending: string };

async function settle(): Promise<void> {
  const head = await t.infra.eventStore.headPosition();
  expect(await t.infra.runner!.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
}

async function createAd(owner: TestUser): Promise<string> {
  const fields: AdFields = { ...fakeAdFields(rng), city: 'warszawa', province: 'mazowieckie' };
  delete fields.district;
  const created = await owner.post('/api/anonse', fields);
  expect(created.statusCode).toBe(201);
  return created.json<{ id: string }>().id;
}

const me = async (c: TestClient) => (await c.get('/api/user')).json<UserDto>();
const searchIds = async () => (await t.client().get('/api/anonse/search')).json<{ hits: { id: string }[] }>().hits.map((h) => h.id);
const list = async (who: TestClient, filter: Record<string, unknown>, sort = '["registeredAt","ASC"]') => {
  const res = await who.get(
    `/api/admin/accounts?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]&sort=${encodeURIComponent(sort)}`,
  );
  expect(res.statusCode).toBe(200);
  return { rows: res.json<AdminAccountDto[]>(), range: res.headers['content-range'] };
};
const accountEvents = async (id: string) => (await t.infra.eventStore.readStream(accountStreamId(id))).map((e) => e.type);
const put = (c: TestClient, url: string, json: unknown, headers: Record<string, string> = {}) => c.request('PUT', url, { json, headers });

beforeAll(async () => {
  admin = await t.admin();
  adminUser = await me(admin);
  moderator = await t.staff(ROLES.moderator);
  moderatorUser = await me(moderator);
  auditor = await t.staff(ROLES.auditor);
  alice = await t.user({ login: `alice${Date.now() % 100000}` });
  bob = await t.user({ login: `bob${Date.now() % 100000}` });
  aliceAds = { active: await createAd(alice), pending: await createAd(alice) };
  expect((await moderator.post(`/api/admin/ads/${aliceAds.active}/approve`, undefined, { 'if-match': '"0"' })).statusCode).toBe(200);
  await settle();
});

describe('/api/admin/accounts: the list and one account', () => {
  it('lists by part of a login, role and blocked, with Content-Range; never an e-mail address', async () => {
    const byLogin = await list(auditor, { q: alice.login.slice(1).toUpperCase() });
    expect(byLogin.rows.map((r) => r.id)).toEqual([alice.id]);
    expect(byLogin.range).toBe('accounts 0-0/1');
    expect(JSON.stringify(byLogin.rows)).not.toContain(alice.email);
    // Two letters: the beginning of a login.
    expect((await list(auditor, { q: alice.login.slice(0, 2) })).rows.map((r) => r.id)).toContain(alice.id);
    expect((await list(auditor, { role: ROLES.moderator })).rows.map((r) => r.id)).toEqual([moderatorUser.id]);
    expect((await list(auditor, { blocked: true })).rows).toEqual([]);
    const sorted = (await list(auditor, {}, '["login","DESC"]')).rows.map((r) => r.login);
    expect(sorted).toEqual([...sorted].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));
  });

  it('refuses a bad filter, sort or range with 400', async () => {
    expect((await auditor.get(`/api/admin/accounts?filter=${encodeURIComponent('{"email":"x"}')}`)).statusCode).toBe(400);
    expect((await auditor.get(`/api/admin/accounts?filter=${encodeURIComponent('{"role":7}')}`)).statusCode).toBe(400);
    expect((await auditor.get(`/api/admin/accounts?sort=${encodeURIComponent('["password","ASC"]')}`)).statusCode).toBe(400);
    expect((await auditor.get('/api/admin/accounts?range=[5,1]')).statusCode).toBe(400);
    expect((await alice.get('/api/admin/accounts')).statusCode).toBe(403);
    expect((await t.client().get('/api/admin/accounts')).statusCode).toBe(401);
  });

  it('shows one account with its e-mail, ads and points, and records the view as an event first', async () => {
    const before = (await t.infra.eventStore.readStream(dataAccessStreamId(alice.id))).length;
    const res = await auditor.get(`/api/admin/accounts/${alice.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminAccountDetailDto>()).toMatchObject({
      id: alice.id,
      login: alice.login,
      email: alice.email,
      role: ROLES.user,
      blocked: false,
      deleted: false,
      points: 0,
      verification: 'none',
      ads: { total: 2, active: 1, pending: 1 },
    });
    expect(res.headers.etag).toMatch(/^"\d+"$/);
    const views = await t.infra.eventStore.readStream(dataAccessStreamId(alice.id));
    expect(views).toHaveLength(before + 1);
    expect(views.at(-1)).toMatchObject({
      type: 'PersonalDataViewed',
      data: { subjectAccountId: alice.id, viewerRole: ROLES.auditor, what: 'account' },
    });
    expect((await auditor.get('/api/admin/accounts/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await auditor.get('/api/admin/accounts/not-an-id')).statusCode).toBe(404);
  });
});

describe('/api/admin/accounts: roles', () => {
  it('an administrator grants a role, and it counts at the very next request', async () => {
    expect((await bob.get('/api/admin/accounts')).statusCode).toBe(403);
    const res = await put(admin, `/api/admin/accounts/${bob.id}/role`, { role: ROLES.moderator });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: bob.id, role: ROLES.moderator, blocked: false });
    // The same session, no new login.
    expect((await me(bob)).role).toBe(ROLES.moderator);
    expect((await bob.get('/api/admin/accounts')).statusCode).toBe(200);
    expect((await list(auditor, { role: ROLES.moderator })).rows.map((r) => r.id).sort()).toEqual([bob.id, moderatorUser.id].sort());
    expect((await put(admin, `/api/admin/accounts/${bob.id}/role`, { role: ROLES.user })).statusCode).toBe(200);
    expect((await me(bob)).role).toBe(ROLES.user);
  });

  it('a moderator or an auditor cannot grant (403), nor anyone their own role or a bad one; nothing is appended', async () => {
    const before = await accountEvents(alice.id);
    expect((await put(moderator, `/api/admin/accounts/${alice.id}/role`, { role: ROLES.administrator })).statusCode).toBe(403);
    expect((await put(auditor, `/api/admin/accounts/${alice.id}/role`, { role: ROLES.moderator })).statusCode).toBe(403);
    expect((await put(admin, `/api/admin/accounts/${alice.id}/role`, { role: 9 })).statusCode).toBe(400);
    expect((await put(admin, `/api/admin/accounts/${alice.id}/role`, { role: ROLES.user })).statusCode).toBe(409);
    const stale = await put(admin, `/api/admin/accounts/${alice.id}/role`, { role: ROLES.moderator }, { 'if-match': '"999"' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ id: alice.id, role: ROLES.user, blocked: false });
    expect(stale.body).not.toContain(alice.email);
    expect((await put(admin, '/api/admin/accounts/00000000-0000-4000-8000-000000000000/role', { role: ROLES.moderator })).statusCode).toBe(
      404,
    );
    expect(await accountEvents(alice.id)).toEqual(before);
    const self = await put(admin, `/api/admin/accounts/${adminUser.id}/role`, { role: ROLES.user }, { 'accept-language': 'en' });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot change the role of or block your own account.');
    expect((await me(admin)).role).toBe(ROLES.administrator);
  });
});

describe('/api/admin/accounts: blocking', () => {
  it('a block ends the sessions, refuses login, takes the ads off the site; an unblock brings them back', async () => {
    expect(await searchIds()).toContain(aliceAds.active);
    // Her live channel (notices) is open in a browser tab: the block closes it too.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.getHttpServer().address() as AddressInfo).port;
    const cookie = [...alice.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: '/socket.io/',
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) => (socket.once('connect', resolve), socket.once('connect_error', reject)));
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const blocked = await moderator.post(`/api/admin/accounts/${alice.id}/block`, {
      reason: 'Oszustwo zgłoszone przez kilku użytkowników',
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ id: alice.id, blocked: true });

    expect(await closed).toBe('io server disconnect');
    // The open session is gone, and the right password logs nobody in, in the reader's language.
    expect((await alice.get('/api/user')).statusCode).toBe(401);
    const { rows: sessions } = await t.db.client.query('SELECT 1 FROM api_sessions WHERE account_id = $1', [alice.id]);
    expect(sessions).toHaveLength(0);
    const login = await t.client().post('/api/login', { login: alice.login, password: alice.password }, { 'accept-language': 'pl' });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/zablokowane/);
    expect(login.headers['set-cookie']?.toString() ?? '').not.toMatch(/session/i);

    await settle();
    expect(await searchIds()).not.toContain(aliceAds.active);
    expect((await list(auditor, { blocked: true })).rows).toMatchObject([
      { id: alice.id, blockedReason: 'Oszustwo zgłoszone przez kilku użytkowników' },
    ]);
    expect((await auditor.get(`/api/admin/accounts/${alice.id}`)).json()).toMatchObject({ blocked: true, blockedBy: moderatorUser.id });

    // Twice is a conflict; an auditor changes nothing.
    expect((await moderator.post(`/api/admin/accounts/${alice.id}/block`, { reason: 'Jeszcze raz' })).statusCode).toBe(409);
    expect((await auditor.post(`/api/admin/accounts/${alice.id}/unblock`, {})).statusCode).toBe(403);

    const unblocked = await moderator.post(`/api/admin/accounts/${alice.id}/unblock`, { reason: 'Wyjaśnione' });
    expect(unblocked.statusCode).toBe(200);
    expect((await moderator.post(`/api/admin/accounts/${alice.id}/unblock`, {})).statusCode).toBe(409);
    const again = t.client();
    expect((await again.post('/api/login', { login: alice.login, password: alice.password })).statusCode).toBe(200);
    await settle();
    // The active ad is back; the pending one never was public.
    const ids = await searchIds();
    expect(ids).toContain(aliceAds.active);
    expect(ids).not.toContain(aliceAds.pending);
    expect((await list(auditor, { blocked: true })).rows).toEqual([]);
  });

  it('a moderator blocks users only; nobody blocks themselves; bad input changes nothing', async () => {
    const admin2 = await t.admin();
    const admin2User = await me(admin2);
    const before = await accountEvents(admin2User.id);
    expect((await moderator.post(`/api/admin/accounts/${admin2User.id}/block`, { reason: 'Nadużycia' })).statusCode).toBe(403);
    expect((await moderator.post(`/api/admin/accounts/${moderatorUser.id}/block`, { reason: 'Nadużycia' })).statusCode).toBe(403);
    expect((await moderator.post(`/api/admin/accounts/${bob.id}/block`, { reason: 'x' })).statusCode).toBe(400);
    expect((await moderator.post(`/api/admin/accounts/${bob.id}/block`, { reason: 'Spam', extra: 1 })).statusCode).toBe(400);
    expect((await moderator.post('/api/admin/accounts/00000000-0000-4000-8000-000000000000/block', { reason: 'Spam' })).statusCode).toBe(
      404,
    );
    expect(await accountEvents(admin2User.id)).toEqual(before);
    expect((await accountEvents(bob.id)).filter((e) => e === 'AccountBlocked')).toEqual([]);
    // An administrator may block another member of staff.
    expect((await admin.post(`/api/admin/accounts/${admin2User.id}/block`, { reason: 'Konto przejęte' })).statusCode).toBe(200);
    expect((await admin2.get('/api/user')).statusCode).toBe(401);
  });
});
