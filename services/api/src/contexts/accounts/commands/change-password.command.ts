import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';

/** Sets a new password; the caller has checked the current one and the new one's strength. */
export class ChangePasswordCommand extends Command<CommandResult> {
  constructor(
    readonly accountId: string,
    readonly newPassword: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
