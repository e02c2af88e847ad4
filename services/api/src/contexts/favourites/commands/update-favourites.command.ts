import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';
import type { FavouritesCommand } from '../domain/decide';

type WithoutTime<C> = C extends unknown ? Omit<C, 'now'> : never;

/** Adds, removes or merges favourites of `change.accountId`; the controller has checked the ads exist. */
export class UpdateFavouritesCommand extends Command<CommandResult> {
  constructor(
    readonly change: WithoutTime<FavouritesCommand>,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
