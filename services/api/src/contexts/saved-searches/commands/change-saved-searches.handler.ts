import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { savedSearchesStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE } from '#api/platform/tokens';
import { savedSearchesDecider, type SavedSearchesCommand } from '../domain/decide';
import { ChangeSavedSearchesCommand } from './change-saved-searches.command';

@CommandHandler(ChangeSavedSearchesCommand)
export class ChangeSavedSearchesHandler implements ICommandHandler<ChangeSavedSearchesCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ change, ctx, scope }: ChangeSavedSearchesCommand): Promise<CommandResult> {
    return runCommand({
      store: this.store,
      streamId: savedSearchesStreamId(change.accountId),
      decider: savedSearchesDecider,
      command: { ...change, now: ctx.now } as SavedSearchesCommand,
      ctx,
      scope: scope ?? idempotencyScope(ctx, change),
    });
  }
}
