import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { photoStreamId, type PhotoFailureReason, type PhotoVariant } from '@anonse/contracts';
import type { EventStore, SqlClient } from '@anonse/eventstore';
import {
  claimMediaJob,
  completeMediaJob,
  dropStaleUploadSlots,
  ensureSweepJob,
  forgetOrphans,
  mediaHasParkedEvents,
  noteOrphans,
  rescheduleMediaJob,
  retryMediaJob,
  unreferencedKeys,
  variantKey,
  type MediaJob,
} from '@anonse/projections';
import type { Clock } from '#api/platform/clock/clock';
import { scopeHasher, type CommandContext } from '#api/platform/commands/command-context';
import { foldEvents } from '#api/platform/commands/command-runner';
import { ConsistencyService } from '#api/platform/consistency.service';
import type { AppConfig } from '#api/platform/config/config';
import { DomainError } from '#api/platform/domain/domain-error';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { APP_CONFIG, CLOCK, EVENT_STORE, KEYED_HASH, LOGGER, SQL } from '#api/platform/tokens';
import { runPhotoCommand } from '../commands/run-photo-command';
import { photoDecider, type PhotoCommand, type RenderedPhoto } from '../domain/decide';
import type { PhotoState } from '../domain/state';
import { ImageRejectedError } from '../processing/image-errors';
import { redactImage } from '../processing/redact';
import { CONTENT_TYPES, decodeImage, EXTENSIONS, renderImage, type RenderedImage } from '../processing/render-photo';
import { MEDIA_STORAGE, type MediaStorage } from '../storage/media-storage';

/** A job holds its lease this long; a worker that dies mid-job gives it back when the lease runs out. */
const LEASE_MS = 5 * 60_000;
/** Transient failures (storage, database) are retried with backoff this many times, then the photo fails. */
export const MAX_ATTEMPTS = 5;
const backoffMs = (attempt: number) => Math.min(5_000 * 2 ** (attempt - 1), 10 * 60_000);

/** How often the sweep looks for stored files no photo names (clock time). */
export const SWEEP_INTERVAL_MS = 15 * 60_000;
/**
 * A file is deleted once it has gone unnamed this long (seen so by two sweeps this far apart). Far longer than any
 * upload or render takes between writing a file and its event reaching the read model.
 */
export const ORPHAN_GRACE_MS = 60 * 60_000;
/** Where the worker and the upload route write: everything else in the storage is left alone. */
const SWEPT_PREFIXES = ['private/uploads/', 'private/masters/', 'public/'];

/** Random, unguessable file names: the name is all that protects a photo nobody was shown yet. */
const randomName = () => randomBytes(18).toString('base64url');

/**
 * Works through `media_jobs` (filled by the media projector): processes uploads, applies redactions and purges
 * files no longer referenced. One job at a time per process (sharp already uses every core for one image, and
 * it keeps memory flat). Each job checks the photo's stream first, so a replayed or repeated job is harmless.
 */
