import { accountStreamId, adStreamId, personalDataSubject } from '@anonse/contracts';
import { ERASED, KeyVault } from '@anonse/eventstore';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
}, 30_000);

/** The raw log as stored: what a backup, a replica or an auditor with database access would see. */
async function rawLog(): Promise<string> {
  const { rows } = await t.db.client.query<{ stream_id: string; data: unknown }>('SELECT stream_id, data FROM events ORDER BY global_position');
  return JSON.stringify(rows);
}

describe('personal data in the event log (crypto-shredding)', () => {
  const login = 'Kasia_Sealed';
  const email = 'kasia.sealed@example.com';
  const phone = '+48 601 234 567';
  let accountId = '';
  let adId = '';

  beforeAll(async () => {
    const owner = t.client();
    const reg = await owner.post('/api/register', { login, email, password: 'secret-pass-1', password_confirmation: 'secret-pass-1', terms: true });
    expect(reg.statusCode).toBe(201);
    accountId = reg.json().id;
    const fields = { ...fakeAdFields(seededRandom(3)), title: 'Kasia zaprasza na kawę', phone };
    const created = await owner.post('/api/anonse', fields);
    expect(created.statusCode).toBe(201);
    adId = created.json().id;
  });

  it('never stores a login, e-mail, phone or ad text in plain text', async () => {
    const log = await rawLog();
    expect(log).toContain(adId);
    for (const secret of [login, login.toLowerCase(), email, '601 234 567', 'Kasia zaprasza'])
      expect(log).not.toContain(secret);
  });

  it('reads back in plain text through the application', async () => {
    const [registered] = await t.infra.eventStore.readStream(accountStreamId(accountId));
    expect(registered?.data).toMatchObject({ login, email });
    const [created] = await t.infra.eventStore.readStream(adStreamId(adId));
    expect((created?.data as { fields: { phone: string } }).fields.phone).toBe(phone);
  });

  it('after erasing the person, their events stay in the log but read as erased', async () => {
    const positionsBefore = (await t.db.client.query('SELECT count(*)::int AS n FROM events')).rows[0];
    await new KeyVault(t.db.client).erase(personalDataSubject(accountId));

    const [created] = await t.infra.eventStore.readStream(adStreamId(adId));
    expect(created?.metadata[ERASED]).toBe(true);
    expect((created?.data as { fields: unknown }).fields).toBeNull();
    const [registered] = await t.infra.eventStore.readStream(accountStreamId(accountId));
    expect((registered?.data as { email: unknown }).email).toBeNull();
    expect((await t.db.client.query('SELECT count(*)::int AS n FROM events')).rows[0]).toEqual(positionsBefore);

    // An erased person can no longer log in, and nothing new can be sealed for them.
    const res = await t.client().post('/api/login', { login, password: 'secret-pass-1' });
    expect(res.statusCode).toBe(422);
  });

  it('a rebuild of the read models from the intact log leaves no row of the erased person', async () => {
    const count = async (table: string, id: string) =>
      (await t.db.client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE id = $1`, [id])).rows[0]?.n;
    // Projected before the erasure (a later issue adds the PersonErased event that deletes them at once).
    expect(await count('ads', adId)).toBe(1);
    expect(await count('accounts', accountId)).toBe(1);

    const runner = t.infra.runner!;
    await runner.rebuild('all');
    expect(await runner.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 10_000 })).toBe(true);
    expect(await count('ads', adId)).toBe(0);
    expect(await count('search_ads', adId)).toBe(0);
    expect(await count('accounts', accountId)).toBe(0);
  });
});
