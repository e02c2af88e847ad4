import { loginReservationSubject, personalDataSubject } from '@anonse/contracts';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { useTestApp, type TestClient } from '#api/testing/test-app';
import { DeleteAccountCommand } from '../commands/delete-account.command';
import { AccountErasureWorker } from '../workers/account-erasure.worker';
import { loginKeyOf } from '../login-key';
import { CommandBus } from '@nestjs/cqrs';

const t = useTestApp();
const password = 'Kawa-z-mlekiem-o-7';

/** Registered, logged in, and the address confirmed through its e-mailed link (so the person's ads go to moderation). */
async function register(login: string, email = `${login.toLowerCase()}@example.com`): Promise<{ client: TestClient; id: string }> {
  const client = await t.user({ login, email, password });
  return { client, id: client.id };
}

/** Every table of the database (read models, search index, API tables, the log, any outbox) as text, searched for `needle`. */
async function tablesContaining(needle: string): Promise<string[]> {
  const { rows: tables } = await t.db.client.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
  );
  const hits: string[] = [];
  for (const { table_name } of tables) {
    const { rows } = await t.db.client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table_name}" x WHERE x::text ILIKE $1`, [
      `%${needle}%`,
    ]);
    if (rows[0]!.n > 0) hits.push(table_name);
  }
  return hits;
}

const head = () => t.infra.eventStore.headPosition();

