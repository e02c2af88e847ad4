import { z } from 'zod';
import { defineEvent, eventRegistry, type EventOf, type EventsOf } from '../events/event-registry';
import { AdFields, ImmediateAdChanges } from './ad-fields';

/**
 * Events of stream `ad-{id}`: the one list (AD_EVENTS) deciders, the command runner and projectors read.
 *
 * The life of an ad (docs/architecture.md "The life of an ad"): pending → approved (public) or rejected;
 * a rejected ad is fixed and resubmitted (pending again); an approved ad takes city, phone and working hours at
 * once (AdDetailsChanged) and every other change as a revision awaiting moderation (AdChangesSubmitted) while the
 * approved version stays public; deactivated / reactivated by its owner; expired after its term and renewed in
 * one click; deleted for good. Events that address the owner carry `ownerId`, so reactors (notifications, mail)
 * need no lookup.
 */
const AdCreatedEvent = defineEvent(
  'AdCreated',
  z.object({ adId: z.string(), ownerId: z.string(), fields: AdFields, createdAt: z.iso.datetime() }),
);
/** Ads approved before terms existed (their AdApproved carries no expiresAt) read as approved for this long. */
export const LEGACY_AD_TERM_MS = 30 * 24 * 60 * 60 * 1000;

const AdApprovedEvent = defineEvent(
  'AdApproved',
  // expiresAt: events written before expiry existed lack it; they read as approvedAt + the default term.
  z.object({
    adId: z.string(),
    ownerId: z.string().optional(),
    approvedBy: z.string(),
    approvedAt: z.iso.datetime(),
    expiresAt: z.iso.datetime().optional(),
  }),
);
const AdRejectedEvent = defineEvent(
  'AdRejected',
  // ownerId names whose key seals the reason (a moderator's free text may quote the person's own data,
  // PERSONAL_DATA_POLICY); events written before it was added lack it, hence optional.
  z.object({ adId: z.string(), ownerId: z.string().optional(), rejectedBy: z.string(), reason: z.string(), rejectedAt: z.iso.datetime() }),
);
/** A pending or rejected ad's fields replaced by its owner: (back) in the moderation queue. */
const AdResubmittedEvent = defineEvent(
  'AdResubmitted',
  z.object({ adId: z.string(), ownerId: z.string(), fields: AdFields, resubmittedAt: z.iso.datetime() }),
);
/** City, phone or working hours of a live ad: public at once (docs/product.md § 1), no moderation. */
const AdDetailsChangedEvent = defineEvent(
  'AdDetailsChanged',
  z.object({ adId: z.string(), ownerId: z.string(), changes: ImmediateAdChanges, changedAt: z.iso.datetime() }),
);
/** Any other change of an approved ad: a revision waiting for moderation; a newer one replaces it. */
const AdChangesSubmittedEvent = defineEvent(
  'AdChangesSubmitted',
  z.object({ adId: z.string(), ownerId: z.string(), fields: AdFields, submittedAt: z.iso.datetime() }),
);
const AdChangesApprovedEvent = defineEvent(
  'AdChangesApproved',
  z.object({ adId: z.string(), ownerId: z.string(), approvedBy: z.string(), approvedAt: z.iso.datetime() }),
);
const AdChangesRejectedEvent = defineEvent(
  'AdChangesRejected',
  z.object({ adId: z.string(), ownerId: z.string(), rejectedBy: z.string(), reason: z.string(), rejectedAt: z.iso.datetime() }),
);
const AdDeactivatedEvent = defineEvent(
  'AdDeactivated',
  z.object({ adId: z.string(), ownerId: z.string(), deactivatedAt: z.iso.datetime() }),
);
const AdReactivatedEvent = defineEvent(
  'AdReactivated',
  z.object({ adId: z.string(), ownerId: z.string(), reactivatedAt: z.iso.datetime() }),
);
/** The owner is reminded once per term, a few days before it ends. */
const AdExpiringSoonEvent = defineEvent(
  'AdExpiringSoon',
  z.object({ adId: z.string(), ownerId: z.string(), expiresAt: z.iso.datetime(), remindedAt: z.iso.datetime() }),
);
const AdExpiredEvent = defineEvent('AdExpired', z.object({ adId: z.string(), ownerId: z.string(), expiredAt: z.iso.datetime() }));
/** A new term from now; an expired ad comes back without moderation (its content did not change). */
const AdRenewedEvent = defineEvent(
  'AdRenewed',
  z.object({ adId: z.string(), ownerId: z.string(), renewedAt: z.iso.datetime(), expiresAt: z.iso.datetime() }),
);
const AdDeletedEvent = defineEvent('AdDeleted', z.object({ adId: z.string(), ownerId: z.string(), deletedAt: z.iso.datetime() }));
/**
 * Tours (ad-tours.ts): announced by the owner, in force and ended by the scheduler at the Warsaw midnights of their
 * dates, so every reader knows whether a tour is in force from the log alone; cancelled by the owner any time
 * before they end. Where and when a person will be is theirs: the place and dates are sealed (personal-data.ts).
 */
