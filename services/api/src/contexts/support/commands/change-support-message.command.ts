import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';
import type { SupportCommand } from '../domain/decide';

type WithoutTime<C> = C extends unknown ? Omit<C, 'now'> : never;

/**
 * Any change to one contact message: the form (a guest or a person), or staff replying, marking it handled,
 * reopening or deleting it. `expectedRevision` comes from If-Match (a stale change: 409). `scope` overrides the
 * idempotency scope (the form derives one from its token, so a double submit is one command).
 */
export class ChangeSupportMessageCommand extends Command<CommandResult> {
  constructor(
    readonly change: WithoutTime<SupportCommand>,
    readonly ctx: CommandContext,
    readonly expectedRevision?: number,
    readonly scope?: string,
  ) {
    super();
  }
}