describe('deleting an account (crypto-shredding)', () => {
  const login = 'Zyrafa_Usuwana';
  const email = 'zyrafa.usuwana@example.com';
  const title = 'Zyrafkowa kawiarenka zaprasza';
  const phone = '+48 607 070 707';
  let owner: { client: TestClient; id: string };
  let secondDevice: TestClient;
  let other: { client: TestClient; id: string };
  let approvedAdId = '';
  let pendingAdId = '';
  let otherAdId = '';

  beforeAll(async () => {
    owner = await register(login, email);
    secondDevice = t.client();
    expect((await secondDevice.post('/api/login', { login, password })).statusCode).toBe(200);
    const fields = { ...fakeAdFields(seededRandom(11)), title, phone };
    approvedAdId = (await owner.client.post('/api/anonse', fields)).json().id;
    pendingAdId = (await owner.client.post('/api/anonse', { ...fields, title: `${title} znowu` })).json().id;
    other = await register('Inna_Osoba');
    otherAdId = (await other.client.post('/api/anonse', { ...fakeAdFields(seededRandom(12)), title: 'Ogłoszenie innej osoby' })).json().id;
    const admin = await t.admin();
    expect((await admin.post(`/api/admin/ads/${approvedAdId}/approve`)).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/ads/${otherAdId}/approve`)).statusCode).toBe(200);
    // Each keeps the other's ad as a favourite.
    expect((await owner.client.request('PUT', `/api/user/favourites/${otherAdId}`)).statusCode).toBe(204);
    expect((await other.client.request('PUT', `/api/user/favourites/${approvedAdId}`)).statusCode).toBe(204);
    expect(await tablesContaining('zyrafkowa')).toEqual(expect.arrayContaining(['ads', 'search_ads']));
  });

  it('refuses a wrong password with 403 and changes nothing', async () => {
    const before = await head();
    const res = await owner.client.post('/api/user/delete', { password: 'not-my-password-1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors.password).toBeDefined();
    expect(await head()).toBe(before);
    expect((await owner.client.get('/api/user')).statusCode).toBe(200);
    expect((await secondDevice.get('/api/user')).statusCode).toBe(200);
  });

  it('refuses a malformed body with 400, and a guest with 401', async () => {
    const before = await head();
    expect((await owner.client.post('/api/user/delete', { password: 42 })).statusCode).toBe(400);
    expect((await owner.client.post('/api/user/delete', { __proto__: { password } })).statusCode).toBe(400);
    expect((await t.client().post('/api/user/delete', { password })).statusCode).toBe(401);
    expect(await head()).toBe(before);
  });

  it('deletes the account: logged out everywhere, no login any more', async () => {
    // As the live channel leaves it when the person's socket closes (the console's "last seen"): erased below too.
    await t.db.client.query('INSERT INTO presence_last_seen (account_id, last_seen_at) VALUES ($1, now())', [owner.id]);
    const eventsBefore = (await t.db.client.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;
    const res = await owner.client.post('/api/user/delete', { password });
    expect(res.statusCode).toBe(204);
    expect(owner.client.cookies.has('anonse_session')).toBe(false);
    expect((await owner.client.get('/api/user')).statusCode).toBe(401);
    expect((await secondDevice.get('/api/user')).statusCode).toBe(401);
    expect((await t.client().post('/api/login', { login, password })).statusCode).toBe(422);
    expect((await t.client().post('/api/login', { login: email, password })).statusCode).toBe(422);
    // The log is intact: one event more (AccountDeleted), none removed.
    expect((await t.db.client.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n).toBe(eventsBefore + 1);
    const keys = await t.db.client.query('SELECT subject_id FROM personal_data_keys WHERE subject_id = ANY($1::text[])', [
      [personalDataSubject(owner.id), loginReservationSubject(loginKeyOf(t.infra.keyedHash, login))],
    ]);
    expect(keys.rows).toEqual([]);
  });

  it('leaves no trace of the login, e-mail, ad texts or phone in any table, the log included', async () => {
    for (const secret of [login, email, 'zyrafkowa', '607 070 707', owner.id]) {
      const hits = await tablesContaining(secret);
      // The account id (a random uuid, nothing personal) stays only in the log (stream names, AccountDeleted) and the
      // erasure bookkeeping.
      expect(
        hits.filter(
          (h) =>
            !(secret === owner.id && ['events', 'streams', 'account_erasures', 'personal_data_erasures', 'api_idempotency'].includes(h)),
        ),
      ).toEqual([]);
    }
    for (const id of [approvedAdId, pendingAdId]) expect((await t.client().get(`/api/anonse/${id}`)).statusCode).toBe(404);
    expect((await t.client().get('/api/anonse/search?title=Zyrafkowa')).json().total).toBe(0);
  });

  it("shows the deleted person's ad as unavailable in someone else's favourites", async () => {
    const list = (await other.client.get('/api/user/favourites')).json();
    expect(list.items).toEqual([expect.objectContaining({ adId: approvedAdId, ad: null })]);
  });

  it('a rebuild of every projection from the intact log brings nothing back', async () => {
    const runner = t.infra.runner!;
    await runner.rebuild('all');
    expect(await runner.waitForPosition(await head(), { timeoutMs: 20_000 })).toBe(true);
    for (const secret of [login, email, 'zyrafkowa', '607 070 707']) expect(await tablesContaining(secret)).toEqual([]);
    for (const table of ['accounts', 'ads', 'search_ads']) {
      const { rows } = await t.db.client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE id = ANY($1::text[])`, [
        [owner.id, approvedAdId, pendingAdId],
      ]);
      expect(rows[0]!.n).toBe(0);
    }
    const favourites = await t.db.client.query('SELECT id FROM favourites WHERE account_id = $1', [owner.id]);
    expect(favourites.rows).toEqual([]);
    // The other person's data is untouched.
    expect((await t.client().get(`/api/anonse/${otherAdId}`)).statusCode).toBe(200);
    expect((await other.client.get('/api/user/favourites')).json().items).toHaveLength(1);
  });

  it('finishes an erasure a crash interrupted after the deletion was recorded', async () => {
    const crashed = await register('Przerwana_Osoba');
    const ctx = {
      commandId: 'crash-test',
      correlationId: 'c',
      causationId: 'c',
      actor: { id: crashed.id, role: 0 as const },
      now: t.clock.now().toISOString(),
    };
    // The command alone: as if the process died before the erasure ran.
    const result = await t.app.get(CommandBus).execute(new DeleteAccountCommand(crashed.id, ctx));
    expect(await t.infra.runner!.waitForPosition(result.position, { timeoutMs: 10_000 })).toBe(true);
    const open = await t.db.client.query('SELECT id FROM account_erasures WHERE id = $1 AND completed_at IS NULL', [crashed.id]);
    expect(open.rows).toHaveLength(1);
    // Already unable to log in (the account reads as deleted), but its key still exists.
    expect((await crashed.client.get('/api/user')).statusCode).toBe(401);
    await t.app.get(AccountErasureWorker).runOnce();
    const keys = await t.db.client.query('SELECT 1 FROM personal_data_keys WHERE subject_id = $1', [personalDataSubject(crashed.id)]);
    expect(keys.rows).toEqual([]);
    expect(await tablesContaining('przerwana_osoba')).toEqual([]);
    const done = await t.db.client.query('SELECT id FROM account_erasures WHERE id = $1 AND completed_at IS NOT NULL', [crashed.id]);
    expect(done.rows).toHaveLength(1);
  });
});
