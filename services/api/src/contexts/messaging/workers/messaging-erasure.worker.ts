import { Injectable } from '@nestjs/common';
import { conversationSidesOfErasedAccounts, idleConversations } from '@anonse/projections';
import type { Logger } from 'pino';
import { systemCommandContext } from '#api/platform/commands/system-command-context';
import { CommandWorkerPorts } from '#api/platform/workers/command-worker-ports';
import { PollingWorker } from '#api/platform/workers/polling-worker';
import { ChangeConversationCommand } from '../commands/change-conversation.command';

const BATCH = 100;

/**
 * Each side of a conversation is sealed under its own key, so erasing a person's key leaves their messages readable:
 * this erases them, side by side (the other person then sees them as deleted), and erases both sides of every
 * conversation with no message for MESSAGE_RETENTION_DAYS. Its queues are the read models; a side's command scope
 * derives from the side, so a repeat after a crash, or on another API node, replays instead of appending (and then
 * shreds the key the crash left).
 */
@Injectable()
export class MessagingErasureWorker extends PollingWorker<number> {
  protected readonly workerName = 'messaging erasure';

  constructor(private readonly ports: CommandWorkerPorts) {
    super();
  }

  protected get logger(): Logger {
    return this.ports.logger;
  }

  protected intervalMs(): number {
    return this.ports.config.messaging.erasurePollMs;
  }

  /** How many sides this pass erased. */
  protected async pass(): Promise<number> {
    const now = this.ports.clock.now();
    const due: { conversationId: string; accountId: string; reason: 'account-deleted' | 'retention' }[] = [];
    for (const side of await conversationSidesOfErasedAccounts(this.ports.sql, BATCH)) due.push({ ...side, reason: 'account-deleted' });
    const before = new Date(now.getTime() - this.ports.config.messaging.retentionDays * 86_400_000);
    for (const idle of await idleConversations(this.ports.sql, before, BATCH))
      for (const accountId of idle.accountIds) due.push({ conversationId: idle.conversationId, accountId, reason: 'retention' });
    let erased = 0;
    for (const { conversationId, accountId, reason } of due) {
      const id = `messaging-erasure-${conversationId}-${accountId}`;
      const ctx = systemCommandContext(reason === 'retention' ? 'messaging-retention' : 'account-erasure', now, { commandId: id });
      try {
        await this.ports.commandBus.execute(
          new ChangeConversationCommand(
            { type: 'EraseConversationSide', conversationId, accountId, reason },
            ctx,
            `system|erase|${conversationId}|${accountId}`,
          ),
        );
        erased++;
      } catch (error) {
        this.logger.warn({ err: error, conversationId }, 'messaging erasure: erasing a side failed');
      }
    }
    return erased;
  }
}
