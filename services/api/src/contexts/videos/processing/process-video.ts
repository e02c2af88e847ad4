import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { EventStore } from '@anonse/eventstore';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { MediaStorage } from '#api/contexts/media/index';
import { loadVideo, runVideoCommand } from '../commands/run-video-command';
import { needsFilePurge, videoFileKeys, type VideoState } from '../domain/state';
import { probeVideo } from './probe-video';
import { transcodeVideo } from './transcode-video';
import { videoPosterKey, videoPrefix, videoRenditionKey, videoSourceKey } from './video-files';

export interface VideoProcessingDeps {
  store: EventStore;
  storage: MediaStorage;
  maxDurationMs: number;
  now: () => string;
  /** A fresh context per step (its own command id), so each step's events are distinct from a retry's. */
  context: (step: string) => CommandContext;
}

export type ProcessOutcome = 'processed' | 'failed' | 'purged' | 'nothing';

/**
 * One job of the video worker, safe to repeat at any point: it starts an attempt (a crash mid-transcode is found as
 * `processing` and retried with the next attempt, up to the decider's limit), transcodes from a local copy of the
 * original, stores the renditions and poster, records them, and deletes the original. A clip that failed or was
 * removed has its files deleted instead.
 *
 * A blur asked for after processing finds the original gone: that round reads the best rendition (720p, one more
 * generation of H.264 at CRF 23, which a viewer does not notice) and, once the blurred files are recorded, deletes
 * every earlier file, so no unblurred frame stays stored.
 */
export async function processVideo(deps: VideoProcessingDeps, videoId: string): Promise<ProcessOutcome> {
  const state = await loadVideo(deps.store, videoId);
  if (needsFilePurge(state)) {
    await deleteVideoFiles(deps.storage, videoId);
    await runVideoCommand(deps.store, videoId, { type: 'RecordVideoFilesDeleted', now: deps.now() }, deps.context('files-deleted'));
    return 'purged';
  }
  if (state.status !== 'uploaded' && state.status !== 'processing') {
    // Recorded as processed, but a crash may have come before the original (or an earlier round) was deleted.
    if (state.status !== 'none') await deleteStaleFiles(deps.storage, state);
    return 'nothing';
  }
  await runVideoCommand(deps.store, videoId, { type: 'StartVideoProcessing', now: deps.now() }, deps.context('start'));
  const started = await loadVideo(deps.store, videoId);
  if (started.status === 'failed') {
    await processVideo(deps, videoId);
    return 'failed';
  }

  const dir = await mkdtemp(join(tmpdir(), 'anonse-video-'));
  try {
    const source = join(dir, 'source');
    const opened = await deps.storage.open(started.sourceKey ?? started.renditions[0]?.fileKey ?? videoSourceKey(videoId));
    if (opened) await pipeline(opened.stream, createWriteStream(source));
    const probed = opened ? await probeVideo(source, deps.maxDurationMs) : 'notAVideo';
    if (typeof probed === 'string') {
      await runVideoCommand(deps.store, videoId, { type: 'FailVideoProcessing', reason: probed, now: deps.now() }, deps.context('fail'));
      await processVideo(deps, videoId);
      return 'failed';
    }
    const out = await transcodeVideo(source, probed, dir, started.pendingBlur);
    const attempt = started.attempts;
    const renditions = [];
    for (const r of out.renditions) {
      const fileKey = videoRenditionKey(videoId, attempt, r.quality);
      await deps.storage.putFile(fileKey, r.path, 'video/mp4');
      renditions.push({ quality: r.quality, fileKey, width: r.width, height: r.height, bytes: r.bytes });
    }
    const posterKey = videoPosterKey(videoId, attempt);
    await deps.storage.putFile(posterKey, out.poster.path, 'image/jpeg');
    await runVideoCommand(
      deps.store,
      videoId,
      {
        type: 'CompleteVideoProcessing',
        renditions,
        poster: { fileKey: posterKey, width: out.poster.width, height: out.poster.height },
        blurhash: out.blurhash,
        durationMs: probed.durationMs,
        now: deps.now(),
      },
      deps.context('complete'),
    );
    await deleteStaleFiles(deps.storage, await loadVideo(deps.store, videoId));
    return 'processed';
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Deletes every file under the clip's prefix that its state no longer names (the original, an earlier round's files). */
async function deleteStaleFiles(storage: MediaStorage, state: VideoState): Promise<void> {
  const keep = new Set(videoFileKeys(state));
  for (const key of await storage.list(videoPrefix(state.videoId))) if (!keep.has(key)) await storage.delete(key);
}

/** Deletes every file under the clip's prefix (original, every attempt's renditions and posters). */
export async function deleteVideoFiles(storage: MediaStorage, videoId: string): Promise<void> {
  for (const key of await storage.list(videoPrefix(videoId))) await storage.delete(key);
}
