import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';
import type { VoucherBatchCommand } from '../domain/batch';

type WithoutTime<C> = C extends unknown ? Omit<C, 'now'> : never;

/** Creates or revokes a batch (administrators). Codes are made and hashed before: the command holds only hashes. */
export class ChangeVoucherBatchCommand extends Command<CommandResult> {
  constructor(
    readonly change: WithoutTime<VoucherBatchCommand>,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