@Injectable()
export class PhotoWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private chain: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** When this process last made sure the sweep job exists (clock time). */
  private sweepEnsuredAt: number | undefined;

  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
    private readonly consistency: ConsistencyService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.media.workerPollMs > 0 && this.config.processRole !== 'projections') this.schedule(this.config.media.workerPollMs);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.chain.catch(() => undefined);
  }

  /** New work is likely (an upload on this node): look now rather than at the next poll. */
  nudge(): void {
    if (this.config.media.workerPollMs > 0 && !this.stopped) this.schedule(0);
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      void this.drain()
        .catch((error: unknown) => this.logger.error({ err: error, component: 'media-worker' }, 'photo worker poll failed'))
        .finally(() => {
          if (!this.stopped) this.schedule(this.config.media.workerPollMs);
        });
    }, ms);
    this.timer.unref();
  }

  /** Runs due jobs until none is left (at most `max`); answers how many ran. Tests drive the worker with it. */
  drain(max = 200): Promise<number> {
    const run = this.chain.then(async () => {
      await this.ensureSweep();
      let n = 0;
      while (n < max && !this.stopped && (await this.runOne())) n++;
      return n;
    });
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async runOne(): Promise<boolean> {
    const now = this.clock.now();
    const job = await claimMediaJob(this.sql, now, new Date(now.getTime() + LEASE_MS));
    if (!job) return false;
    if (job.kind === 'sweep') {
      await this.sweep(job);
      return true;
    }
    // Claimed more often than it may be tried: earlier runs died without recording anything (the image crashed or
    // exhausted the process). Decoding it again would kill this worker too, so the photo fails as it is.
    if (job.kind !== 'purge' && job.attempts > MAX_ATTEMPTS) {
      this.logger.warn(
        { component: 'media-worker', job: job.id, attempts: job.attempts },
        'photo job abandoned by earlier workers; giving up without decoding',
      );
      await this.giveUp(job);
      return true;
    }
    try {
      const position = await this.run(job);
      await completeMediaJob(this.sql, job.id);
      // Jobs that follow from this one (a purge after processing) exist once the projector has seen its events.
      if (position >= 0) await this.consistency.waitFor(position);
    } catch (error) {
      // The photo is gone or its owner erased (crypto-shredded): there is nothing left to do for this job.
      if (error instanceof DomainError && error.kind === 'not_found') await completeMediaJob(this.sql, job.id);
      else await this.failed(job, error);
    }
    return true;
  }

  private async failed(job: MediaJob, error: unknown): Promise<void> {
    this.logger.warn({ err: error, component: 'media-worker', job: job.id, attempts: job.attempts }, 'photo job failed');
    if (job.attempts < MAX_ATTEMPTS || job.kind === 'purge') {
      await retryMediaJob(
        this.sql,
        job.id,
        new Date(this.clock.now().getTime() + backoffMs(job.attempts)),
        (error as Error)?.message ?? String(error),
      );
      return;
    }
    await this.giveUp(job);
  }

  /** Out of attempts: the owner sees a failed photo with a reason (hidden, for a redaction), never "processing" forever. */
  private async giveUp(job: MediaJob): Promise<void> {
    const command: PhotoCommand =
      job.kind === 'redact'
        ? { type: 'FailRedaction', reason: 'processingFailed', now: this.now() }
        : { type: 'FailProcessing', reason: 'processingFailed', now: this.now() };
    try {
      const result = await runPhotoCommand(this.store, job.photoId, command, this.context(job, 'give-up'));
      await completeMediaJob(this.sql, job.id);
      await this.consistency.waitFor(result.position);
    } catch (again) {
      // The photo is gone meanwhile: nothing is left to fail.
      if (again instanceof DomainError && again.kind === 'not_found') return completeMediaJob(this.sql, job.id);
      await retryMediaJob(
        this.sql,
        job.id,
        new Date(this.clock.now().getTime() + backoffMs(job.attempts)),
        (again as Error)?.message ?? String(again),
      );
    }
  }

  private now = () => this.clock.now().toISOString();

  private async ensureSweep(): Promise<void> {
    const now = this.clock.now().getTime();
    if (this.sweepEnsuredAt !== undefined && now - this.sweepEnsuredAt < SWEEP_INTERVAL_MS) return;
    await ensureSweepJob(this.sql, new Date(now + SWEEP_INTERVAL_MS));
    this.sweepEnsuredAt = now;
  }

  /**
   * Deletes stored files that no photo names for ORPHAN_GRACE_MS: an upload written before its event was appended
   * (a crash in between, or a failed delete), the files of a photo whose row is gone. It runs only when the read
   * model has caught up with the log and parked nothing, since a lagging row would make live files look orphaned.
   */
  private async sweep(job: MediaJob): Promise<void> {
    try {
      const head = await this.store.headPosition();
      if ((await this.consistency.waitFor(head, 10_000)) && !(await mediaHasParkedEvents(this.sql))) {
        const now = this.clock.now();
        const listed = (await Promise.all(SWEPT_PREFIXES.map((prefix) => this.storage.list(prefix)))).flat();
        const due = await noteOrphans(this.sql, await unreferencedKeys(this.sql, listed), now, new Date(now.getTime() - ORPHAN_GRACE_MS));
        // Asked once more right before deleting: a key named meanwhile stays.
        const orphans = new Set(await unreferencedKeys(this.sql, due));
        const deleted: string[] = [];
        for (const key of due.filter((k) => orphans.has(k))) {
          await this.storage.delete(key);
          deleted.push(key);
        }
        await forgetOrphans(this.sql, deleted);
        await dropStaleUploadSlots(this.sql, new Date(now.getTime() - ORPHAN_GRACE_MS));
        if (deleted.length) this.logger.info({ component: 'media-worker', deleted: deleted.length }, 'swept unreferenced photo files');
      } else this.logger.warn({ component: 'media-worker' }, 'photo file sweep skipped: the read model is behind or has parked events');
    } catch (error) {
      this.logger.error({ err: error, component: 'media-worker' }, 'photo file sweep failed');
    }
    await rescheduleMediaJob(this.sql, job.id, new Date(this.clock.now().getTime() + SWEEP_INTERVAL_MS));
  }

  private context(job: MediaJob, step: string): CommandContext {
    return {
      commandId: `${job.id}:${step}`,
      correlationId: job.id,
      causationId: job.id,
      actor: { id: null, role: null },
      now: this.now(),
      keyedHash: scopeHasher(this.keyedHash),
    };
  }

  private async load(photoId: string): Promise<PhotoState> {
    return foldEvents(photoDecider, await this.store.readStream(photoStreamId(photoId)));
  }

  /** Runs one job; answers the log position it appended at (-1: nothing appended). */
  private async run(job: MediaJob): Promise<number> {
    if (job.kind === 'purge') {
      for (const key of job.keys) await this.storage.delete(key);
      return -1;
    }
    const state = await this.load(job.photoId);
    if (job.kind === 'process') return this.process(job, state);
    return this.redact(job, state);
  }

  private async process(job: MediaJob, state: PhotoState): Promise<number> {
    if ((state.status !== 'uploaded' && state.status !== 'processing') || !state.uploadKey) return -1;
    await runPhotoCommand(this.store, job.photoId, { type: 'StartProcessing', now: this.now() }, this.context(job, 'start'));
    const upload = await this.storage.get(state.uploadKey);
    if (!upload) return this.fail(job, 'FailProcessing', 'processingFailed');
    let rendered: RenderedImage;
    try {
      rendered = await renderImage(await decodeImage(upload));
    } catch (error) {
      if (error instanceof ImageRejectedError) return this.fail(job, 'FailProcessing', error.reason);
      throw error;
    }
    return this.commit(job, 'CompleteProcessing', rendered);
  }

  private async redact(job: MediaJob, state: PhotoState): Promise<number> {
    if (state.status !== 'processing' || !state.pendingRedaction || !state.masterKey) return -1;
    const master = await this.storage.get(state.masterKey);
    if (!master) return this.fail(job, 'FailRedaction', 'processingFailed');
    let rendered: RenderedImage;
    try {
      const raw = await decodeImage(master);
      rendered = await renderImage(await redactImage(raw, state.pendingRedaction.regions, state.pendingRedaction.effect));
    } catch (error) {
      if (error instanceof ImageRejectedError) return this.fail(job, 'FailRedaction', error.reason);
      throw error;
    }
    return this.commit(job, 'CompleteRedaction', rendered);
  }

  private async fail(job: MediaJob, type: 'FailProcessing' | 'FailRedaction', reason: PhotoFailureReason): Promise<number> {
    const result = await runPhotoCommand(this.store, job.photoId, { type, reason, now: this.now() }, this.context(job, 'fail'));
    return result.position;
  }

  /**
   * Stores the new files under new random names, then records them. If the photo changed meanwhile (deleted,
   * or the step already done), the files just written are removed again, so nothing unreferenced stays behind.
   */
  private async commit(job: MediaJob, type: 'CompleteProcessing' | 'CompleteRedaction', rendered: RenderedImage): Promise<number> {
    const written: string[] = [];
    try {
      const result = await this.write(rendered, written);
      const appended = await runPhotoCommand(this.store, job.photoId, { type, result, now: this.now() }, this.context(job, 'complete'));
      return appended.position;
    } catch (error) {
      for (const key of written) await this.storage.delete(key).catch(() => undefined);
      if (error instanceof DomainError) return -1;
      throw error;
    }
  }

  private async write(rendered: RenderedImage, written: string[]): Promise<RenderedPhoto> {
    const masterKey = `private/masters/${randomName()}.jpg`;
    written.push(masterKey);
    await this.storage.put(masterKey, rendered.master, 'image/jpeg');
    const base = randomName();
    const variants: PhotoVariant[] = [];
    for (const v of rendered.variants) {
      const name = `${base}-${v.width}.${EXTENSIONS[v.format]}`;
      written.push(variantKey(name));
      await this.storage.put(variantKey(name), v.body, CONTENT_TYPES[v.format]);
      variants.push({ format: v.format, width: v.width, height: v.height, name, bytes: v.body.length });
    }
    return { masterKey, width: rendered.width, height: rendered.height, blurhash: rendered.blurhash, variants };
  }
}
