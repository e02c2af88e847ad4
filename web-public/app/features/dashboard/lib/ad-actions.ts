import type { AdDetail } from '@anonse/contracts/browser';
import { ifMatch } from '#web/lib/owner-writes';

/** What an owner can do to an ad from the list (the edit page covers `edit`). */
export type OwnerAdAction = 'edit' | 'deactivate' | 'reactivate' | 'renew' | 'delete';
/** The actions that are one request to the API (editing is a page of its own). */
export type OwnerAdCommand = Exclude<OwnerAdAction, 'edit'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Renew is highlighted when the term ends within this many days (or has ended). */
export const RENEW_SOON_DAYS = 3;

type Term = Pick<AdDetail, 'status' | 'expiresAt'>;

const endOf = (expiresAt: string | null): number | null => {
  if (!expiresAt) return null;
  const t = Date.parse(expiresAt);
  return Number.isNaN(t) ? null : t;
};

/** The term has ended (the scheduler may not have marked the ad expired yet). */
export function termEnded(ad: Term, now: number): boolean {
  if (ad.status === 'expired') return true;
  const end = endOf(ad.expiresAt);
  return end !== null && end <= now;
}

/** The term ends within RENEW_SOON_DAYS days, or has ended. */
export function expiresSoon(ad: Term, now: number): boolean {
  if (termEnded(ad, now)) return true;
  const end = endOf(ad.expiresAt);
  return end !== null && end - now <= RENEW_SOON_DAYS * DAY_MS;
}

/**
 * The actions the ad's state allows, in the order the row shows them (the API's rules, `decideAd`): any ad
 * but a deleted one can be edited and deleted; only an approved one deactivated; a deactivated one
 * reactivated while its term lasts (afterwards it needs a renewal); approved, deactivated and expired ones
 * renewed. A pending or rejected ad has no term yet.
 */
export function actionsFor(ad: Term, now: number): OwnerAdAction[] {
  switch (ad.status) {
    case 'pending':
    case 'rejected':
      return ['edit', 'delete'];
    case 'approved':
      return ['edit', 'deactivate', 'renew', 'delete'];
    case 'deactivated':
      return termEnded(ad, now) ? ['edit', 'renew', 'delete'] : ['edit', 'reactivate', 'renew', 'delete'];
    case 'expired':
      return ['edit', 'renew', 'delete'];
    case 'deleted':
      return [];
  }
}

/** Renew deserves attention: it is allowed and the term ends soon or has ended. */
export const renewHighlighted = (ad: Term, now: number): boolean => actionsFor(ad, now).includes('renew') && expiresSoon(ad, now);

/** The request of a one-click action: every one names the revision it was based on (If-Match). */
export function ownerActionRequest(ad: Pick<AdDetail, 'id' | 'revision'>, action: OwnerAdCommand): { path: string; init: RequestInit } {
  const base = `/api/anonse/${encodeURIComponent(ad.id)}`;
  const headers = { 'if-match': ifMatch(ad.revision) };
  return action === 'delete'
    ? { path: base, init: { method: 'DELETE', headers } }
    : { path: `${base}/${action}`, init: { method: 'POST', headers } };
}

// Shared with every owner write of the site (the tours page too).
export { describeWriteError, ifMatch } from '#web/lib/owner-writes';
