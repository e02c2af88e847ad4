import { Inject, Injectable } from '@nestjs/common';
import { adStreamId, nextTourStep, tourEndsAt, type AdCommand, type AdTour } from '@anonse/contracts';
import type { EventStore, SqlExecutor } from '@anonse/eventstore';
import type { Logger } from 'pino';
import type { Clock } from '#api/platform/clock/clock';
import { runCommand } from '#api/platform/commands/command-runner';
import { systemCommandContext } from '#api/platform/commands/system-command-context';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG, CLOCK, EVENT_STORE, LOGGER, SQL } from '#api/platform/tokens';
import { PollingWorker } from '#api/platform/workers/polling-worker';
import { adDecider } from '../domain/decide';
import { reminderTime } from '../commands/ad-term';

const BATCH = 200;

export interface DeadlineRun {
  reminded: number;
  expired: number;
  /** Tours that came into force, and that ended. */
  toursStarted: number;
  toursEnded: number;
}

/**
 * Ends terms and reminds owners before they end, and moves tours: in force at 00:00 (Warsaw) of their first day,
 * ended at 00:00 after their last (the read side learns both from events, never from a clock). The due items are the `ads` read model's own rows (its
 * expiry index), written by the projector in the same transaction as its checkpoint, so a restart loses
 * nothing: whatever fell due while the process was down is found on the next poll. Every API node may run it;
 * the commands are idempotent (the decider ignores a reminder or an expiry that no longer applies, and a
 * repeated one derives the same event ids), so two nodes racing append nothing twice.
 */
@Injectable()
export class AdDeadlinesWorker extends PollingWorker<DeadlineRun> {
  protected readonly workerName = 'ad deadlines';

  constructor(
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) protected readonly logger: Logger,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.config.ads.deadlinesPollMs;
  }

  protected async pass(): Promise<DeadlineRun> {
    const now = this.clock.now().toISOString();
    const reminderWindowEnd = new Date(Date.parse(now) + this.config.ads.reminderDays * 86_400_000).toISOString();
    const remind = await this.sql.query<{ id: string; expires_at: Date | string }>(
      `SELECT id, expires_at FROM ads WHERE status = 'approved' AND expires_at > $1 AND expires_at <= $2
         AND reminded_for IS DISTINCT FROM expires_at ORDER BY expires_at LIMIT ${BATCH}`,
      [now, reminderWindowEnd],
    );
    const expire = await this.sql.query<{ id: string; expires_at: Date | string }>(
      `SELECT id, expires_at FROM ads WHERE status IN ('approved', 'deactivated') AND expires_at <= $1 ORDER BY expires_at LIMIT ${BATCH}`,
      [now],
    );
    let reminded = 0;
    let expired = 0;
    for (const row of remind.rows) {
      const expiresAt = new Date(row.expires_at).toISOString();
      if (reminderTime(this.config, expiresAt) > now) continue;
      if (await this.run({ type: 'RemindAdExpiry', adId: row.id, expiresAt, now }, `remind|${row.id}|${expiresAt}`)) reminded++;
    }
    // The term is part of the scope: an ad renewed and expiring again is a new command, not a replay of the first.
    for (const row of expire.rows)
      if (await this.run({ type: 'ExpireAd', adId: row.id, now }, `expire|${row.id}|${new Date(row.expires_at).toISOString()}`)) expired++;
    const { toursStarted, toursEnded } = await this.moveTours(now);
    if (reminded || expired || toursStarted || toursEnded)
      this.logger.info({ reminded, expired, toursStarted, toursEnded }, 'ad deadlines');
    return { reminded, expired, toursStarted, toursEnded };
  }

  /**
   * The ads whose next tour step is due (`tour_due_at`, the earliest of their tours' steps): each due tour starts,
   * or ends when its last day is over too (a tour the process was down for never comes into force late).
   */
  private async moveTours(now: string): Promise<Pick<DeadlineRun, 'toursStarted' | 'toursEnded'>> {
    const due = await this.sql.query<{ id: string; tours: AdTour[] }>(
      `SELECT id, tours FROM ads WHERE tour_due_at <= $1 ORDER BY tour_due_at LIMIT ${BATCH}`,
      [now],
    );
    let toursStarted = 0;
    let toursEnded = 0;
    for (const row of due.rows)
      for (const tour of row.tours) {
        const step = nextTourStep(tour);
        if (!step || step.at > now) continue;
        // One start and one end per tour ever: the scope names the tour, so a repeat derives the same event ids.
        if (tourEndsAt(tour) <= now) {
          if (await this.run({ type: 'EndTour', adId: row.id, tourId: tour.id, now }, `tour-end|${row.id}|${tour.id}`)) toursEnded++;
        } else if (await this.run({ type: 'StartTour', adId: row.id, tourId: tour.id, now }, `tour-start|${row.id}|${tour.id}`))
          toursStarted++;
      }
    return { toursStarted, toursEnded };
  }

  /** True when the command appended something. One ad's failure is logged and does not hold up the others. */
  private async run(command: AdCommand, scope: string): Promise<boolean> {
    const ctx = systemCommandContext('ad-deadlines', command.now, { causationId: `ad-deadlines:${scope}` });
    try {
      const result = await runCommand({
        store: this.store,
        streamId: adStreamId(command.adId),
        decider: adDecider,
        command,
        ctx,
        scope: `system|${scope}`,
      });
      return !result.replayed;
    } catch (error) {
      this.logger.warn({ err: error, adId: command.adId, command: command.type }, 'ad deadlines: command failed');
      return false;
    }
  }
}
