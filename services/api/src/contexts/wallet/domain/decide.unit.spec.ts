import type { WalletEvent } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import {
  InsufficientPointsError,
  InvalidPointsError,
  NothingToRefundError,
  RefundTooLargeError,
  walletDecider,
  type WalletCommand,
} from './decide';

const now = '2026-05-01T10:00:00.000Z';
const base = { accountId: 'a1', now };
const credited = (entryId: string, points: number, balanceAfter: number, reference: string | null = null): WalletEvent => ({
  type: 'PointsCredited',
  data: {
    accountId: 'a1',
    entryId,
    points,
    balanceAfter,
    source: reference ? 'payment' : 'grant',
    reference,
    reason: reference ? null : 'bonus',
    creditedAt: now,
  },
});
const spent = (entryId: string, points: number, balanceAfter: number): WalletEvent => ({
  type: 'PointsSpentForPromotion',
  data: { accountId: 'a1', entryId, points, balanceAfter, adId: 'ad1', days: 7, spentAt: now },
});
const credit = (entryId: string, points: number, reference: string | null = null): WalletCommand => ({
  ...base,
  type: 'CreditPoints',
  entryId,
  points,
  source: reference ? 'payment' : 'grant',
  reference,
  reason: reference ? null : 'bonus',
});
const spend = (entryId: string, points: number): WalletCommand => ({
  ...base,
  type: 'SpendPointsForPromotion',
  entryId,
  points,
  adId: 'ad1',
  days: 7,
});
const refund = (entryId: string, refundOf: string, points: number): WalletCommand => ({
  ...base,
  type: 'RefundPoints',
  entryId,
  refundOf,
  points,
  reason: 'refundAdNotPromotable',
});

describe('wallet', () => {
  const spec = deciderSpec(walletDecider);

  it('credits, writing the balance after', () =>
    spec
      .given([credited('c1', 100, 100)])
      .when(credit('c2', 50))
      .then([credited('c2', 50, 150)]));
  it('credits one payment once, whatever the entry id', () =>
    spec
      .given([credited('c1', 100, 100, 'payment:sandbox:p1')])
      .when(credit('c2', 100, 'payment:sandbox:p1'))
      .then([]));
  it('decides nothing for an entry already made', () =>
    spec
      .given([spent('o1', 30, 70)])
      .when(spend('o1', 30))
      .then([]));
  it('spends down to exactly zero', () =>
    spec
      .given([credited('c1', 30, 30)])
      .when(spend('o1', 30))
      .then([spent('o1', 30, 0)]));
  it('never below zero', () =>
    spec
      .given([credited('c1', 29, 29)])
      .when(spend('o1', 30))
      .thenThrows(InsufficientPointsError, { code: 'wallet:insufficientPoints' }));
  it('an empty wallet spends nothing', () => spec.given([]).when(spend('o1', 1)).thenThrows(InsufficientPointsError));
  it('a deduction cannot go below zero either', () =>
    spec
      .given([credited('c1', 5, 5)])
      .when({ ...base, type: 'DeductPoints', entryId: 'd1', points: 6, reason: 'chargeback' })
      .thenThrows(InsufficientPointsError));
  it.each([0, -5, 1.5, Number.NaN, 1_000_001])('refuses %p points', (points) =>
    spec
      .given([credited('c1', 100, 100)])
      .when(credit('c2', points))
      .thenThrows(InvalidPointsError, { code: 'wallet:pointsOutOfRange' }),
  );
  it('refunds a spend, in parts, never more than it took', () => {
    const history = [credited('c1', 100, 100), spent('o1', 30, 70)];
    spec
      .given(history)
      .when(refund('r1', 'o1', 10))
      .then([
        {
          type: 'PointsRefunded',
          data: {
            accountId: 'a1',
            entryId: 'r1',
            points: 10,
            balanceAfter: 80,
            refundOf: 'o1',
            reason: 'refundAdNotPromotable',
            refundedAt: now,
          },
        },
      ]);
    const partly: WalletEvent = {
      type: 'PointsRefunded',
      data: { accountId: 'a1', entryId: 'r1', points: 10, balanceAfter: 80, refundOf: 'o1', reason: 'x', refundedAt: now },
    };
    spec
      .given([...history, partly])
      .when(refund('r2', 'o1', 21))
      .thenThrows(RefundTooLargeError);
    const rest: WalletEvent = { type: 'PointsRefunded', data: { ...partly.data, entryId: 'r2', points: 20, balanceAfter: 100 } as never };
    spec
      .given([...history, partly, rest])
      .when(refund('r3', 'o1', 1))
      .thenThrows(NothingToRefundError);
  });
  it('refunds only a spend', () =>
    spec
      .given([credited('c1', 100, 100)])
      .when(refund('r1', 'c1', 10))
      .thenThrows(NothingToRefundError));
});
