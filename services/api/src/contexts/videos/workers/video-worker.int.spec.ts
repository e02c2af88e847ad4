import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VIDEO_ATTESTATION_VERSION } from '@anonse/contracts';
import { createTestDatabase, PostgresEventStore, type TestDatabase } from '@anonse/eventstore';
import { createProjectors, getVideo, migrateReadModels, ProjectionRunner } from '@anonse/projections';
import { pino } from 'pino';
import { LocalMediaStorage } from '#api/contexts/media/index';
import { AdjustableClock } from '#api/platform/clock/clock';
import { systemCommandContext } from '#api/platform/commands/system-command-context';
import { loadVideo, runVideoCommand } from '../commands/run-video-command';
import { phoneClip } from '../processing/sample-clip';
import { videoPrefix, videoSourceKey } from '../processing/video-files';
import { VIDEO_PROCESSING_LEASE_MS, VideoWorker } from './video-worker';

describe(`video worker (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let runner: ProjectionRunner;
  let dir: string;
  let storage: LocalMediaStorage;
  let clip: string;
  const clock = new AdjustableClock();
  const logger = pino({ level: 'silent' });
  let worker: VideoWorker;
  const ctx = (step: string) => systemCommandContext(`test-${step}`, clock.now());
  const settle = async () => expect(await runner.waitForPosition(await store.headPosition(), { timeoutMs: 10_000 })).toBe(true);

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.client, { pollIntervalMs: 50 });
    await store.migrate();
    await migrateReadModels(db.client);
    runner = new ProjectionRunner({
      sql: db.client,
      eventStore: store,
      projectors: createProjectors(),
      logger: { info: () => undefined, error: () => undefined },
    });
    await runner.start();
    dir = await mkdtemp(join(tmpdir(), 'anonse-video-worker-'));
    storage = new LocalMediaStorage(join(dir, 'media'));
    clip = await phoneClip(dir, { width: 360, height: 640 });
    const config = { videos: { workerPollMs: 0, maxDurationMs: 60_000, maxBytes: 200 * 1024 * 1024 } };
    worker = new VideoWorker({ sql: db.client, store, storage, config, clock, logger }, true);
  }, 180_000);
  afterAll(async () => {
    await runner?.stop();
    await store?.close();
    await db?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function upload(): Promise<string> {
    const videoId = randomUUID();
    await storage.putFile(videoSourceKey(videoId), clip, 'application/octet-stream');
    const now = clock.now().toISOString();
    await runVideoCommand(
      store,
      videoId,
      {
        type: 'UploadVideo',
        videoId,
        uploaderId: 'acc-1',
        adId: 'ad-1',
        facts: { uploaderVerified: true, ad: { ownerId: 'acc-1', active: true } },
        source: { sourceKey: videoSourceKey(videoId), durationMs: 1000, width: 360, height: 640, bytes: 1000 },
        attestation: { everyoneAdult: true, everyoneConsented: true, uploaderAppears: false, textVersion: VIDEO_ATTESTATION_VERSION },
        now,
      },
      ctx('upload'),
    );
    await settle();
    return videoId;
  }

  it('finds an uploaded clip in the read model and processes it; a second pass finds nothing', async () => {
    const videoId = await upload();
    expect(await worker.runDue()).toMatchObject({ processed: 1, errors: 0 });
    await settle();
    expect(await getVideo(db.client, videoId)).toMatchObject({ status: 'ready-for-review', attempts: 1 });
    expect(await worker.runDue()).toMatchObject({ processed: 0, failed: 0, purged: 0 });
  }, 180_000);

  it('retries a clip whose worker died mid-transcode once the lease has run out', async () => {
    const videoId = await upload();
    await runVideoCommand(store, videoId, { type: 'StartVideoProcessing', now: clock.now().toISOString() }, ctx('crashed'));
    await settle();
    // Another worker may still be at it: left alone within the lease.
    expect(await worker.runDue()).toMatchObject({ processed: 0 });
    clock.advance(VIDEO_PROCESSING_LEASE_MS + 1_000);
    expect(await worker.runDue()).toMatchObject({ processed: 1 });
    expect(await loadVideo(store, videoId)).toMatchObject({ status: 'ready-for-review', attempts: 2 });
  }, 180_000);

  it("purges a removed clip's files and its row", async () => {
    const videoId = await upload();
    await worker.runDue();
    await runVideoCommand(store, videoId, { type: 'RemoveVideo', by: { kind: 'staff' }, now: clock.now().toISOString() }, ctx('remove'));
    await settle();
    expect(await worker.runDue()).toMatchObject({ purged: 1 });
    await settle();
    expect(await storage.list(videoPrefix(videoId))).toEqual([]);
    expect(await getVideo(db.client, videoId)).toBeNull();
  }, 180_000);
});
