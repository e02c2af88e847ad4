import { assertNever } from '@anonse/contracts';
import type { WalletEvent } from '@anonse/contracts';
import { GrowingMap, GrowingSet } from './growing-map';

export interface Debit {
  points: number;
  refunded: number;
}

/** A wallet as its stream folds: the balance, and what makes repeated or excessive entries recognisable. */
export interface WalletState {
  balance: number;
  entryIds: GrowingSet<string>;
  /** References already credited (a payment, a voucher code): each credits once. */
  references: GrowingSet<string>;
  /** Spends by entry id, with how much of each has come back. */
  debits: GrowingMap<string, Debit>;
  entries: number;
}

export const initialWalletState = (): WalletState => ({
  balance: 0,
  entryIds: GrowingSet.empty(),
  references: GrowingSet.empty(),
  debits: GrowingMap.empty(),
  entries: 0,
});

/**
 * The balance is taken from the event (`balanceAfter`) rather than recomputed: the decider wrote it from the same
 * fold, and an auditor reading the log sees exactly the figure the ledger shows.
 */
export function evolveWallet(state: WalletState, event: WalletEvent): WalletState {
  const entryIds = state.entryIds.add(event.data.entryId);
  const base = { ...state, balance: event.data.balanceAfter, entryIds, entries: state.entries + 1 };
  switch (event.type) {
    case 'PointsCredited':
      return event.data.reference ? { ...base, references: state.references.add(event.data.reference) } : base;
    case 'PointsSpentForPromotion':
    case 'PointsSpentForBump':
      return { ...base, debits: state.debits.set(event.data.entryId, { points: event.data.points, refunded: 0 }) };
    case 'PointsRefunded': {
      const debit = state.debits.get(event.data.refundOf);
      if (!debit) return base;
      return { ...base, debits: state.debits.set(event.data.refundOf, { ...debit, refunded: debit.refunded + event.data.points }) };
    }
    case 'PointsDeducted':
      return base;
    default:
      return assertNever(event);
  }
}
