import { Injectable } from '@nestjs/common';
import { emailNoticeCandidates } from '@anonse/projections';
import type { Logger } from 'pino';
import { systemCommandContext } from '#api/platform/commands/system-command-context';
import { RealtimeServer } from '#api/platform/realtime/realtime.server';
import { CommandWorkerPorts } from '#api/platform/workers/command-worker-ports';
import { PollingWorker } from '#api/platform/workers/polling-worker';
import { ChangeConversationCommand } from '../commands/change-conversation.command';
import { EMAIL_NOTICE_INTERVAL_MS } from '../domain/email-notice';
import { lastSeenAt } from './last-seen';

const BATCH = 100;
/** A message older than this when first found is no news worth an e-mail (a long outage, the first deploy). */
const LOOKBACK_MS = 24 * 3_600_000;

export interface EmailNoticeRun {
  noticed: number;
}

/**
 * Tells people by e-mail of messages that wait for them while they are away (docs/messaging.md § E-mail notice). Its
 * queue is the messaging read model (recent unread messages of the other side, not told of yet, of people who keep the
 * notices on); for each it asks where the person is (a socket on any node, through the Redis adapter; the last time
 * they were seen) and lets the conversation's decider judge, which appends `ConversationEmailNoticeSent` for the mail
 * reactor to queue. Nothing goes twice: the step's scope derives from the side and the newest message it covers, and
 * the decider refuses a second notice within the hour, so a restart or every API node may run it; a notice still due
 * after a crash is found again on the next pass.
 */
@Injectable()
export class EmailNoticeWorker extends PollingWorker<EmailNoticeRun> {
  protected readonly workerName = 'message e-mail notices';

  constructor(
    private readonly ports: CommandWorkerPorts,
    private readonly realtime: RealtimeServer,
  ) {
    super();
  }

  protected get logger(): Logger {
    return this.ports.logger;
  }

  protected intervalMs(): number {
    return this.ports.config.messaging.mailPollMs;
  }

  protected async pass(): Promise<EmailNoticeRun> {
    const now = this.ports.clock.now();
    const awayMs = this.ports.config.messaging.mailAwayMinutes * 60_000;
    const window = {
      sentAfter: new Date(now.getTime() - LOOKBACK_MS),
      sentBefore: new Date(now.getTime() - awayMs),
      noticedBefore: new Date(now.getTime() - EMAIL_NOTICE_INTERVAL_MS),
    };
    const run: EmailNoticeRun = { noticed: 0 };
    for (const { conversationId, accountId, upToSeq } of await emailNoticeCandidates(this.ports.sql, window, BATCH)) {
      try {
        const presence = { online: await this.realtime.isOnline(accountId), lastSeenAt: await lastSeenAt(this.ports.sql, accountId) };
        const ctx = systemCommandContext('message-email-notice', now, { causationId: `message-email-notice:${conversationId}` });
        const result = await this.ports.commandBus.execute(
          new ChangeConversationCommand(
            { type: 'SendEmailNotice', conversationId, accountId, presence, awayMs },
            ctx,
            `system|email-notice|${conversationId}|${accountId}|${upToSeq}`,
          ),
        );
        if (!result.replayed) run.noticed++;
      } catch (error) {
        this.logger.warn({ err: error, conversationId }, 'message e-mail notices: a step failed');
      }
    }
    if (run.noticed) this.logger.info(run, 'message e-mail notices');
    return run;
  }
}
