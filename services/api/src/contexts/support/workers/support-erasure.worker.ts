import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { SqlExecutor } from '@anonse/eventstore';
import { supportMessagesOfErasedAccounts } from '@anonse/projections';
import type { Logger } from 'pino';
import type { Clock } from '#api/platform/clock/clock';
import { systemActor, systemCommandContext } from '#api/platform/commands/system-command-context';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG, CLOCK, LOGGER, SQL } from '#api/platform/tokens';
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

  constructor(
    @Inject(SQL) private readonly sql: SqlExecutor,
    private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) protected readonly logger: Logger,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.config.support.erasurePollMs;
  }

  /** How many messages this pass deleted. */
  protected async pass(): Promise<number> {
    let deleted = 0;
    for (const messageId of await supportMessagesOfErasedAccounts(this.sql, BATCH)) {
      const id = `support-erasure-${messageId}`;
      const ctx = systemCommandContext('account-erasure', this.clock.now(), { commandId: id });
      try {
        await this.commandBus.execute(
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
