import { Command } from '@nestjs/cqrs';
import type { Role } from '@anonse/contracts';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';

export type AccountModeration =
  { type: 'ChangeAccountRole'; role: Role } | { type: 'BlockAccount'; reason: string } | { type: 'UnblockAccount'; reason: string | null };

/** A staff decision on an account (issue 10): a role, a block or an unblock. `ctx.actor` is the staff member. */
export class ModerateAccountCommand extends Command<CommandResult> {
  constructor(
    readonly accountId: string,
    readonly moderation: AccountModeration,
    /** The stream revision the console showed (If-Match); undefined: no staleness check. */
    readonly expectedRevision: number | undefined,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
