import { Injectable } from '@nestjs/common';
import { savedSearchAlertsDue, savedSearchDigestsDue } from '@anonse/projections';
import type { Logger } from 'pino';
import { systemCommandContext } from '#api/platform/commands/system-command-context';
import { sha256 } from '#api/platform/ids';
import { CommandWorkerPorts } from '#api/platform/workers/command-worker-ports';
import { PollingWorker } from '#api/platform/workers/polling-worker';
import { ChangeSavedSearchesCommand } from '../commands/change-saved-searches.command';
import { latestDigestSlot } from '#api/platform/clock/digest-slot';

const BATCH = 200;

export interface SavedSearchAlertsRun {
  alerted: number;
  digests: number;
}

/**
 * Tells people of new ads matching their saved searches. Its due items are the `saved-searches` read model's rows,
 * written with the projector's checkpoint: a search whose notice is due (the first new match, at most one an hour)
 * gets one, and once a day at SAVED_SEARCH_DIGEST_HOUR in Poland every person with matches owed to an e-mail gets one
 * digest. A restart loses nothing (the rows wait), and nothing goes twice: each step's event ids derive from the step
 * (the search and its ads; the person and the day) and the decider ignores a notice within the hour or a day already
 * compiled, so every API node may run it.
 */
@Injectable()
export class SavedSearchAlertsWorker extends PollingWorker<SavedSearchAlertsRun> {
  protected readonly workerName = 'saved-search alerts';

  constructor(private readonly ports: CommandWorkerPorts) {
    super();
  }

  protected get logger(): Logger {
    return this.ports.logger;
  }

  protected intervalMs(): number {
    return this.ports.config.savedSearches.pollMs;
  }

  protected async pass(): Promise<SavedSearchAlertsRun> {
    const run: SavedSearchAlertsRun = { alerted: 0, digests: 0 };
    const now = this.ports.clock.now();
    for (const due of await savedSearchAlertsDue(this.ports.sql, now, BATCH)) {
      const change = { type: 'AlertSavedSearch' as const, accountId: due.accountId, searchId: due.searchId, adIds: due.adIds };
      if (await this.change(change, `alert|${due.searchId}|${sha256(due.adIds.join(','))}`, now)) run.alerted++;
    }
    const slot = latestDigestSlot(now, this.ports.config.savedSearches.digestHour);
    for (const due of await savedSearchDigestsDue(this.ports.sql, slot.at, BATCH)) {
      const change = { type: 'CompileDigest' as const, accountId: due.accountId, day: slot.day, searches: due.searches };
      if (await this.change(change, `digest|${due.accountId}|${slot.day}`, now)) run.digests++;
    }
    if (run.alerted || run.digests) this.logger.info(run, 'saved-search alerts');
    return run;
  }

  /** True when the step appended something. One person's failure is logged and does not hold up the others. */
  private async change(change: ChangeSavedSearchesCommand['change'], scope: string, now: Date): Promise<boolean> {
    const ctx = systemCommandContext('saved-search-alerts', now, { causationId: `saved-search-alerts:${change.type}` });
    try {
      const result = await this.ports.commandBus.execute(new ChangeSavedSearchesCommand(change, ctx, `system|${scope}`));
      return !result.replayed;
    } catch (error) {
      this.logger.warn({ err: error, accountId: change.accountId, command: change.type }, 'saved-search alerts: a step failed');
      return false;
    }
  }
}
