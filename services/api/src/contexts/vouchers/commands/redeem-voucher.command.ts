import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#api/platform/commands/command-context';

export interface RedeemVoucherResult {
  points: number;
  /** The wallet's balance right after this code's credit. */
  balance: number;
  /** The global position of the credit (read-your-writes). */
  position: number;
}

/** `code` is canonical (normalised and of the right shape); the caller has counted the attempt. */
export class RedeemVoucherCommand extends Command<RedeemVoucherResult> {
  constructor(
    readonly code: string,
    readonly accountId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
