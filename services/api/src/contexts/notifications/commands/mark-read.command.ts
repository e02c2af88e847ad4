import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';

/** The caller read one of their notices (a click in the bell). */
export class MarkNotificationReadCommand extends Command<CommandResult> {
  constructor(
    readonly accountId: string,
    readonly notificationId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** "Mark all as read": every notice of the caller up to the newest of `seenIds` (all of them when not given). */
export class MarkAllNotificationsReadCommand extends Command<CommandResult> {
  constructor(
    readonly accountId: string,
    readonly seenIds: readonly string[] | undefined,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
