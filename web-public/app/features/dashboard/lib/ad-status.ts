import { AD_STATUSES, type AdDetail, type AdStatus, type Locale } from '@anonse/contracts/browser';
import { formatDay } from '#web/lib/format-date';

/** i18n key of an ad status label ("Oczekuje na akceptację", "Aktywne", "Odrzucone", "Wyłączone", …). */
export const statusLabelKey = (status: AdStatus): `dashboard.status.${AdStatus}` => `dashboard.status.${status}`;

/** i18n key of the one-line explanation under a status. */
export const statusHintKey = (status: AdStatus): `dashboard.statusHint.${AdStatus}` => `dashboard.statusHint.${status}`;

export type StatusTone = 'ok' | 'warn' | 'danger' | 'muted';

/**
 * Badge colour of a status (a CSS Modules class name). The badge always carries the status in words too: the
 * colour only repeats it.
 */
export function statusTone(status: AdStatus): StatusTone {
  switch (status) {
    case 'approved':
      return 'ok';
    case 'pending':
    case 'expired':
      return 'warn';
    case 'rejected':
      return 'danger';
    case 'deactivated':
    case 'deleted':
      return 'muted';
  }
}

export type StatusCounts = Record<AdStatus | 'total', number>;

export function countByStatus(ads: ReadonlyArray<Pick<AdDetail, 'status'>>): StatusCounts {
  const out = { total: ads.length, ...Object.fromEntries(AD_STATUSES.map((s) => [s, 0])) } as StatusCounts;
  for (const ad of ads) out[ad.status] += 1;
  return out;
}

/**
 * The moderator's reason to show, trimmed, or null. A rejected ad was refused as a whole; a live ad
 * (approved, deactivated, expired) keeps a reason only when its last revision was refused — the approved
 * version then stays public. An approval clears the reason, so a non-null one is always current.
 */
export function rejectionReasonOf(ad: Pick<AdDetail, 'status' | 'rejectionReason'>): string | null {
  if (ad.status === 'pending' || ad.status === 'deleted') return null;
  return ad.rejectionReason?.trim() || null;
}

/** Whether the refusal concerns the whole ad (it is not public) or only its last revision (the ad is). */
export const rejectionScope = (ad: Pick<AdDetail, 'status'>): 'ad' | 'revision' => (ad.status === 'rejected' ? 'ad' : 'revision');

/** A revision waits for moderation while the approved fields stay public ("changes pending"). */
export const hasPendingChanges = (ad: Pick<AdDetail, 'status' | 'pendingFields'>): boolean =>
  ad.pendingFields !== null && ad.status !== 'pending' && ad.status !== 'rejected' && ad.status !== 'deleted';

/**
 * A date as "12 mar 2025" / "12 Mar 2025", always in Polish time so the server render and the browser
 * agree (no hydration mismatch whatever the visitor's time zone). Invalid input → ''.
 */
export function formatDate(iso: string | null | undefined, locale: Locale): string {
  return iso ? formatDay(iso, locale) : '';
}
