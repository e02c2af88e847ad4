import type { WalletEntryDto } from '@anonse/contracts/browser';
import { describeEntry, formatWhen, pageFrom, signedPoints } from './describe-entry';

const entry = (over: Partial<WalletEntryDto>): WalletEntryDto => ({
  entryId: 'e1',
  kind: 'payment',
  points: 100,
  balanceAfter: 100,
  occurredAt: '2026-03-01T23:30:00.000Z',
  reason: null,
  adId: null,
  adTitle: null,
  days: null,
  refundOf: null,
  ...over,
});

describe('describeEntry', () => {
  it('names each kind of entry, with the ad, the days and the reason', () => {
    expect(describeEntry(entry({ kind: 'voucher' }))).toEqual({ key: 'wallet.entry.voucher', values: {} });
    expect(describeEntry(entry({ kind: 'payment' }))).toEqual({ key: 'wallet.entry.payment', values: {} });
    expect(describeEntry(entry({ kind: 'grant', reason: 'Rekompensata' }))).toEqual({
      key: 'wallet.entry.grantReason',
      values: { reason: 'Rekompensata' },
    });
    expect(describeEntry(entry({ kind: 'grant', reason: '  ' }))).toEqual({ key: 'wallet.entry.grant', values: {} });
    expect(describeEntry(entry({ kind: 'promotion', points: -300, adId: 'a', adTitle: 'Anna', days: 7 }))).toEqual({
      key: 'wallet.entry.promotion',
      values: { title: 'Anna', count: 7 },
    });
    expect(describeEntry(entry({ kind: 'promotion', points: -300, adId: 'a', days: 3 }))).toEqual({
      key: 'wallet.entry.promotionGone',
      values: { count: 3 },
    });
    expect(describeEntry(entry({ kind: 'bump', adTitle: 'Anna' }))).toEqual({ key: 'wallet.entry.bump', values: { title: 'Anna' } });
    expect(describeEntry(entry({ kind: 'bump' }))).toEqual({ key: 'wallet.entry.bumpGone', values: {} });
    expect(describeEntry(entry({ kind: 'deduction', reason: 'Korekta' }))).toEqual({
      key: 'wallet.entry.deductionReason',
      values: { reason: 'Korekta' },
    });
    expect(describeEntry(entry({ kind: 'refund', reason: 'refundAdNotPromotable' }))).toEqual({
      key: 'wallet.entry.refundReason',
      values: { reasonKey: 'refundAdNotPromotable' },
    });
    expect(describeEntry(entry({ kind: 'refund', reason: 'Reklamacja' }))).toEqual({
      key: 'wallet.entry.refundReason',
      values: { reason: 'Reklamacja' },
    });
    // A reason that happens to be a property name is text, not a key.
    expect(describeEntry(entry({ kind: 'refund', reason: 'constructor' }))).toEqual({
      key: 'wallet.entry.refundReason',
      values: { reason: 'constructor' },
    });
  });

  it('formats signed points, Polish time and pages', () => {
    expect(signedPoints(15000, 'pl')).toMatch(/^\+15\s000$/);
    expect(signedPoints(-120, 'en')).toBe('−120');
    // 23:30 UTC on 1 March is 00:30 on 2 March in Warsaw.
    expect(formatWhen('2026-03-01T23:30:00.000Z', 'pl')).toContain('2 mar 2026');
    expect(formatWhen('2026-03-01T23:30:00.000Z', 'en')).toContain('00:30');
    expect(['', '?page=3', '?page=0', '?page=-1', '?page=abc', '?page=1e3'].map(pageFrom)).toEqual([1, 3, 1, 1, 1, 1]);
  });
});
