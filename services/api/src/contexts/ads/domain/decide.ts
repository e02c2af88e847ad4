import { AD_EVENTS, IMMEDIATE_AD_FIELDS, type AdCommand, type AdEvent, type AdFields, type ImmediateAdChanges } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';
import { stableJson } from '#api/platform/ids';
import { AdNotFoundError } from './ad-errors';
import { evolveAd, initialAdState, type AdState, type LiveAd } from './state';
import { decideTour } from './tours';

export { AdNotFoundError } from './ad-errors';

/** Moderation decides once: only a pending ad or a waiting revision can be approved or rejected. */
export class AdAlreadyDecidedError extends DomainError {
  override readonly name = 'AdAlreadyDecidedError';
  constructor(readonly current: string) {
    super('conflict', 'ads:alreadyDecided', `the ad is already ${current}`);
  }
}

export class AdAlreadyExistsError extends DomainError {
  override readonly name = 'AdAlreadyExistsError';
  constructor() {
    super('conflict', 'platform:conflict', 'the ad already exists');
  }
}

export class RejectionReasonRequiredError extends DomainError {
  override readonly name = 'RejectionReasonRequiredError';
  constructor() {
    super('invalid', 'ads:reasonRequired', 'a rejection needs a reason', 'reason');
  }
}

export class NotAdOwnerError extends DomainError {
  override readonly name = 'NotAdOwnerError';
  constructor() {
    super('forbidden', 'ads:notOwner', 'only the owner may change an ad');
  }
}

/** A state change the ad's current state does not allow (e.g. reactivating an expired ad). */
export class AdTransitionError extends DomainError {
  override readonly name = 'AdTransitionError';
  constructor(
    code: 'ads:cannotDeactivate' | 'ads:cannotReactivate' | 'ads:cannotRenew' | 'ads:notEditable',
    readonly current: string,
  ) {
    super('conflict', code, `not allowed while the ad is ${current}`);
  }
}

const stableEqual = (a: unknown, b: unknown): boolean => stableJson(a) === stableJson(b);

/** A deleted ad is gone for everyone, its owner included. */
function existing(state: AdState, adId: string): LiveAd {
  if (state.status === 'none' || state.status === 'deleted') throw new AdNotFoundError(adId);
  return state;
}

function owned(state: AdState, adId: string, actorId: string): LiveAd {
  const ad = existing(state, adId);
  if (ad.ownerId !== actorId) throw new NotAdOwnerError();
  return ad;
}

/** The immediate fields (docs/product.md § 1: city, phone, working hours) whose value differs in `next`. */
export function immediateChanges(current: AdFields, next: AdFields): ImmediateAdChanges {
  const changes: Record<string, unknown> = {};
  const placeChanged = ['province', 'city', 'district'].some((k) => !stableEqual(current[k as keyof AdFields], next[k as keyof AdFields]));
  // A place moves whole, so the event always says where, consistently (see ImmediateAdChanges).
  if (placeChanged) Object.assign(changes, { province: next.province, city: next.city, district: next.district ?? null });
  if (!stableEqual(current.phone, next.phone)) changes.phone = next.phone;
  if (!stableEqual(current.workingHours, next.workingHours)) changes.workingHours = next.workingHours;
  return changes as ImmediateAdChanges;
}

/** True when `a` and `b` differ in anything but the immediate fields (those need moderation). */
export function moderatedFieldsDiffer(a: AdFields, b: AdFields): boolean {
  const strip = (f: AdFields) =>
    Object.fromEntries(Object.entries(f).filter(([k]) => !(IMMEDIATE_AD_FIELDS as readonly string[]).includes(k)));
  return !stableEqual(strip(a), strip(b));
}

/**
 * An owner's edit. A pending or rejected ad takes the new fields and goes (back) to moderation. A live ad —
 * approved, deactivated or expired — takes city, phone and working hours at once and every other change as a
 * revision waiting for moderation, while the approved version stays public. An edit that changes nothing
 * appends nothing.
 */
function decideUpdate(ad: LiveAd, command: Extract<AdCommand, { type: 'UpdateAd' }>): AdEvent[] {
  const { adId, fields, now } = command;
  const base = { adId, ownerId: ad.ownerId };
  if (ad.status === 'pending' || ad.status === 'rejected') {
    if (ad.status === 'pending' && stableEqual(ad.fields, fields)) return [];
    return [{ type: 'AdResubmitted', data: { ...base, fields, resubmittedAt: now } }];
  }
  const events: AdEvent[] = [];
  const changes = immediateChanges(ad.fields, fields);
  if (Object.keys(changes).length) events.push({ type: 'AdDetailsChanged', data: { ...base, changes, changedAt: now } });
  // Undoing a waiting revision by editing back does not withdraw it: the moderator's decision settles it.
  if (moderatedFieldsDiffer(ad.fields, fields) && (!ad.pendingFields || moderatedFieldsDiffer(ad.pendingFields, fields)))
    events.push({ type: 'AdChangesSubmitted', data: { ...base, fields, submittedAt: now } });
  return events;
}

