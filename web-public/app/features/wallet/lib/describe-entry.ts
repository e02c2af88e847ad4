import type { WalletEntryDto } from '@anonse/contracts/browser';
import type { pl } from '../i18n/pl';
import { formatDateTime } from '#web/lib/format-date';

type EntryKey = keyof typeof pl.wallet.entry;
type Base<K extends string> = K extends `${infer B}_${'one' | 'few' | 'many' | 'other'}` ? B : K;
export type RefundReasonKey = keyof typeof pl.wallet.refundReasons;

/** A ledger line's text as a key of the `wallet` namespace and its values (the component translates it). */
export interface EntryText {
  key: `wallet.entry.${Base<EntryKey>}`;
  values: { title?: string; count?: number; reason?: string; reasonKey?: RefundReasonKey };
}

const REFUND_KEYS: readonly string[] = ['refundAdNotPromotable', 'refundPromotionEnded'] satisfies RefundReasonKey[];
export const isRefundReasonKey = (reason: string): reason is RefundReasonKey => REFUND_KEYS.includes(reason);

/** How a ledger line reads: what it was, for which ad and for how long, and why when a person decided it. */
export function describeEntry(entry: WalletEntryDto): EntryText {
  const reason = entry.reason?.trim() || undefined;
  switch (entry.kind) {
    case 'voucher':
      return { key: 'wallet.entry.voucher', values: {} };
    case 'payment':
      return { key: 'wallet.entry.payment', values: {} };
    case 'grant':
      return reason ? { key: 'wallet.entry.grantReason', values: { reason } } : { key: 'wallet.entry.grant', values: {} };
    case 'promotion':
      return entry.adTitle
        ? { key: 'wallet.entry.promotion', values: { title: entry.adTitle, count: entry.days ?? 1 } }
        : { key: 'wallet.entry.promotionGone', values: { count: entry.days ?? 1 } };
    case 'bump':
      return entry.adTitle ? { key: 'wallet.entry.bump', values: { title: entry.adTitle } } : { key: 'wallet.entry.bumpGone', values: {} };
    case 'deduction':
      return reason ? { key: 'wallet.entry.deductionReason', values: { reason } } : { key: 'wallet.entry.deduction', values: {} };
    case 'refund':
      if (!reason) return { key: 'wallet.entry.refund', values: {} };
      return isRefundReasonKey(reason)
        ? { key: 'wallet.entry.refundReason', values: { reasonKey: reason } }
        : { key: 'wallet.entry.refundReason', values: { reason } };
  }
}

/** `+500` / `−120`: the sign always shown, a real minus sign. */
export const signedPoints = (points: number, locale: 'pl' | 'en'): string =>
  `${points > 0 ? '+' : points < 0 ? '−' : ''}${new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB').format(Math.abs(points))}`;

/** Date and time in Polish time (the site's), the same on the server and in the browser. */
export const formatWhen = (iso: string, locale: 'pl' | 'en'): string => formatDateTime(iso, locale);

export const WALLET_PAGE_SIZE = 20;

/** `?page=n` → a 1-based page (anything else is page 1). */
export function pageFrom(search: string): number {
  const raw = new URLSearchParams(search).get('page');
  const n = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 ? n : 1;
}
