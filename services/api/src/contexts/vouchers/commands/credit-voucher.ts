import type { CommandBus } from '@nestjs/cqrs';
import { voucherWalletReference, walletStreamId, WALLET_EVENTS } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';
import { uuidV5 } from '#api/platform/ids';
import { ChangeWalletCommand } from '#api/contexts/wallet/index';

/** The wallet entry of a code's credit: derived from the code, so every retry (inline or worker) names the same entry. */
export const voucherEntryId = (codeHash: string): string => uuidV5(`voucher-credit|${codeHash}`);

/**
 * Puts a redeemed code's points in the redeemer's wallet. Idempotent twice over: the entry id and the wallet
 * reference both come from the code, so the inline credit and the worker's repair can both run and the wallet
 * moves once.
 */
export function creditVoucher(
  commandBus: CommandBus,
  redemption: { codeHash: string; accountId: string; points: number },
  ctx: CommandContext,
): Promise<CommandResult> {
  return commandBus.execute(
    new ChangeWalletCommand(
      {
        type: 'CreditPoints',
        accountId: redemption.accountId,
        entryId: voucherEntryId(redemption.codeHash),
        points: redemption.points,
        source: 'voucher',
        reference: voucherWalletReference(redemption.codeHash),
        reason: null,
      },
      ctx,
    ),
  );
}

/** The balance right after the code's credit, read from the wallet's own stream (no projection lag). */
export async function balanceAfterVoucher(store: EventStore, accountId: string, codeHash: string): Promise<number | null> {
  const reference = voucherWalletReference(codeHash);
  const events = await store.readStream(walletStreamId(accountId));
  for (let i = events.length - 1; i >= 0; i--) {
    if (events[i]!.type !== 'PointsCredited') continue;
    const event = WALLET_EVENTS.parse(events[i]!);
    if (event.type === 'PointsCredited' && event.data.reference === reference) return event.data.balanceAfter;
  }
  return null;
}
