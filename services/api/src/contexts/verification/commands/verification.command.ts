import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';
import type { VerificationCommand } from '../domain/decide';

/** The handler adds the time, and for a rejection the end of the wait (from configuration). */
type Supplied = 'now' | 'retryAfter';
export type VerificationChange = VerificationCommand extends infer C ? (C extends unknown ? Omit<C, Supplied> : never) : never;

/** Any command of an account's verification stream (`change.accountId`). */
export class RunVerificationCommand extends Command<CommandResult> {
  constructor(
    readonly change: VerificationChange,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
