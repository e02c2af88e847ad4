import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';
import type { ConversationCommand } from '../domain/decide';

type WithoutTime<C> = C extends unknown ? Omit<C, 'now'> : never;

/** One change of one conversation; the caller has checked who may ask for it. */
export class ChangeConversationCommand extends Command<CommandResult> {
  constructor(
    readonly change: WithoutTime<ConversationCommand>,
    readonly ctx: CommandContext,
    /** A system job's own scope (a repeat after a crash replays instead of appending). */
    readonly scope?: string,
  ) {
    super();
  }
}