/**
 * A moderator takes an ad off the site at once (a report of an underage or coerced person cannot wait for the
 * term to end). Recorded as a rejection with the reason, so every reader already knows what it means: the ad
 * leaves search and lists, the owner is told why (notice and e-mail), and may fix it and resubmit it to moderation.
 */
export interface HideAd {
  type: 'HideAd';
  adId: string;
  moderatorId: string;
  reason: string;
  now: string;
}

export function decideAd(command: AdCommand | HideAd, state: AdState): AdEvent[] {
  switch (command.type) {
    case 'HideAd': {
      const ad = existing(state, command.adId);
      const reason = command.reason.trim();
      if (!reason) throw new RejectionReasonRequiredError();
      // Already off the site and unable to come back without moderation: nothing to hide.
      if (ad.status === 'rejected') return [];
      return [
        {
          type: 'AdRejected',
          data: { adId: command.adId, ownerId: ad.ownerId, rejectedBy: command.moderatorId, reason, rejectedAt: command.now },
        },
      ];
    }
    case 'CreateAd':
      if (state.status !== 'none') throw new AdAlreadyExistsError();
      return [
        { type: 'AdCreated', data: { adId: command.adId, ownerId: command.ownerId, fields: command.fields, createdAt: command.now } },
      ];
    case 'ApproveAd': {
      const ad = existing(state, command.adId);
      const by = { adId: command.adId, ownerId: ad.ownerId, approvedBy: command.moderatorId, approvedAt: command.now };
      if (ad.status === 'pending') return [{ type: 'AdApproved', data: { ...by, expiresAt: command.expiresAt } }];
      if (ad.pendingFields) return [{ type: 'AdChangesApproved', data: by }];
      throw new AdAlreadyDecidedError(ad.status);
    }
    case 'RejectAd': {
      const ad = existing(state, command.adId);
      const reason = command.reason.trim();
      if (!reason) throw new RejectionReasonRequiredError();
      const by = { adId: command.adId, ownerId: ad.ownerId, rejectedBy: command.moderatorId, reason, rejectedAt: command.now };
      if (ad.status === 'pending') return [{ type: 'AdRejected', data: by }];
      if (ad.pendingFields) return [{ type: 'AdChangesRejected', data: by }];
      throw new AdAlreadyDecidedError(ad.status);
    }
    case 'UpdateAd':
      return decideUpdate(owned(state, command.adId, command.actorId), command);
    case 'DeactivateAd': {
      const ad = owned(state, command.adId, command.actorId);
      if (ad.status === 'deactivated') return [];
      if (ad.status !== 'approved') throw new AdTransitionError('ads:cannotDeactivate', ad.status);
      return [{ type: 'AdDeactivated', data: { adId: command.adId, ownerId: ad.ownerId, deactivatedAt: command.now } }];
    }
    case 'ReactivateAd': {
      const ad = owned(state, command.adId, command.actorId);
      if (ad.status === 'approved') return [];
      // A term that ended while the ad was off needs a renewal, not a reactivation.
      if (ad.status !== 'deactivated' || !ad.expiresAt || ad.expiresAt <= command.now)
        throw new AdTransitionError('ads:cannotReactivate', ad.status);
      return [{ type: 'AdReactivated', data: { adId: command.adId, ownerId: ad.ownerId, reactivatedAt: command.now } }];
    }
    case 'RenewAd': {
      const ad = owned(state, command.adId, command.actorId);
      if (!['approved', 'deactivated', 'expired'].includes(ad.status)) throw new AdTransitionError('ads:cannotRenew', ad.status);
      return [
        { type: 'AdRenewed', data: { adId: command.adId, ownerId: ad.ownerId, renewedAt: command.now, expiresAt: command.expiresAt } },
      ];
    }
    case 'DeleteAd': {
      const ad = owned(state, command.adId, command.actorId);
      return [{ type: 'AdDeleted', data: { adId: command.adId, ownerId: ad.ownerId, deletedAt: command.now } }];
    }
    case 'RemindAdExpiry': {
      // The scheduler may be late, early or repeat itself: remind only of the term that is still current.
      if (state.status !== 'approved' || state.expiresAt !== command.expiresAt || state.remindedFor === command.expiresAt) return [];
      if (command.expiresAt <= command.now) return [];
      return [
        {
          type: 'AdExpiringSoon',
          data: { adId: command.adId, ownerId: state.ownerId, expiresAt: command.expiresAt, remindedAt: command.now },
        },
      ];
    }
    case 'ExpireAd': {
      if ((state.status !== 'approved' && state.status !== 'deactivated') || !state.expiresAt || state.expiresAt > command.now) return [];
      return [{ type: 'AdExpired', data: { adId: command.adId, ownerId: state.ownerId, expiredAt: command.now } }];
    }
    case 'AnnounceTour':
    case 'CancelTour':
    case 'StartTour':
    case 'EndTour':
      return decideTour(command, state);
  }
}

export const adDecider: Decider<AdCommand | HideAd, AdEvent, AdState> = {
  events: AD_EVENTS,
  initialState: initialAdState,
  evolve: evolveAd,
  decide: decideAd,
};
