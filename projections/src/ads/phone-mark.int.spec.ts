import { randomUUID } from 'node:crypto';
import { createProjectors } from '../read-models';
import { ProjectionRunner } from '../runner/projection-runner';
import { PostgresSearchIndex } from '../search';
import { fakeAdFields, seededRandom } from '../testing/fake-ads';
import { openReadSide, recordingLogger } from '../testing/read-side-test-kit';
import { getAd } from './ads.queries';

/**
 * Issue 25: "Telefon zweryfikowany" on an ad whose phone is the number its owner verified by SMS. The phone
 * context's events and the ad's own phone changes fold into the `ads` row (in log order) and reach the index.
 */
describe(`the phone mark (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let kit: Awaited<ReturnType<typeof openReadSide>>;
  let runner: ProjectionRunner;
  const rng = seededRandom(25);
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();
  const append = (streamId: string, type: string, data: Record<string, unknown>) =>
    kit.store.appendToStream(streamId, [{ id: randomUUID(), type, data, metadata: { occurredAt: at(0) } }]);
  const settle = async () => expect(await runner.waitForPosition(await kit.store.headPosition(), { timeoutMs: 10_000 })).toBe(true);
  const createApproved = async (adId: string, ownerId: string, phone: string, minute: number) => {
    await append(`ad-${adId}`, 'AdCreated', {
      adId,
      ownerId,
      fields: { ...fakeAdFields(rng), city: 'sopot', province: 'pomorskie', district: undefined, phone },
      createdAt: at(minute),
    });
    await append(`ad-${adId}`, 'AdApproved', { adId, ownerId, approvedBy: 'mod', approvedAt: at(minute + 1) });
  };
  const changePhone = (adId: string, ownerId: string, phone: string, minute: number) =>
    append(`ad-${adId}`, 'AdDetailsChanged', { adId, ownerId, changes: { phone }, changedAt: at(minute) });
  const verify = (accountId: string, number: string, minute: number) =>
    append(`phone-${accountId}`, 'PhoneVerified', {
      accountId,
      challengeId: randomUUID(),
      number,
      numberKey: `key-${number}`,
      verifiedAt: at(minute),
    });
  const marks = async (...ids: string[]) => Promise.all(ids.map(async (id) => (await getAd(kit.db.client, id))?.phoneVerified));
  const index = () => new PostgresSearchIndex(kit.db.client);
  const markedInSearch = async () =>
    (await index().search({ city: 'sopot', phone_verified: true, page: 1 } as never)).hits.map((h) => [h.id, h.phoneVerified]).sort();

  beforeAll(async () => {
    kit = await openReadSide();
    runner = new ProjectionRunner({ sql: kit.db.client, eventStore: kit.store, projectors: createProjectors(), logger: recordingLogger() });
    await runner.start();
  }, 60_000);
  afterAll(async () => {
    await runner.stop();
    await kit.close();
  }, 60_000);

  it('marks the ads whose phone is the verified number, however it was typed, and the filter finds only them', async () => {
    await createApproved('m1', 'owner-p', '600 100 200', 1);
    await createApproved('m2', 'owner-p', '+48 600 100 201', 3);
    // Another account's ad with the same number: the mark is about the owner's own number.
    await createApproved('m3', 'owner-q', '600100200', 5);
    await verify('owner-p', '+48600100200', 7);
    await createApproved('m4', 'owner-p', '0048-600-100-200', 8);
    await settle();
    expect(await marks('m1', 'm2', 'm3', 'm4')).toEqual([true, false, false, true]);
    expect(await markedInSearch()).toEqual([
      ['m1', true],
      ['m4', true],
    ]);
    const all = (await index().search({ city: 'sopot', page: 1 } as never)).hits;
    expect(all.map((h) => [h.id, h.phoneVerified]).sort()).toEqual([
      ['m1', true],
      ['m2', false],
      ['m3', false],
      ['m4', true],
    ]);
  });

  it('changing the phone to another number takes the mark away at once, and back gives it back', async () => {
    await changePhone('m1', 'owner-p', '600 100 999', 10);
    await settle();
    expect(await marks('m1')).toEqual([false]);
    expect((await markedInSearch()).map(([id]) => id)).toEqual(['m4']);
    await changePhone('m1', 'owner-p', '+48600100200', 11);
    await settle();
    expect(await marks('m1')).toEqual([true]);
  });

  it('a newly verified number moves the mark to its ads; revoking takes every mark away', async () => {
    await verify('owner-p', '+48600100201', 12);
    await settle();
    expect(await marks('m1', 'm2', 'm4')).toEqual([false, true, false]);
    await append('phone-owner-p', 'PhoneVerificationRevoked', {
      accountId: 'owner-p',
      numberKey: 'key-+48600100201',
      staffId: 'staff-1',
      reason: 'Numer należy do kogoś innego',
      revokedAt: at(13),
    });
    await settle();
    expect(await marks('m1', 'm2', 'm4')).toEqual([false, false, false]);
    expect(await markedInSearch()).toEqual([]);
    // A later ad with the once-verified number is not marked either.
    await createApproved('m5', 'owner-p', '600 100 201', 14);
    await settle();
    expect(await marks('m5')).toEqual([false]);
  });

  it('a rebuild gives the same rows and documents, and a deleted account leaves no number behind', async () => {
    await verify('owner-q', '+48600100200', 20);
    await settle();
    expect(await marks('m3')).toEqual([true]);
    const dump = async () => ({
      ads: (await kit.db.client.query('SELECT id, phone_e164, phone_verified, version FROM ads ORDER BY id')).rows,
      owners: (await kit.db.client.query('SELECT * FROM phone_owners ORDER BY account_id')).rows,
      search: (await kit.db.client.query('SELECT id, revision, phone_verified FROM search_ads ORDER BY id')).rows,
    });
    const incremental = await dump();
    await runner.rebuild('ads');
    await runner.rebuild('search');
    await settle();
    expect(await dump()).toEqual(incremental);

    await append('account-owner-q', 'AccountDeleted', { accountId: 'owner-q', adIds: ['m3'], deletedAt: at(21) });
    await settle();
    expect((await kit.db.client.query("SELECT 1 FROM phone_owners WHERE account_id = 'owner-q'")).rows).toEqual([]);
    expect(await getAd(kit.db.client, 'm3')).toBeNull();
  });
});
