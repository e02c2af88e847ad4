import { createHash } from 'node:crypto';
import { accountStreamId, adStreamId, loginReservationSubject, personalDataSubject } from '@anonse/contracts';
import { ERASED, KeyVault } from '@anonse/eventstore';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { loginKeyOf } from '../contexts/accounts';
import { useTestApp } from '../testing/test-app';

const t = useTestApp();

/** The raw log as stored: what a backup, a replica or an auditor with database access would see. */
async function rawLog(): Promise<string> {
  const { rows } = await t.db.client.query<{ stream_id: string; data: unknown }>(
    'SELECT stream_id, data FROM events ORDER BY global_position',
  );
  return JSON.stringify(rows);
}

describe('personal data in the event log (crypto-shredding)', () => {
  const login = 'Kasia_Sealed';
  const email = 'kasia.sealed@example.com';
  const phone = '+48 601 234 567';
  const password = 'Kawa-z-mlekiem-o-7';
  // A moderator's free text that quotes the person: it must be sealed like the ad itself.
  const reason = 'Numer 601 234 567 widać na zdjęciu';
  let accountId = '';
  let adId = '';
  let rejectedAdId = '';

  beforeAll(async () => {
    // Registered and confirmed through the e-mailed link, so the ads go to moderation.
    const owner = await t.user({ login, email, password });
    accountId = owner.id;
    const fields = { ...fakeAdFields(seededRandom(3)), title: 'Kasia zaprasza na kawę', phone };
    const created = await owner.post('/api/anonse', fields);
    expect(created.statusCode).toBe(201);
    adId = created.json().id;
    const second = await owner.post('/api/anonse', { ...fields, title: 'Kasia zaprasza ponownie' });
    expect(second.statusCode).toBe(201);
    rejectedAdId = second.json().id;
    const admin = await t.admin();
    const rejected = await admin.post(`/api/admin/ads/${rejectedAdId}/reject`, { reason });
    expect(rejected.statusCode).toBe(200);
  });

  it('never stores a login, e-mail, phone or ad text in plain text', async () => {
    const log = await rawLog();
    expect(log).toContain(adId);
    for (const secret of [login, login.toLowerCase(), email, '601 234 567', 'Kasia zaprasza', reason]) expect(log).not.toContain(secret);
  });

  it('names the login reservation by a keyed hash and does not link it to the account in clear', async () => {
    const { rows } = await t.db.client.query<{ stream_id: string; data: unknown }>(
      "SELECT stream_id, data FROM events WHERE type = 'LoginReserved'",
    );
    const reservation = rows.find((r) => r.stream_id === `login-${loginKeyOf(t.infra.keyedHash, login)}`);
    expect(reservation).toBeDefined();
    // Not the plain SHA-256 of the login that anyone holding a list of logins could recompute.
    const plain = createHash('sha256').update(login.toLowerCase()).digest('hex');
    expect(rows.some((r) => r.stream_id.includes(plain))).toBe(false);
    expect(JSON.stringify(reservation!.data)).not.toContain(accountId);
    expect(JSON.stringify(reservation!.data)).not.toContain(personalDataSubject(accountId));
  });

  it('reads the rejection reason back for the application only', async () => {
    const events = await t.infra.eventStore.readStream(adStreamId(rejectedAdId));
    expect(events.find((e) => e.type === 'AdRejected')?.data).toMatchObject({ reason, ownerId: accountId });
  });

  it('reads back in plain text through the application', async () => {
    const [registered] = await t.infra.eventStore.readStream(accountStreamId(accountId));
    expect(registered?.data).toMatchObject({ login, email });
    const [created] = await t.infra.eventStore.readStream(adStreamId(adId));
    expect((created?.data as { fields: { phone: string } }).fields.phone).toBe(phone);
  });

  it('after erasing the person, their events stay in the log but read as erased', async () => {
    const positionsBefore = (await t.db.client.query('SELECT count(*)::int AS n FROM events')).rows[0];
    const vault = new KeyVault(t.db.client);
    await vault.erase(personalDataSubject(accountId));
    await vault.erase(loginReservationSubject(loginKeyOf(t.infra.keyedHash, login)));

    const [created] = await t.infra.eventStore.readStream(adStreamId(adId));
    expect(created?.metadata[ERASED]).toBe(true);
    expect((created?.data as { fields: unknown }).fields).toBeNull();
    const [registered] = await t.infra.eventStore.readStream(accountStreamId(accountId));
    expect((registered?.data as { email: unknown }).email).toBeNull();
    expect((await t.db.client.query('SELECT count(*)::int AS n FROM events')).rows[0]).toEqual(positionsBefore);

    // An erased person can no longer log in, and nothing new can be sealed for them.
    const res = await t.client().post('/api/login', { login, password });
    expect(res.statusCode).toBe(422);
    const [rejected] = (await t.infra.eventStore.readStream(adStreamId(rejectedAdId))).filter((e) => e.type === 'AdRejected');
    expect((rejected?.data as { reason: unknown }).reason).toBeNull();
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
