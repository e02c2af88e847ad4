import type { AdDetail, AdStatus, Locale } from '@anonse/contracts';

/** i18n key of an ad status label (pending → "Oczekuje na akceptację", approved → "Aktywne", rejected → "Odrzucone"). */
export const statusLabelKey = (status: AdStatus): `dashboard.status.${AdStatus}` => `dashboard.status.${status}`;

/** i18n key of the one-line explanation under a status. */
export const statusHintKey = (status: AdStatus): `dashboard.statusHint.${AdStatus}` => `dashboard.statusHint.${status}`;

/** Badge colour of a status (a CSS Modules class name). */
export const statusTone = (status: AdStatus): 'warn' | 'ok' | 'danger' =>
  status === 'approved' ? 'ok' : status === 'rejected' ? 'danger' : 'warn';

export type StatusCounts = Record<AdStatus | 'total', number>;

export function countByStatus(ads: ReadonlyArray<Pick<AdDetail, 'status'>>): StatusCounts {
  const out: StatusCounts = { total: ads.length, pending: 0, approved: 0, rejected: 0 };
  for (const ad of ads) out[ad.status] += 1;
  return out;
}

/**
 * The rejection reason to show, trimmed; null when the ad is not rejected or no reason was given
 * (the row then shows a generic text).
 */
export const rejectionReasonOf = (ad: Pick<AdDetail, 'status' | 'rejectionReason'>): string | null =>
  ad.status === 'rejected' && ad.rejectionReason?.trim() ? ad.rejectionReason.trim() : null;

/**
 * A date as "12 mar 2025" / "12 Mar 2025", always in Polish time so the server render and the browser
 * agree (no hydration mismatch whatever the visitor's time zone). Invalid input → ''.
 */
export function formatDate(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/Warsaw',
  }).format(d);
}
