import { Injectable } from '@nestjs/common';
import { supportMessagesOfErasedAccounts } from '@anonse/projections';
import type { Logger } from 'pino';
import { systemActor, systemCommandContext } from '#api/platform/commands/system-command-context';
import { CommandWorkerPorts } from '#api/platform/workers/command-worker-ports';
import { PollingWorker } from '#api/platform/workers/polling-worker';
import { ChangeSupportMessageCommand } from '../commands/change-support-message.command';

const BATCH = 100;
/** The deletes are the account erasure's: the audit log says so rather than naming a worker of this context. */
const ERASURE = systemActor('account-erasure');

/**
 * Each contact message is sealed under a key of its own (a delete in the inbox shreds only it), so erasing a person's
 * key leaves the messages they sent while signed in readable: this deletes them, shredding theirs. Its queue is the
 * read model (messages whose account is in `account_erasures`); a delete's command id derives from the message, so a
 * repeat after a crash, or on another API node, replays instead of appending.
 */
@Injectable()
export class SupportErasureWorker extends PollingWorker<number> {
  protected readonly workerName = 'support erasure';

  constructor(private readonly ports: CommandWorkerPorts) {
    super();
  }

  protected get logger(): Logger {
    return this.ports.logger;
  }

  protected intervalMs(): number {
    return this.ports.config.support.erasurePollMs;
  }

  /** How many messages this pass deleted. */
  protected async pass(): Promise<number> {
    let deleted = 0;
    for (const messageId of await supportMessagesOfErasedAccounts(this.ports.sql, BATCH)) {
      const id = `support-erasure-${messageId}`;
      const ctx = systemCommandContext('account-erasure', this.ports.clock.now(), { commandId: id });
      try {
        await this.ports.commandBus.execute(
          new ChangeSupportMessageCommand(
            { type: 'DeleteSupportMessage', messageId, staffId: ERASURE.id },
            ctx,
            undefined,
            `system|erase|${messageId}`,
          ),
        );
        deleted++;
      } catch (error) {
        this.logger.warn({ err: error, messageId }, 'support erasure: deleting a message failed');
      }
    }
    return deleted;
  }
}
