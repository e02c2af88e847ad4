import { randomUUID } from 'node:crypto';
import { SearchFilter } from '@anonse/contracts';
import { createProjectors } from '../read-models';
import { ProjectionRunner } from '../runner/projection-runner';
import { PostgresSearchIndex } from '../search';
import { fakeAdFields, seededRandom } from '../testing/fake-ads';
import { openReadSide, recordingLogger } from '../testing/read-side-test-kit';

/**
 * Issue 24: cards show a small video mark while the ad has a clip staff approved. The videos context's approvals and
 * removals fold into the `ads` row (in log order) and reach the search index's hits.
 */
describe(`the video mark (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let kit: Awaited<ReturnType<typeof openReadSide>>;
  let runner: ProjectionRunner;
  const rng = seededRandom(24);
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();
  const append = (streamId: string, type: string, data: Record<string, unknown>) =>
    kit.store.appendToStream(streamId, [{ id: randomUUID(), type, data, metadata: { occurredAt: at(0) } }]);
  const settle = async () => expect(await runner.waitForPosition(await kit.store.headPosition(), { timeoutMs: 10_000 })).toBe(true);
  const createApproved = async (adId: string, ownerId: string, minute: number) => {
    await append(`ad-${adId}`, 'AdCreated', {
      adId,
      ownerId,
      fields: { ...fakeAdFields(rng), city: 'gdynia', province: 'pomorskie', district: undefined },
      createdAt: at(minute),
    });
    await append(`ad-${adId}`, 'AdApproved', { adId, ownerId, approvedBy: 'mod', approvedAt: at(minute + 1) });
  };
  const approveClip = (videoId: string, adId: string, ownerId: string, minute: number) =>
    append(`video-${videoId}`, 'VideoApproved', { videoId, ownerId, adId, approvedBy: 'mod', approvedAt: at(minute) });
  const removeClip = (videoId: string, adId: string | undefined, ownerId: string, minute: number) =>
    append(`video-${videoId}`, 'VideoRemoved', { videoId, ownerId, ...(adId ? { adId } : {}), removedBy: 'staff', removedAt: at(minute) });
  const marksInSearch = async () =>
    Object.fromEntries(
      (await new PostgresSearchIndex(kit.db.client).search(SearchFilter.parse({ city: 'gdynia' }))).hits.map((h) => [h.id, h.hasVideo]),
    );
  const markInRow = async (adId: string) =>
    (await kit.db.client.query<{ has_video: boolean }>('SELECT has_video FROM ads WHERE id = $1', [adId])).rows[0]?.has_video;

  beforeAll(async () => {
    kit = await openReadSide();
    runner = new ProjectionRunner({ sql: kit.db.client, eventStore: kit.store, projectors: createProjectors(), logger: recordingLogger() });
    await runner.start();
  }, 60_000);
  afterAll(async () => {
    await runner.stop();
    await kit.close();
  }, 60_000);

  it('marks an ad while one of its clips is approved, and only that ad', async () => {
    await createApproved('vm1', 'owner-v', 1);
    await createApproved('vm2', 'owner-v', 3);
    await settle();
    expect(await marksInSearch()).toEqual({ vm1: false, vm2: false });

    await approveClip('clip-1', 'vm1', 'owner-v', 5);
    await approveClip('clip-2', 'vm1', 'owner-v', 6);
    await settle();
    expect(await marksInSearch()).toEqual({ vm1: true, vm2: false });

    // One of two clips goes: the mark stays for the other.
    await removeClip('clip-1', 'vm1', 'owner-v', 7);
    await settle();
    expect(await marksInSearch()).toEqual({ vm1: true, vm2: false });

    await removeClip('clip-2', 'vm1', 'owner-v', 8);
    await settle();
    expect(await marksInSearch()).toEqual({ vm1: false, vm2: false });
    expect(await markInRow('vm1')).toBe(false);
  });

  it('keeps the mark of an ad edited after its clip was approved, and leaves it on a removal of a clip never approved', async () => {
    await createApproved('vm3', 'owner-w', 10);
    await approveClip('clip-3', 'vm3', 'owner-w', 12);
    await append('ad-vm3', 'AdDetailsChanged', {
      adId: 'vm3',
      ownerId: 'owner-w',
      changes: { title: 'Nowy tytuł ogłoszenia' },
      changedAt: at(13),
    });
    await removeClip('clip-never-approved', 'vm3', 'owner-w', 14);
    await settle();
    expect(await markInRow('vm3')).toBe(true);
    expect((await marksInSearch()).vm3).toBe(true);
  });

  it('takes the mark off while a blurred clip waits for staff again, and puts it back on the new approval', async () => {
    await createApproved('vm5', 'owner-y', 30);
    await approveClip('clip-5', 'vm5', 'owner-y', 32);
    await settle();
    expect((await marksInSearch()).vm5).toBe(true);
    const region = { shape: 'rect', x: 0.1, y: 0.1, width: 0.2, height: 0.2 };
    await append('video-clip-5', 'VideoBlurRequested', {
      videoId: 'clip-5',
      ownerId: 'owner-y',
      adId: 'vm5',
      regions: [region],
      requestedAt: at(33),
    });
    await settle();
    expect(await markInRow('vm5')).toBe(false);
    expect((await marksInSearch()).vm5).toBe(false);
    await approveClip('clip-5', 'vm5', 'owner-y', 35);
    await settle();
    expect((await marksInSearch()).vm5).toBe(true);
  });

  it("drops the list of approved clips with a deleted account's ads", async () => {
    await createApproved('vm4', 'owner-x', 20);
    await approveClip('clip-4', 'vm4', 'owner-x', 22);
    await settle();
    await append('account-owner-x', 'AccountDeleted', { accountId: 'owner-x', adIds: ['vm4'], deletedAt: at(23) });
    await settle();
    const { rows } = await kit.db.client.query('SELECT video_id FROM ad_videos WHERE ad_id = $1', ['vm4']);
    expect(rows).toEqual([]);
    expect((await marksInSearch()).vm4).toBeUndefined();
  });
});
