import { Injectable } from '@nestjs/common';
import { forumDigestsDue } from '@anonse/projections';
import type { Logger } from 'pino';
import { systemCommandContext } from '#api/platform/commands/system-command-context';
import { CommandWorkerPorts } from '#api/platform/workers/command-worker-ports';
import { PollingWorker } from '#api/platform/workers/polling-worker';
import { latestDigestSlot } from '#api/platform/clock/digest-slot';
import { ChangeForumFollowsCommand } from '../commands/change-forum-follows.command';

const BATCH = 200;

/**
 * Once a day, at the saved searches' digest hour in Poland (SAVED_SEARCH_DIGEST_HOUR: one morning e-mail hour for the
 * site), every member owed forum activity gets one digest. Its due items are the `forum-follows` read model's rows,
 * written with the projector's checkpoint: a restart loses nothing (the rows wait), and nothing goes twice — the step's
 * idempotency scope derives from the member and the day, the decider ignores a day already compiled, and the
 * compiled digest takes its rows away — so every API node may run it.
 */
@Injectable()
export class ForumDigestWorker extends PollingWorker<{ digests: number }> {
  protected readonly workerName = 'forum digest';

  constructor(private readonly ports: CommandWorkerPorts) {
    super();
  }

  protected get logger(): Logger {
    return this.ports.logger;
  }

  protected intervalMs(): number {
    return this.ports.config.savedSearches.pollMs;
  }

  protected async pass(): Promise<{ digests: number }> {
    const now = this.ports.clock.now();
    const slot = latestDigestSlot(now, this.ports.config.savedSearches.digestHour);
    let digests = 0;
    for (const due of await forumDigestsDue(this.ports.sql, slot.at, BATCH)) {
      const ctx = systemCommandContext('forum-digest', now, { causationId: 'forum-digest:CompileForumDigest' });
      const change = { type: 'CompileForumDigest' as const, accountId: due.accountId, day: slot.day, topics: due.topics };
      try {
        const result = await this.ports.commandBus.execute(
          new ChangeForumFollowsCommand(change, ctx, `system|forum-digest|${due.accountId}|${slot.day}`),
        );
        if (!result.replayed) digests++;
      } catch (error) {
        this.logger.warn({ err: error, accountId: due.accountId }, 'forum digest: a step failed');
      }
    }
    if (digests) this.logger.info({ digests }, 'forum digest');
    return { digests };
  }
}
