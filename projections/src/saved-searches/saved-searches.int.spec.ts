import { randomUUID } from 'node:crypto';
import { createProjectors } from '../read-models';
import { ProjectionRunner } from '../runner/projection-runner';
import { fakeAdFields, seededRandom } from '../testing/fake-ads';
import { openReadSide, recordingLogger } from '../testing/read-side-test-kit';
import { savedSearchAlertsDue, savedSearchDigestsDue } from './saved-searches.queries';

describe(`saved-searches read model (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let kit: Awaited<ReturnType<typeof openReadSide>>;
  let runner: ProjectionRunner;
  const rng = seededRandom(11);
  const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 10, minute)).toISOString();
  const append = (streamId: string, type: string, data: Record<string, unknown>) =>
    kit.store.appendToStream(streamId, [{ id: randomUUID(), type, data, metadata: { occurredAt: at(0) } }]);
  const settle = async () => expect(await runner.waitForPosition(await kit.store.headPosition(), { timeoutMs: 10_000 })).toBe(true);
  const save = (searchId: string, query: string, minute: number) =>
    append('saved-searches-u1', 'SavedSearchCreated', {
      accountId: 'u1',
      searchId,
      name: `Szukam ${searchId}`,
      query,
      digest: true,
      createdAt: at(minute),
    });
  const create = (adId: string, city: 'krakow' | 'warszawa', minute: number) =>
    append(`ad-${adId}`, 'AdCreated', {
      adId,
      ownerId: 'u2',
      fields: {
        ...fakeAdFields(rng),
        category: 'kobieta',
        city,
        province: city === 'krakow' ? 'malopolskie' : 'mazowieckie',
        district: undefined,
      },
      createdAt: at(minute),
    });
  const approve = (adId: string, minute: number) =>
    append(`ad-${adId}`, 'AdApproved', { adId, ownerId: 'u2', approvedBy: 'mod', approvedAt: at(minute) });
  const matches = async () =>
    (await kit.db.client.query<{ id: string }>('SELECT id FROM saved_search_matches ORDER BY id')).rows.map((r) => r.id);
  const dump = async () => ({
    searches: (await kit.db.client.query('SELECT * FROM saved_searches ORDER BY id')).rows,
    matches: (await kit.db.client.query('SELECT * FROM saved_search_matches ORDER BY id')).rows,
    unapproved: (await kit.db.client.query('SELECT * FROM saved_search_unapproved_ads ORDER BY id')).rows,
    owners: (await kit.db.client.query('SELECT * FROM saved_search_owners ORDER BY account_id')).rows,
  });

  beforeAll(async () => {
    kit = await openReadSide();
    runner = new ProjectionRunner({ sql: kit.db.client, eventStore: kit.store, projectors: createProjectors(), logger: recordingLogger() });
    await runner.start();
    for (const accountId of ['u1', 'u2'])
      await append(`account-${accountId}`, 'AccountRegistered', {
        accountId,
        login: `login-${accountId}`,
        email: `${accountId}@example.com`,
        passwordHash: 'x',
        role: 0,
        registeredAt: at(0),
      });
  }, 60_000);
  afterAll(async () => {
    await runner.stop();
    await kit.close();
  }, 60_000);

  it('matches an ad at its first approval with the searches saved before it, once; a rebuild gives the same rows', async () => {
    await save('s1', 'city=krakow', 1);
    await create('a1', 'krakow', 2);
    await create('a2', 'krakow', 2);
    await save('s2', 'city=krakow&tag1=kobieta', 3);
    await approve('a1', 4);
    await approve('a2', 4);
    await create('a3', 'warszawa', 5);
    await approve('a3', 5);
    // Saved after a1's approval: a1 hidden and approved again is not news to it, nor to s1 again.
    await save('s3', 'city=krakow', 6);
    await append('ad-a1', 'AdRejected', { adId: 'a1', ownerId: 'u2', rejectedBy: 'mod', reason: 'Popraw zdjęcia', rejectedAt: at(7) });
    await append('ad-a1', 'AdResubmitted', {
      adId: 'a1',
      ownerId: 'u2',
      fields: { ...fakeAdFields(rng), category: 'kobieta', city: 'krakow', province: 'malopolskie', district: undefined },
      resubmittedAt: at(8),
    });
    await approve('a1', 9);
    await settle();
    expect(await matches()).toEqual(['s1:a1', 's1:a2', 's2:a1', 's2:a2']);
    expect((await savedSearchAlertsDue(kit.db.client, new Date(at(4)), 10)).map((d) => [d.searchId, d.adIds.sort()])).toEqual([
      ['s1', ['a1', 'a2']],
      ['s2', ['a1', 'a2']],
    ]);
    expect(await savedSearchAlertsDue(kit.db.client, new Date(at(3)), 10)).toEqual([]);

    const incremental = await dump();
    await runner.rebuild('saved-searches');
    await settle();
    expect(await dump()).toEqual(incremental);
  });

  it('matches an ad hidden again right after its first approval as it was then, also on a rebuild, and never again', async () => {
    await save('s4', 'city=warszawa', 20);
    await create('a5', 'warszawa', 20);
    await approve('a5', 21);
    await append('ad-a5', 'AdRejected', { adId: 'a5', ownerId: 'u2', rejectedBy: 'mod', reason: 'Popraw zdjęcia', rejectedAt: at(22) });
    await settle();
    expect((await matches()).filter((id) => id.endsWith(':a5'))).toEqual(['s4:a5']);
    // Rebuilt now, this projector replays a5's approval while the ads read model already shows it rejected: it must
    // not look there (saved-searches-batches.int.spec.ts tries every such schedule).
    const incremental = await dump();
    await runner.rebuild('saved-searches');
    await settle();
    expect(await dump()).toEqual(incremental);
    await save('s5', 'city=warszawa', 23);
    await append('ad-a5', 'AdResubmitted', {
      adId: 'a5',
      ownerId: 'u2',
      fields: { ...fakeAdFields(rng), category: 'kobieta', city: 'warszawa', province: 'mazowieckie', district: undefined },
      resubmittedAt: at(24),
    });
    await approve('a5', 25);
    await settle();
    const a5 = await kit.db.client.query<{ id: string; matched_at: Date }>(
      "SELECT id, matched_at FROM saved_search_matches WHERE ad_id = 'a5' ORDER BY id",
    );
    expect(a5.rows.map((r) => [r.id, new Date(r.matched_at).toISOString()])).toEqual([['s4:a5', at(21)]]);
    for (const id of ['s4', 's5'])
      await append('saved-searches-u1', 'SavedSearchDeleted', { accountId: 'u1', searchId: id, deletedAt: at(26) });
    await settle();
  });

  it("matches a search for the phone mark with the ads whose phone was the owner's verified number at approval", async () => {
    const createIn = (adId: string, phone: string, minute: number) =>
      append(`ad-${adId}`, 'AdCreated', {
        adId,
        ownerId: 'u2',
        fields: { ...fakeAdFields(rng), category: 'kobieta', city: 'gdansk', province: 'pomorskie', district: undefined, phone },
        createdAt: at(minute),
      });
    await save('s7', 'city=gdansk&phone_verified=true', 30);
    await save('s8', 'city=gdansk', 30);
    await append('phone-u2', 'PhoneVerified', {
      accountId: 'u2',
      challengeId: 'ch-1',
      number: '+48600100200',
      numberKey: 'key-1',
      verifiedAt: at(31),
    });
    await createIn('a7', '600 100 200', 32);
    await createIn('a8', '600 100 201', 32);
    await approve('a7', 33);
    await approve('a8', 33);
    await append('phone-u2', 'PhoneVerificationRevoked', {
      accountId: 'u2',
      numberKey: 'key-1',
      staffId: null,
      reason: '',
      revokedAt: at(34),
    });
    await createIn('a9', '+48 600 100 200', 35);
    await approve('a9', 36);
    await settle();
    expect((await matches()).filter((id) => id.startsWith('s7:') || id.startsWith('s8:'))).toEqual(['s7:a7', 's8:a7', 's8:a8', 's8:a9']);
    const incremental = await dump();
    await runner.rebuild('saved-searches');
    await settle();
    expect(await dump()).toEqual(incremental);
    for (const id of ['s7', 's8'])
      await append('saved-searches-u1', 'SavedSearchDeleted', { accountId: 'u1', searchId: id, deletedAt: at(37) });
    await settle();
  });

  it('moves the next notice an hour on, and forgets what a digest sent or a switched-off search owes', async () => {
    await append('saved-searches-u1', 'SavedSearchAlerted', {
      accountId: 'u1',
      searchId: 's1',
      name: 'Szukam s1',
      query: 'city=krakow',
      adIds: ['a1'],
      alertedAt: at(10),
    });
    await settle();
    // a2 matched before the notice but was not in it: due an hour after the notice.
    expect(await savedSearchAlertsDue(kit.db.client, new Date(at(69)), 10)).toEqual([
      { searchId: 's2', accountId: 'u1', adIds: ['a1', 'a2'] },
    ]);
    expect((await savedSearchAlertsDue(kit.db.client, new Date(at(70)), 10)).map((d) => d.searchId)).toEqual(['s2', 's1']);
    expect(await savedSearchDigestsDue(kit.db.client, new Date(at(30)), 10)).toEqual([
      {
        accountId: 'u1',
        searches: [
          { searchId: 's1', adIds: ['a1', 'a2'] },
          { searchId: 's2', adIds: ['a1', 'a2'] },
        ],
      },
    ]);
    await append('saved-searches-u1', 'SavedSearchDigestCompiled', {
      accountId: 'u1',
      day: '2025-01-01',
      searches: [{ searchId: 's1', name: 'Szukam s1', query: 'city=krakow', adIds: ['a1', 'a2'] }],
      compiledAt: at(11),
    });
    await append('saved-searches-u1', 'SavedSearchDigestChanged', {
      accountId: 'u1',
      searchId: 's2',
      digest: false,
      via: 'unsubscribe',
      changedAt: at(12),
    });
    await settle();
    expect(await savedSearchDigestsDue(kit.db.client, new Date(at(30)), 10)).toEqual([]);
    await append('account-u1', 'AccountDeleted', { accountId: 'u1', adIds: [], deletedAt: at(13) });
    await settle();
    expect(await dump()).toMatchObject({ searches: [], matches: [] });
  });
});
