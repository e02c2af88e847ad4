import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';
import type { SupportChatCommand } from '../domain/chat';

type WithoutTime<C> = C extends unknown ? Omit<C, 'now'> : never;

/**
 * Any change to one person's support chat: they write, or staff answer, note, assign, close or reopen.
 * `expectedRevision` comes from If-Match (a stale change: 409).
 */
export class ChangeSupportChatCommand extends Command<CommandResult> {
  constructor(
    readonly change: WithoutTime<SupportChatCommand>,
    readonly ctx: CommandContext,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}
