import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountStreamId } from '@anonse/contracts';
import type { EventStore, SqlClient } from '@anonse/eventstore';
import { listAdsOfOwner } from '@anonse/projections';
import { idempotencyScope } from '../../../platform/commands/command-context';
import { runCommand, type CommandResult } from '../../../platform/commands/command-runner';
import { ConsistencyService } from '../../../platform/consistency.service';
import { EVENT_STORE, SQL } from '../../../platform/tokens';
import { accountDeletionDecider } from '../domain/delete-account';
import { DeleteAccountCommand } from './delete-account.command';

@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly consistency: ConsistencyService,
  ) {}

  async execute({ accountId, ctx }: DeleteAccountCommand): Promise<CommandResult> {
    // The event names the person's ads for read models that cannot find them by owner (the search index): let the
    // `ads` read model catch up with the log first, so an ad created a moment ago is among them.
    await this.consistency.waitFor(await this.store.headPosition());
    const adIds = (await listAdsOfOwner(this.sql, accountId)).map((ad) => ad.id);
    return runCommand({
      store: this.store,
      streamId: accountStreamId(accountId),
      decider: accountDeletionDecider,
      command: { type: 'DeleteAccount', accountId, adIds, now: ctx.now },
      ctx,
      scope: idempotencyScope(ctx, { deleteAccount: accountId }),
    });
  }
}
