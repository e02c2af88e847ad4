import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';
import type { MessagingAccountCommand } from '../domain/account';

type WithoutTime<C> = C extends unknown ? Omit<C, 'now'> : never;

/** Settings, blocks and suspensions of one person's messaging. */
export class ChangeMessagingAccountCommand extends Command<CommandResult> {
  constructor(
    readonly change: WithoutTime<MessagingAccountCommand>,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
