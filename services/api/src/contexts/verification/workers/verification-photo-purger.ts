import { Inject, Injectable } from '@nestjs/common';
import { verificationStreamId } from '@anonse/contracts';
import type { EventStore, SqlExecutor } from '@anonse/eventstore';
import { dueVerificationPurges, markVerificationPurged } from '@anonse/projections';
import type { Logger } from 'pino';
import type { Clock } from '#api/platform/clock/clock';
import { foldEvents, runCommand } from '#api/platform/commands/command-runner';
import { systemCommandContext } from '#api/platform/commands/system-command-context';
import { StreamErasedError } from '#api/platform/domain/domain-error';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG, CLOCK, EVENT_STORE, LOGGER, SQL } from '#api/platform/tokens';
import { PollingWorker } from '#api/platform/workers/polling-worker';
import { verificationDecider } from '../domain/decide';
import { attemptsToPurge } from '../domain/state';
import { VerificationPhotoStore } from '../files/verification-photo-store';

/**
 * Deletes the photos (files, then the attempt's key) of every decided or discarded attempt and records it
 * (`VerificationPhotosDeleted`). Runs right after a decision; a sweep over the read model's due rows finishes
 * whatever a crash or a storage fault left, and the photos of deleted accounts. Every step can be repeated.
 */
@Injectable()
export class VerificationPhotoPurger extends PollingWorker<number> {
  protected readonly workerName = 'verification purge';

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) protected readonly logger: Logger,
    private readonly photos: VerificationPhotoStore,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.config.verification.purgePollMs;
  }

  /**
   * Purges every attempt of the account that is decided and still has photos: how many, and the global position of
   * the stream's last event afterwards, so a caller can wait for the read models to show the purge (whichever of
   * the decision's handler or the sweep recorded it).
   */
  async purgeAccount(accountId: string, now: string): Promise<{ purged: number; position: number }> {
    const events = await this.store.readStream(verificationStreamId(accountId));
    const state = foldEvents(verificationDecider, events);
    let purged = 0;
    let position = events.at(-1)?.position ?? -1;
    for (const attempt of attemptsToPurge(state)) {
      await this.photos.purge(
        attempt.attemptId,
        attempt.photos.map((p) => p.fileKey),
      );
      const ctx = systemCommandContext('verification-purge', now, {
        commandId: `verification-purge-${attempt.attemptId}`,
        correlationId: attempt.attemptId,
        causationId: attempt.attemptId,
      });
      const recorded = await runCommand({
        store: this.store,
        streamId: verificationStreamId(accountId),
        decider: verificationDecider,
        command: { type: 'RecordPhotosDeleted', accountId, attemptId: attempt.attemptId, now },
        ctx,
        scope: `verification-purge|${attempt.attemptId}`,
      });
      position = Math.max(position, recorded.position);
      purged++;
    }
    return { purged, position };
  }

  protected async pass(): Promise<number> {
    const now = this.clock.now().toISOString();
    let purged = 0;
    const accounts = new Set<string>();
    for (const due of await dueVerificationPurges(this.sql)) {
      if (due.accountDeleted) {
        // The person is erased: their stream takes no events, the read model records the purge instead.
        await this.photos.purge(due.attemptId, due.fileKeys);
        await markVerificationPurged(this.sql, due.attemptId);
        purged++;
      } else accounts.add(due.accountId);
    }
    for (const accountId of accounts) {
      try {
        purged += (await this.purgeAccount(accountId, now)).purged;
      } catch (error) {
        if (!(error instanceof StreamErasedError))
          this.logger.warn({ err: error, accountId }, 'verification purge: an account failed; the next sweep retries');
      }
    }
    return purged;
  }
}
