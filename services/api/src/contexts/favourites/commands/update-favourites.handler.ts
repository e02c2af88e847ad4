import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { favouritesStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE } from '#api/platform/tokens';
import { favouritesDecider, type FavouritesCommand } from '../domain/decide';
import { UpdateFavouritesCommand } from './update-favourites.command';

@CommandHandler(UpdateFavouritesCommand)
export class UpdateFavouritesHandler implements ICommandHandler<UpdateFavouritesCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ change, ctx }: UpdateFavouritesCommand): Promise<CommandResult> {
    return runCommand({
      store: this.store,
      streamId: favouritesStreamId(change.accountId),
      decider: favouritesDecider,
      command: { ...change, now: ctx.now } as FavouritesCommand,
      ctx,
      scope: idempotencyScope(ctx, change),
    });
  }
}
