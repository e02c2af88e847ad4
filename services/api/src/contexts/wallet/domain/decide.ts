import { WALLET_EVENTS, type CreditSource, type WalletEvent } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';
import { evolveWallet, initialWalletState, type WalletState } from './state';

interface WalletCommandBase {
  accountId: string;
  /** The entry's id: a command retried with the same id decides nothing the second time. */
  entryId: string;
  points: number;
  now: string;
}

export interface CreditPoints extends WalletCommandBase {
  type: 'CreditPoints';
  source: CreditSource;
  /** Unique per wallet (a provider payment, a voucher code): a second credit of it decides nothing. */
  reference: string | null;
  reason: string | null;
}
export interface SpendPointsForPromotion extends WalletCommandBase {
  type: 'SpendPointsForPromotion';
  adId: string;
  days: number;
}
export interface SpendPointsForBump extends WalletCommandBase {
  type: 'SpendPointsForBump';
  adId: string;
}
export interface DeductPoints extends WalletCommandBase {
  type: 'DeductPoints';
  reason: string;
}
export interface RefundPoints extends WalletCommandBase {
  type: 'RefundPoints';
  refundOf: string;
  reason: string;
}

export type WalletCommand = CreditPoints | SpendPointsForPromotion | SpendPointsForBump | DeductPoints | RefundPoints;

export class InsufficientPointsError extends DomainError {
  override readonly name = 'InsufficientPointsError';
  constructor(balance: number, wanted: number) {
    super('conflict', 'wallet:insufficientPoints', `balance ${balance} is less than ${wanted}`, 'points');
  }
}

export class InvalidPointsError extends DomainError {
  override readonly name = 'InvalidPointsError';
  constructor(points: number) {
    super('invalid', 'wallet:pointsOutOfRange', `${points} is not a whole number of points from 1 to 1000000`, 'points');
  }
}

export class NothingToRefundError extends DomainError {
  override readonly name = 'NothingToRefundError';
  constructor(refundOf: string) {
    super('conflict', 'wallet:nothingToRefund', `no refundable spend ${refundOf}`);
  }
}

export class RefundTooLargeError extends DomainError {
  override readonly name = 'RefundTooLargeError';
  constructor(left: number, wanted: number) {
    super('invalid', 'wallet:refundTooLarge', `only ${left} points of that spend can come back, not ${wanted}`, 'points');
  }
}

const isPoints = (n: number) => Number.isSafeInteger(n) && n >= 1 && n <= 1_000_000;

/**
 * The wallet's rules: the balance never goes below zero, a credit of one reference happens once, a refund never
 * returns more than its spend took. A command whose entry is already in the stream decides nothing, so a retried
 * request or a process manager re-running a step after a crash moves no point twice.
 */
export function decideWallet(command: WalletCommand, state: WalletState): WalletEvent[] {
  if (!isPoints(command.points)) throw new InvalidPointsError(command.points);
  if (state.entryIds.has(command.entryId)) return [];
  const { accountId, entryId, points, now } = command;
  switch (command.type) {
    case 'CreditPoints': {
      if (command.reference && state.references.has(command.reference)) return [];
      const data = {
        accountId,
        entryId,
        points,
        balanceAfter: state.balance + points,
        source: command.source,
        reference: command.reference,
        reason: command.reason,
        creditedAt: now,
      };
      return [{ type: 'PointsCredited', data }];
    }
    case 'SpendPointsForPromotion':
      if (state.balance < points) throw new InsufficientPointsError(state.balance, points);
      return [
        {
          type: 'PointsSpentForPromotion',
          data: { accountId, entryId, points, balanceAfter: state.balance - points, adId: command.adId, days: command.days, spentAt: now },
        },
      ];
    case 'SpendPointsForBump':
      if (state.balance < points) throw new InsufficientPointsError(state.balance, points);
      return [
        {
          type: 'PointsSpentForBump',
          data: { accountId, entryId, points, balanceAfter: state.balance - points, adId: command.adId, spentAt: now },
        },
      ];
    case 'DeductPoints':
      if (state.balance < points) throw new InsufficientPointsError(state.balance, points);
      return [
        {
          type: 'PointsDeducted',
          data: { accountId, entryId, points, balanceAfter: state.balance - points, reason: command.reason, deductedAt: now },
        },
      ];
    case 'RefundPoints': {
      const debit = state.debits.get(command.refundOf);
      const left = debit ? debit.points - debit.refunded : 0;
      if (left <= 0) throw new NothingToRefundError(command.refundOf);
      if (points > left) throw new RefundTooLargeError(left, points);
      return [
        {
          type: 'PointsRefunded',
          data: {
            accountId,
            entryId,
            points,
            balanceAfter: state.balance + points,
            refundOf: command.refundOf,
            reason: command.reason,
            refundedAt: now,
          },
        },
      ];
    }
  }
}

export const walletDecider: Decider<WalletCommand, WalletEvent, WalletState> = {
  events: WALLET_EVENTS,
  initialState: initialWalletState,
  evolve: evolveWallet,
  decide: decideWallet,
};
