import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';
import type { SavedSearchesCommand } from '../domain/decide';

type WithoutTime<C> = C extends unknown ? Omit<C, 'now'> : never;

/**
 * Any change to `change.accountId`'s saved searches, from the person (dashboard), an e-mail's link or the alerts
 * worker. `scope` overrides the idempotency scope of the request (the worker derives one from the step it takes).
 */
export class ChangeSavedSearchesCommand extends Command<CommandResult> {
  constructor(
    readonly change: WithoutTime<SavedSearchesCommand>,
    readonly ctx: CommandContext,
    readonly scope?: string,
  ) {
    super();
  }
}
