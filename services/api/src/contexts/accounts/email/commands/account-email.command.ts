import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';
import type { EmailCommand } from '../domain/email-decide';

/** One e-mail decision on `account-{accountId}` (domain/email-decide.ts). */
export class AccountEmailCommand extends Command<CommandResult> {
  constructor(
    readonly accountId: string,
    readonly command: EmailCommand,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
