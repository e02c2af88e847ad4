import { findDueVideoIds, forgetErasedVideo } from '@anonse/projections';
import type { EventStore, SqlExecutor } from '@anonse/eventstore';
import type { Logger } from 'pino';
import type { MediaStorage } from '#api/contexts/media/index';
import type { Clock } from '#api/platform/clock/clock';
import { systemCommandContext } from '#api/platform/commands/system-command-context';
import type { AppConfig } from '#api/platform/config/config';
import { PollingWorker } from '#api/platform/workers/polling-worker';
import { StreamErasedError } from '#api/platform/domain/domain-error';
import { deleteVideoFiles, processVideo, type ProcessOutcome, type VideoProcessingDeps } from '../processing/process-video';
import { videoToolsAvailable } from '../processing/run-tool';
import { abandonedUploads, dropUpload, VIDEO_UPLOAD_TTL_MS } from '../upload/chunked-upload';

/**
 * An attempt is taken for dead once it has run this long without finishing (the transcode's own timeout is 4× the
 * clip's length, at most 4 minutes for a 60 s clip): the next pass starts the next attempt.
 */
export const VIDEO_PROCESSING_LEASE_MS = 10 * 60_000;
const BATCH = 20;
/** How often a process looks for uploads left unfinished past their day (a listing of the uploads' prefix). */
const UPLOAD_SWEEP_MS = 60 * 60_000;

export interface VideoWorkerDeps {
  sql: SqlExecutor;
  store: EventStore;
  storage: MediaStorage;
  config: Pick<AppConfig, 'videos'>;
  clock: Clock;
  logger: Logger;
}

export type VideoWorkerRun = Record<ProcessOutcome | 'errors' | 'abandonedUploads', number>;

/**
 * Finds due clips in the `videos` read model (uploaded, an attempt past its lease, removed or failed with files still
 * stored) and runs `processVideo` on each, one at a time (ffmpeg already keeps both cores busy). The read model is
 * its durable queue: a restart loses nothing, and a clip whose worker died mid-transcode is found again once the
 * lease runs out. Every step is decided against the clip's stream, so a repeated pass is harmless.
 *
 * Where it runs: the API process when it runs everything (PROCESS_ROLE=all), else the projections worker process
 * (projections-main.ts), never an API-only node, so exactly one process transcodes.
 */
export class VideoWorker extends PollingWorker<VideoWorkerRun> {
  protected readonly workerName = 'video worker';
  private readonly processing: VideoProcessingDeps;
  /** When this process last swept unfinished uploads (clock time); the first pass sweeps. */
  private sweptAt: number | undefined;

  constructor(
    private readonly deps: VideoWorkerDeps,
    private readonly runsHere: boolean,
  ) {
    super();
    this.processing = {
      store: deps.store,
      storage: deps.storage,
      maxDurationMs: deps.config.videos.maxDurationMs,
      now: () => deps.clock.now().toISOString(),
      context: (step) => systemCommandContext('video-worker', deps.clock.now(), { causationId: `video-worker:${step}` }),
    };
  }

  protected get logger(): Logger {
    return this.deps.logger;
  }

  protected intervalMs(): number {
    return this.deps.config.videos.workerPollMs;
  }

  /** Polls only where it runs, with a poll interval set, and where ffmpeg is installed (a warning says so otherwise). */
  override onApplicationBootstrap(): void {
    if (!this.runsHere || this.deps.config.videos.workerPollMs <= 0) return;
    void videoToolsAvailable().then((found) => {
      if (found) super.onApplicationBootstrap();
      else this.logger.warn('video worker: ffmpeg or ffprobe is not installed; video upload is off and no clip is processed');
    });
  }

  protected async pass(): Promise<VideoWorkerRun> {
    const run: VideoWorkerRun = { processed: 0, failed: 0, purged: 0, nothing: 0, errors: 0, abandonedUploads: 0 };
    run.abandonedUploads = await this.sweepUploads();
    const staleBefore = new Date(this.deps.clock.now().getTime() - VIDEO_PROCESSING_LEASE_MS);
    for (const videoId of await findDueVideoIds(this.deps.sql, staleBefore, BATCH)) {
      try {
        run[await processVideo(this.processing, videoId)]++;
      } catch (error) {
        if (error instanceof StreamErasedError) {
          // The owner is erased: the clip's stream takes no more events, so the read model records the purge instead.
          await deleteVideoFiles(this.deps.storage, videoId);
          await forgetErasedVideo(this.deps.sql, videoId);
          run.purged++;
          continue;
        }
        // Left as it is: a clip still uploaded is tried again at the next pass, one processing once its lease ends.
        run.errors++;
        this.logger.warn({ err: error, videoId }, 'video worker: a clip failed this pass');
      }
    }
    if (run.processed || run.failed || run.purged || run.errors || run.abandonedUploads) this.logger.info(run, 'video worker');
    return run;
  }

  /** Deletes the chunks of uploads nobody completed within VIDEO_UPLOAD_TTL_MS (a closed tab, a refused file). */
  private async sweepUploads(): Promise<number> {
    const now = this.deps.clock.now().getTime();
    if (this.sweptAt !== undefined && now - this.sweptAt < UPLOAD_SWEEP_MS) return 0;
    this.sweptAt = now;
    const old = await abandonedUploads(this.deps.storage, new Date(now - VIDEO_UPLOAD_TTL_MS));
    for (const uploadId of old) await dropUpload(this.deps.storage, uploadId);
    return old.length;
  }
}
