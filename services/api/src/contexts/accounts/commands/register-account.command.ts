import { Command } from '@nestjs/cqrs';
import type { Role } from '@anonse/contracts';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';

export interface RegisterAccountResult extends CommandResult {
  accountId: string;
}

/** Registers an account (the public form, or `npm run admin:create` with role 1). */
export class RegisterAccountCommand extends Command<RegisterAccountResult> {
  constructor(
    readonly input: { login: string; email: string; password: string; role: Role },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
