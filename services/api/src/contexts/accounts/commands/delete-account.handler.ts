import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountStreamId } from '@anonse/contracts';
import type { EventStore, SqlClient } from '@anonse/eventstore';
import { listAdsOfOwner } from '@anonse/projections';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { ConsistencyService } from '#api/platform/consistency.service';
import { EVENT_STORE, SQL } from '#api/platform/tokens';
import { accountDeletionDecider } from '../domain/delete-account';
import { DeleteAccountCommand } from './delete-account.command';

/**
 * The read side did not catch up with the log in time, so the person's ads cannot all be named: nothing was
 * appended, and the request may simply be retried (503).
 */
export class ReadSideBehindError extends Error {
  override readonly name = 'ReadSideBehindError';
  constructor(readonly position: number) {
    super(`the read models did not reach position ${position} in time`);
  }
}

@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly consistency: ConsistencyService,
  ) {}

  async execute({ accountId, ctx }: DeleteAccountCommand): Promise<CommandResult> {
    // The event names the person's ads for read models that cannot find them by owner (the search index): let the
    // `ads` read model catch up with the log first, so an ad created a moment ago is among them. Proceeding without
    // it could leave an ad out (the search projector also drops the owner's documents, but other readers may not).
    const head = await this.store.headPosition();
    if (!(await this.consistency.waitFor(head))) throw new ReadSideBehindError(head);
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
