import { randomUUID } from 'node:crypto';
import { VIDEO_ATTESTATION_VERSION } from '@anonse/contracts';
import { createProjectors } from '../read-models';
import { ProjectionRunner } from '../runner/projection-runner';
import { fakeAdFields, seededRandom } from '../testing/fake-ads';
import { openReadSide, recordingLogger } from '../testing/read-side-test-kit';
import {
  adsWithVideos,
  approvedVideosOfAd,
  findDueVideoIds,
  feedKeyOf,
  feedPage,
  getVideo,
  PROMOTED_HEAD_START_MS,
  videoReviewQueue,
  videosOfOwner,
} from './videos.queries';

describe(`videos read model (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let kit: Awaited<ReturnType<typeof openReadSide>>;
  let runner: ProjectionRunner;
  const rng = seededRandom(24);
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 10, minute)).toISOString();
  const append = (stream: string, type: string, data: Record<string, unknown>) =>
    kit.store.appendToStream(stream, [{ id: randomUUID(), type, data, metadata: { occurredAt: at(0) } }]);
  const settle = async () => expect(await runner.waitForPosition(await kit.store.headPosition(), { timeoutMs: 10_000 })).toBe(true);

  const ad = async (adId: string, ownerId: string) => {
    await append(`ad-${adId}`, 'AdCreated', {
      adId,
      ownerId,
      fields: { ...fakeAdFields(rng), title: `Ogłoszenie ${adId}` },
      createdAt: at(0),
    });
    await append(`ad-${adId}`, 'AdApproved', { adId, approvedBy: 'mod-1', approvedAt: at(1) });
  };
  const upload = async (videoId: string, adId: string, ownerId: string, minute: number) => {
    const stream = `video-${videoId}`;
    await append(stream, 'VideoUploaded', {
      videoId,
      ownerId,
      adId,
      sourceKey: `private/videos/${videoId}/source`,
      durationMs: 12_000,
      width: 1080,
      height: 1920,
      bytes: 5_000_000,
      uploadedAt: at(minute),
    });
    await append(stream, 'VideoConsentAttested', {
      videoId,
      ownerId,
      everyoneAdult: true,
      everyoneConsented: true,
      uploaderAppears: true,
      textVersion: VIDEO_ATTESTATION_VERSION,
      attestedAt: at(minute),
    });
  };
  const process = async (videoId: string, minute: number) => {
    await append(`video-${videoId}`, 'VideoProcessingStarted', { videoId, attempt: 1, startedAt: at(minute) });
    await append(`video-${videoId}`, 'VideoProcessed', {
      videoId,
      renditions: [{ quality: 720, fileKey: `private/videos/${videoId}/a1-720.mp4`, width: 720, height: 1280, bytes: 900_000 }],
      posterKey: `private/videos/${videoId}/a1-poster.jpg`,
      posterWidth: 720,
      posterHeight: 1280,
      blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
      durationMs: 11_960,
      processedAt: at(minute),
    });
  };
  const approve = (videoId: string, ownerId: string, adId: string, minute: number, adPromoted = false) =>
    append(`video-${videoId}`, 'VideoApproved', { videoId, ownerId, adId, approvedBy: 'mod-1', adPromoted, approvedAt: at(minute) });

  beforeAll(async () => {
    kit = await openReadSide();
    runner = new ProjectionRunner({ sql: kit.db.client, eventStore: kit.store, projectors: createProjectors(), logger: recordingLogger() });
    await runner.start();
    await ad('ad-1', 'owner-1');
    await ad('ad-2', 'owner-2');
  }, 60_000);
  afterAll(async () => {
    await runner.stop();
    await kit.close();
  }, 60_000);

  it('follows a clip from upload to approval, with its attestation, renditions and poster', async () => {
    await upload('v-life', 'ad-1', 'owner-1', 2);
    await settle();
    expect(await getVideo(kit.db.client, 'v-life')).toMatchObject({
      status: 'uploaded',
      attestation: { textVersion: VIDEO_ATTESTATION_VERSION, everyoneAdult: true, everyoneConsented: true, uploaderAppears: true },
    });
    expect(await findDueVideoIds(kit.db.client, new Date(at(0)), 50)).toContain('v-life');
    await process('v-life', 3);
    await settle();
    const ready = await getVideo(kit.db.client, 'v-life');
    expect(ready).toMatchObject({
      status: 'ready-for-review',
      durationMs: 11_960,
      blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
      posterWidth: 720,
    });
    expect(ready!.renditions).toHaveLength(1);
    expect(await findDueVideoIds(kit.db.client, new Date(at(59)), 50)).not.toContain('v-life');
    expect((await videoReviewQueue(kit.db.client, { limit: 10, offset: 0 })).rows.map((r) => r.id)).toContain('v-life');
    await approve('v-life', 'owner-1', 'ad-1', 4);
    await settle();
    expect(await getVideo(kit.db.client, 'v-life')).toMatchObject({ status: 'approved', feedKey: Date.parse(at(4)), decidedBy: 'mod-1' });
    expect((await videoReviewQueue(kit.db.client, { limit: 10, offset: 0 })).rows.map((r) => r.id)).not.toContain('v-life');
    expect((await approvedVideosOfAd(kit.db.client, 'ad-1')).map((v) => v.id)).toEqual(['v-life']);
    expect(await adsWithVideos(kit.db.client, ['ad-1', 'ad-2'])).toEqual(new Set(['ad-1']));
  });

  it('takes a clip blurred later out of the feed and back to the worker and to review', async () => {
    await upload('v-blur', 'ad-9', 'owner-9', 2);
    await process('v-blur', 3);
    await approve('v-blur', 'owner-9', 'ad-9', 4);
    await settle();
    expect((await approvedVideosOfAd(kit.db.client, 'ad-9')).map((v) => v.id)).toEqual(['v-blur']);
    const region = { shape: 'rect', x: 0.1, y: 0.1, width: 0.2, height: 0.2 };
    await append('video-v-blur', 'VideoBlurRequested', {
      videoId: 'v-blur',
      ownerId: 'owner-9',
      adId: 'ad-9',
      regions: [region],
      requestedAt: at(5),
    });
    await settle();
    expect(await getVideo(kit.db.client, 'v-blur')).toMatchObject({ status: 'uploaded', feedKey: null });
    expect(await findDueVideoIds(kit.db.client, new Date(at(0)), 50)).toContain('v-blur');
    expect(await approvedVideosOfAd(kit.db.client, 'ad-9')).toEqual([]);
    await process('v-blur', 6);
    await settle();
    expect((await videoReviewQueue(kit.db.client, { limit: 10, offset: 0 })).rows.map((r) => r.id)).toContain('v-blur');
  });

  it('retries a crashed attempt only once its lease has run out', async () => {
    await upload('v-crash', 'ad-1', 'owner-1', 5);
    await append('video-v-crash', 'VideoProcessingStarted', { videoId: 'v-crash', attempt: 1, startedAt: at(6) });
    await settle();
    expect(await findDueVideoIds(kit.db.client, new Date(at(6)), 50)).not.toContain('v-crash');
    expect(await findDueVideoIds(kit.db.client, new Date(at(7)), 50)).toContain('v-crash');
  });

  it('pages the feed by a stable key that gives a promoted clip a head start, and only for active ads', async () => {
    for (const [i, id] of ['f1', 'f2', 'f3', 'f4'].entries()) {
      await upload(id, 'ad-2', 'owner-2', 10 + i);
      await process(id, 10 + i);
      await approve(id, 'owner-2', 'ad-2', 20 + i, id === 'f1');
    }
    await settle();
    expect((await getVideo(kit.db.client, 'f1'))!.feedKey).toBe(feedKeyOf(at(20), true));
    expect(feedKeyOf(at(20), true) - feedKeyOf(at(20), false)).toBe(PROMOTED_HEAD_START_MS);
    const seen: string[] = [];
    let cursor = null;
    for (let n = 0; n < 5; n++) {
      const page = await feedPage(kit.db.client, cursor, 2);
      seen.push(...page.videos.map((v) => v.video.id));
      cursor = page.next;
      if (!page.hasMore) break;
    }
    // f1 was promoted: ahead of the later fresh ones; then newest first; none twice.
    expect(seen).toEqual(['f1', 'f4', 'f3', 'f2', 'v-life']);
    const first = await feedPage(kit.db.client, null, 1);
    expect(first.videos[0]!.ad).toMatchObject({ id: 'ad-2', title: 'Ogłoszenie ad-2', city: expect.any(String) });

    // The ad's state is read with every page: a deactivated ad's clips leave the feed and come back with it.
    await append('ad-ad-2', 'AdDeactivated', { adId: 'ad-2', ownerId: 'owner-2', deactivatedAt: at(30) });
    await settle();
    expect((await feedPage(kit.db.client, null, 10)).videos.map((v) => v.video.id)).toEqual(['v-life']);
  });

  it('keeps a removed clip for the worker until its files are gone, then drops it', async () => {
    await append('video-f2', 'VideoRemoved', { videoId: 'f2', ownerId: 'owner-2', removedBy: 'staff', removedAt: at(40) });
    await settle();
    expect(await findDueVideoIds(kit.db.client, new Date(at(0)), 50)).toContain('f2');
    await append('video-f2', 'VideoFilesDeleted', { videoId: 'f2', deletedAt: at(41) });
    await settle();
    expect(await getVideo(kit.db.client, 'f2')).toBeNull();
    expect(await findDueVideoIds(kit.db.client, new Date(at(0)), 50)).not.toContain('f2');
  });

  it("forgets a deleted person's own answers at once and keeps their clips for the erasure", async () => {
    await append('account-owner-2', 'AccountDeleted', { accountId: 'owner-2', adIds: ['ad-2'], deletedAt: at(50) });
    await settle();
    const mine = await videosOfOwner(kit.db.client, 'owner-2');
    expect(mine.map((v) => v.id).sort()).toEqual(['f1', 'f3', 'f4']);
    expect(mine.every((v) => v.attestation?.uploaderAppears === null)).toBe(true);
  });
});