const AdTourAnnouncedEvent = defineEvent(
  'AdTourAnnounced',
  z.object({
    adId: z.string(),
    ownerId: z.string(),
    tourId: z.string(),
    city: z.string(),
    province: z.string(),
    startsOn: z.iso.date(),
    endsOn: z.iso.date(),
    announcedAt: z.iso.datetime(),
  }),
);
const AdTourStartedEvent = defineEvent(
  'AdTourStarted',
  z.object({ adId: z.string(), ownerId: z.string(), tourId: z.string(), startedAt: z.iso.datetime() }),
);
const AdTourEndedEvent = defineEvent(
  'AdTourEnded',
  z.object({ adId: z.string(), ownerId: z.string(), tourId: z.string(), endedAt: z.iso.datetime() }),
);
const AdTourCancelledEvent = defineEvent(
  'AdTourCancelled',
  z.object({ adId: z.string(), ownerId: z.string(), tourId: z.string(), cancelledAt: z.iso.datetime() }),
);

export const AD_EVENTS = eventRegistry([
  AdCreatedEvent,
  AdApprovedEvent,
  AdRejectedEvent,
  AdResubmittedEvent,
  AdDetailsChangedEvent,
  AdChangesSubmittedEvent,
  AdChangesApprovedEvent,
  AdChangesRejectedEvent,
  AdDeactivatedEvent,
  AdReactivatedEvent,
  AdExpiringSoonEvent,
  AdExpiredEvent,
  AdRenewedEvent,
  AdDeletedEvent,
  AdTourAnnouncedEvent,
  AdTourStartedEvent,
  AdTourEndedEvent,
  AdTourCancelledEvent,
]);
export type AdCreated = EventOf<typeof AdCreatedEvent>;
export type AdApproved = EventOf<typeof AdApprovedEvent>;
export type AdRejected = EventOf<typeof AdRejectedEvent>;
export type AdResubmitted = EventOf<typeof AdResubmittedEvent>;
export type AdDetailsChanged = EventOf<typeof AdDetailsChangedEvent>;
export type AdChangesSubmitted = EventOf<typeof AdChangesSubmittedEvent>;
export type AdChangesApproved = EventOf<typeof AdChangesApprovedEvent>;
export type AdChangesRejected = EventOf<typeof AdChangesRejectedEvent>;
export type AdDeactivated = EventOf<typeof AdDeactivatedEvent>;
export type AdReactivated = EventOf<typeof AdReactivatedEvent>;
export type AdExpiringSoon = EventOf<typeof AdExpiringSoonEvent>;
export type AdExpired = EventOf<typeof AdExpiredEvent>;
export type AdRenewed = EventOf<typeof AdRenewedEvent>;
export type AdDeleted = EventOf<typeof AdDeletedEvent>;
export type AdTourAnnounced = EventOf<typeof AdTourAnnouncedEvent>;
export type AdTourStarted = EventOf<typeof AdTourStartedEvent>;
export type AdTourEnded = EventOf<typeof AdTourEndedEvent>;
export type AdTourCancelled = EventOf<typeof AdTourCancelledEvent>;
export type AdEvent = EventsOf<typeof AD_EVENTS>;

export const adStreamId = (adId: string) => `ad-${adId}`;
