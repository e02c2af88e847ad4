import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';
import type { WalletCommand } from '../domain/decide';

type WithoutTime<C> = C extends unknown ? Omit<C, 'now'> : never;
export type WalletChange = WithoutTime<WalletCommand>;

/**
 * Any movement of points (credit, spend, deduction, refund) on `change.accountId`'s wallet. Other contexts
 * (vouchers, payments, promotion) dispatch it; `change.entryId` makes it idempotent, so they derive it from what
 * they are doing (a payment id, an order id) and can repeat a step after a crash.
 */
export class ChangeWalletCommand extends Command<CommandResult> {
  constructor(
    readonly change: WalletChange,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
