import { IMMEDIATE_AD_FIELDS, type AdDetail, type AdFields } from '@anonse/contracts/browser';

type Editable = Pick<AdDetail, 'status' | 'fields' | 'pendingFields'>;

/**
 * How an edit of the ad takes effect (the API's rules): a pending ad takes the new version while it waits,
 * a rejected one goes back to moderation with it, and a live one (approved, deactivated, expired) changes
 * city, phone and working hours at once while everything else waits for moderation.
 */
export type EditMode = 'pending' | 'resubmit' | 'live';

export function editModeOf(status: AdDetail['status']): EditMode {
  if (status === 'pending') return 'pending';
  if (status === 'rejected') return 'resubmit';
  return 'live';
}

/** What the form starts from: the revision waiting for moderation if there is one (the owner's latest word). */
export const editStartValues = (ad: Editable): AdFields => ad.pendingFields ?? ad.fields;

/** What a saved edit did, for the notice on the list. */
export const EDIT_OUTCOMES = ['unchanged', 'updated', 'resubmitted', 'live', 'review', 'liveAndReview'] as const;
export type EditOutcome = (typeof EDIT_OUTCOMES)[number];

export const isEditOutcome = (value: unknown): value is EditOutcome =>
  typeof value === 'string' && (EDIT_OUTCOMES as readonly string[]).includes(value);

/** JSON with sorted keys: two field sets are equal when they say the same thing, whatever their key order. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const IMMEDIATE: readonly string[] = IMMEDIATE_AD_FIELDS;
const part = (fields: AdFields, immediate: boolean) =>
  Object.fromEntries(Object.entries(fields).filter(([k]) => IMMEDIATE.includes(k) === immediate));

/**
 * What saving `next` over the ad does, mirroring the API's decision so the notice tells the truth: for a live
 * ad, the immediate fields compare with the public version, the others with the waiting revision if there is
 * one (editing back to it submits nothing new).
 */
export function editOutcome(ad: Editable, next: AdFields): EditOutcome {
  const mode = editModeOf(ad.status);
  if (mode === 'resubmit') return 'resubmitted';
  if (mode === 'pending') return stable(ad.fields) === stable(next) ? 'unchanged' : 'updated';
  const immediate = stable(part(ad.fields, true)) !== stable(part(next, true));
  const moderated = stable(part(next, false));
  const review = stable(part(ad.fields, false)) !== moderated && (!ad.pendingFields || stable(part(ad.pendingFields, false)) !== moderated);
  if (immediate && review) return 'liveAndReview';
  if (immediate) return 'live';
  if (review) return 'review';
  return 'unchanged';
}
