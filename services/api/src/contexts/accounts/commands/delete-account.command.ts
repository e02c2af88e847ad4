import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';

/** Deletes the account; the caller has checked the password again. The erasure of the person's data follows. */
export class DeleteAccountCommand extends Command<CommandResult> {
  constructor(
    readonly accountId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
