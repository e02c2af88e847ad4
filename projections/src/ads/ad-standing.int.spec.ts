import { randomUUID } from 'node:crypto';
import { createProjectors } from '../read-models';
import { ProjectionRunner } from '../runner/projection-runner';
import { PostgresSearchIndex } from '../search';
import { fakeAdFields, seededRandom } from '../testing/fake-ads';
import { openReadSide, recordingLogger } from '../testing/read-side-test-kit';
import { getAd } from './ads.queries';

/** Verification and promotion events, from their own streams, fold into the `ads` rows and reach the search index. */
describe(`ad standing: verification and promotion (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let kit: Awaited<ReturnType<typeof openReadSide>>;
  let runner: ProjectionRunner;
  const rng = seededRandom(11);
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();
  const append = (streamId: string, type: string, data: Record<string, unknown>) =>
    kit.store.appendToStream(streamId, [{ id: randomUUID(), type, data, metadata: { occurredAt: at(0) } }]);
  const settle = async () => expect(await runner.waitForPosition(await kit.store.headPosition(), { timeoutMs: 10_000 })).toBe(true);
  const createApproved = async (adId: string, ownerId: string, minute: number) => {
    await append(`ad-${adId}`, 'AdCreated', {
      adId,
      ownerId,
      fields: { ...fakeAdFields(rng), city: 'gdansk', province: 'pomorskie', district: undefined },
      createdAt: at(minute),
    });
    await append(`ad-${adId}`, 'AdApproved', { adId, ownerId, approvedBy: 'mod', approvedAt: at(minute + 1) });
  };
  const searchHits = async () =>
    (await new PostgresSearchIndex(kit.db.client).search({ city: 'gdansk', page: 1 } as never)).hits.map((h) => [
      h.id,
      h.verified,
      h.promoted,
    ]);

  beforeAll(async () => {
    kit = await openReadSide();
    runner = new ProjectionRunner({ sql: kit.db.client, eventStore: kit.store, projectors: createProjectors(), logger: recordingLogger() });
    await runner.start();
  }, 60_000);
  afterAll(async () => {
    await runner.stop();
    await kit.close();
  }, 60_000);

  it('badges every ad of a verified owner, later ones too, and takes the badge away on revocation', async () => {
    await createApproved('s1', 'owner-v', 1);
    await append('verification-owner-v', 'AccountVerified', { accountId: 'owner-v', attemptId: 'att-1', verifiedAt: at(5) });
    await createApproved('s2', 'owner-v', 6);
    await createApproved('s3', 'owner-x', 7);
    await settle();
    expect((await getAd(kit.db.client, 's1'))?.verified).toBe(true);
    expect((await getAd(kit.db.client, 's2'))?.verified).toBe(true);
    expect((await getAd(kit.db.client, 's3'))?.verified).toBe(false);
    expect(await searchHits()).toEqual(
      expect.arrayContaining([
        ['s1', true, false],
        ['s2', true, false],
        ['s3', false, false],
      ]),
    );

    await append('verification-owner-v', 'AccountVerificationRevoked', {
      accountId: 'owner-v',
      reason: 'Zdjęcia nie pasują',
      revokedAt: at(8),
    });
    await settle();
    expect((await getAd(kit.db.client, 's1'))?.verified).toBe(false);
    expect(await searchHits()).toEqual(
      expect.arrayContaining([
        ['s1', false, false],
        ['s2', false, false],
      ]),
    );
  });

  it('marks a promoted ad until its end, ranks it first, and a bump moves it up once', async () => {
    await append('promotion-s3', 'AdPromoted', {
      adId: 's3',
      ownerId: 'owner-x',
      orderId: 'o1',
      days: 7,
      promotedAt: at(20),
      until: at(30),
    });
    await settle();
    expect(await getAd(kit.db.client, 's3')).toMatchObject({ promoted: true, promotedUntil: at(30), rankedAt: at(20) });
    expect((await searchHits())[0]).toEqual(['s3', false, true]);

    await append('promotion-s3', 'AdPromotionEnded', { adId: 's3', ownerId: 'owner-x', reason: 'expired', endedAt: at(30) });
    await append('promotion-s1', 'AdBumped', { adId: 's1', ownerId: 'owner-v', orderId: 'o2', bumpedAt: at(31) });
    await settle();
    expect(await getAd(kit.db.client, 's3')).toMatchObject({ promoted: false, promotedUntil: null });
    expect((await getAd(kit.db.client, 's1'))?.rankedAt).toBe(at(31));
    // Nobody promoted: the most recent rise leads (s1's bump, then the approvals newest first).
    expect((await searchHits()).map(([id]) => id)).toEqual(['s1', 's3', 's2']);
  });

  it('a rebuild gives the same rows and documents', async () => {
    const dump = async () => ({
      ads: (
        await kit.db.client.query('SELECT id, verified, promoted, promoted_until, promoted_at, bumped_at, version FROM ads ORDER BY id')
      ).rows,
      owners: (await kit.db.client.query('SELECT * FROM verified_owners ORDER BY account_id')).rows,
      search: (await kit.db.client.query('SELECT id, revision, verified, promoted, ranked_at FROM search_ads ORDER BY id')).rows,
    });
    const incremental = await dump();
    await runner.rebuild('ads');
    await runner.rebuild('search');
    await settle();
    expect(await dump()).toEqual(incremental);
  });
});
