import { randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VIDEO_ATTESTATION_VERSION } from '@anonse/contracts';
import { createTestDatabase, PostgresEventStore, type TestDatabase } from '@anonse/eventstore';
import { LocalMediaStorage } from '#api/contexts/media/index';
import type { CommandContext } from '#api/platform/commands/command-context';
import { loadVideo, runVideoCommand } from '../commands/run-video-command';
import { processVideo, type VideoProcessingDeps } from './process-video';
import { boxSharpness, firstFrameGrey, metadataTags, phoneClip } from './sample-clip';
import { videoPrefix, videoSourceKey } from './video-files';

const now = '2026-11-29T10:00:00.000Z';
const ownerId = 'acc-1';
const context = (step: string): CommandContext => ({
  commandId: `${step}-${randomUUID()}`,
  correlationId: randomUUID(),
  causationId: randomUUID(),
  actor: { id: null, role: null },
  now,
});

describe('video processing (event store, storage, ffmpeg)', () => {
  let db: TestDatabase;
  let dir: string;
  let deps: VideoProcessingDeps;
  let storage: LocalMediaStorage;
  let clip: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    const store = new PostgresEventStore(db.client);
    await store.migrate();
    dir = await mkdtemp(join(tmpdir(), 'anonse-video-process-'));
    storage = new LocalMediaStorage(join(dir, 'media'));
    deps = { store, storage, maxDurationMs: 60_000, now: () => now, context };
    clip = await phoneClip(dir, { width: 544, height: 960 });
    // An embedded database starts with initdb, and ffmpeg shares the machine: both take a while on a busy one.
  }, 180_000);
  afterAll(async () => {
    await db?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function uploaded(file: string): Promise<string> {
    const videoId = randomUUID();
    await storage.putFile(videoSourceKey(videoId), file, 'application/octet-stream');
    await runVideoCommand(
      deps.store,
      videoId,
      {
        type: 'UploadVideo',
        videoId,
        uploaderId: ownerId,
        adId: 'ad-1',
        facts: { uploaderVerified: true, ad: { ownerId, active: true } },
        source: { sourceKey: videoSourceKey(videoId), durationMs: 1000, width: 544, height: 960, bytes: 1000 },
        attestation: { everyoneAdult: true, everyoneConsented: true, uploaderAppears: true, textVersion: VIDEO_ATTESTATION_VERSION },
        now,
      },
      context('upload'),
    );
    return videoId;
  }

  it('retries a transcode a crash interrupted, stores clean renditions and a poster, and deletes the original', async () => {
    const videoId = await uploaded(clip);
    // A worker started and died mid-transcode: the clip is left `processing` at attempt 1.
    await runVideoCommand(deps.store, videoId, { type: 'StartVideoProcessing', now }, context('crashed'));
    expect(await processVideo(deps, videoId)).toBe('processed');
    const state = await loadVideo(deps.store, videoId);
    expect(state).toMatchObject({ status: 'ready-for-review', attempts: 2, sourceKey: null });
    expect(state.renditions.map((r) => [r.quality, r.width, r.height])).toEqual([
      [720, 544, 960],
      [480, 480, 848],
    ]);
    const keys = (await storage.list(videoPrefix(videoId))).sort();
    expect(keys).toEqual([...state.renditions.map((r) => r.fileKey), state.posterKey!].sort());
    for (const key of keys) {
      const tags = await metadataTags(join(dir, 'media', key));
      expect(Object.entries(tags).filter(([k, v]) => /location|ISO6709|make|model|software|creation_time/i.test(`${k} ${v}`))).toEqual([]);
    }
    // A repeated job changes nothing.
    expect(await processVideo(deps, videoId)).toBe('nothing');

    // Removing the clip deletes every rendition and the poster.
    await runVideoCommand(deps.store, videoId, { type: 'RemoveVideo', by: { kind: 'owner', accountId: ownerId }, now }, context('remove'));
    expect(await processVideo(deps, videoId)).toBe('purged');
    expect(await storage.list(videoPrefix(videoId))).toEqual([]);
    expect((await loadVideo(deps.store, videoId)).filesDeleted).toBe(true);
  }, 180_000);

  it('blurs a processed clip again from its 720p rendition, and keeps no unblurred file', async () => {
    const videoId = await uploaded(clip);
    expect(await processVideo(deps, videoId)).toBe('processed');
    const first = await loadVideo(deps.store, videoId);
    const plainPoster = join(dir, `${videoId}-plain.jpg`);
    await copyFile(join(dir, 'media', first.posterKey!), plainPoster);
    const face = { shape: 'rect' as const, x: 0.6, y: 0.6, width: 0.3, height: 0.3 };
    await runVideoCommand(deps.store, videoId, { type: 'BlurVideo', accountId: ownerId, regions: [face], now }, context('blur'));
    expect(await loadVideo(deps.store, videoId)).toMatchObject({ status: 'uploaded', sourceKey: null, pendingBlur: [face] });

    expect(await processVideo(deps, videoId)).toBe('processed');
    const second = await loadVideo(deps.store, videoId);
    expect(second).toMatchObject({ status: 'ready-for-review', attempts: 2, pendingBlur: [] });
    expect(second.renditions.map((r) => [r.quality, r.width, r.height])).toEqual(
      first.renditions.map((r) => [r.quality, r.width, r.height]),
    );
    // Only the blurred round's files are stored: every file of the first round is deleted.
    const keys = (await storage.list(videoPrefix(videoId))).sort();
    expect(keys).toEqual([...second.renditions.map((r) => r.fileKey), second.posterKey!].sort());
    expect(keys.every((k) => k.includes('/a2-'))).toBe(true);
    expect(second.blurhash).not.toBe(first.blurhash);
    const before = boxSharpness(await firstFrameGrey(plainPoster), face);
    for (const key of keys) {
      const after = boxSharpness(await firstFrameGrey(join(dir, 'media', key)), face);
      expect({ key, blurred: after < before * 0.2 }).toEqual({ key, blurred: true });
    }
  }, 180_000);

  it('fails a file that is no video and deletes it', async () => {
    const fake = join(dir, 'fake.mp4');
    await writeFile(fake, Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(64)]));
    const videoId = await uploaded(fake);
    expect(await processVideo(deps, videoId)).toBe('failed');
    expect(await loadVideo(deps.store, videoId)).toMatchObject({ status: 'failed', filesDeleted: true });
    expect(await storage.list(videoPrefix(videoId))).toEqual([]);
  });

  it('gives up after the last attempt and deletes what the attempts left', async () => {
    const videoId = await uploaded(clip);
    for (let i = 0; i < 3; i++) await runVideoCommand(deps.store, videoId, { type: 'StartVideoProcessing', now }, context(`crash-${i}`));
    expect(await processVideo(deps, videoId)).toBe('failed');
    expect(await storage.list(videoPrefix(videoId))).toEqual([]);
  });
});
