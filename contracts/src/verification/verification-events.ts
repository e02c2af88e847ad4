import { z } from 'zod';
import { defineEvent, eventRegistry, type EventOf, type EventsOf } from '../events/event-registry';

/**
 * Events of stream `verification-{accountId}`. `AccountVerified` and `AccountVerificationRevoked` are what other
 * contexts read (the badge on every ad of the account, the `verified` search filter).
 */
const AccountVerifiedEvent = defineEvent(
  'AccountVerified',
  z.object({ accountId: z.string(), attemptId: z.string(), verifiedAt: z.iso.datetime() }),
);
const AccountVerificationRevokedEvent = defineEvent(
  'AccountVerificationRevoked',
  z.object({ accountId: z.string(), reason: z.string(), revokedAt: z.iso.datetime() }),
);

/**
 * One photo of an attempt stored (sealed with the attempt's own key from the key vault, under a private storage key
 * no public route serves). `photoIndex` 0 is the card with the login and the date, 1 the likeness to the ad photos.
 * The file's name is random and says nothing; the picture itself never enters the log.
 */
const VerificationPhotoUploadedEvent = defineEvent(
  'VerificationPhotoUploaded',
  z.object({
    accountId: z.string(),
    attemptId: z.string(),
    photoIndex: z.number().int().min(0).max(1),
    fileKey: z.string(),
    contentType: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    bytes: z.number().int().positive(),
    uploadedAt: z.iso.datetime(),
  }),
);
/** The owner threw away a draft (photos not yet sent): its files and key are deleted like a decided attempt's. */
const VerificationDraftDiscardedEvent = defineEvent(
  'VerificationDraftDiscarded',
  z.object({ accountId: z.string(), attemptId: z.string(), discardedAt: z.iso.datetime() }),
);
/** Both photos sent to the moderators' queue. */
const VerificationSubmittedEvent = defineEvent(
  'VerificationSubmitted',
  z.object({ accountId: z.string(), attemptId: z.string(), photoCount: z.literal(2), submittedAt: z.iso.datetime() }),
);
/** A moderator (or administrator) looked at a photo: every view is on record (who, when). */
const VerificationPhotoViewedEvent = defineEvent(
  'VerificationPhotoViewed',
  z.object({
    accountId: z.string(),
    attemptId: z.string(),
    photoIndex: z.number().int().min(0).max(1),
    viewedBy: z.string(),
    viewedAt: z.iso.datetime(),
  }),
);
/**
 * Refused, with a template (`reasonCode`, rendered in the reader's language) and/or the moderator's own words
 * (`reason`, sealed with the owner's key). A new attempt is possible from `retryAfter`.
 */
const VerificationRejectedEvent = defineEvent(
  'VerificationRejected',
  z.object({
    accountId: z.string(),
    attemptId: z.string(),
    reasonCode: z.string().nullable(),
    reason: z.string(),
    rejectedAt: z.iso.datetime(),
    retryAfter: z.iso.datetime(),
  }),
);
/** The attempt's files are gone and its key erased (after a decision or a discarded draft). */
const VerificationPhotosDeletedEvent = defineEvent(
  'VerificationPhotosDeleted',
  z.object({ accountId: z.string(), attemptId: z.string(), deletedAt: z.iso.datetime() }),
);

export const VERIFICATION_EVENTS = eventRegistry([
  AccountVerifiedEvent,
  AccountVerificationRevokedEvent,
  VerificationPhotoUploadedEvent,
  VerificationDraftDiscardedEvent,
  VerificationSubmittedEvent,
  VerificationPhotoViewedEvent,
  VerificationRejectedEvent,
  VerificationPhotosDeletedEvent,
]);
export type AccountVerified = EventOf<typeof AccountVerifiedEvent>;
export type AccountVerificationRevoked = EventOf<typeof AccountVerificationRevokedEvent>;
export type VerificationPhotoUploaded = EventOf<typeof VerificationPhotoUploadedEvent>;
export type VerificationDraftDiscarded = EventOf<typeof VerificationDraftDiscardedEvent>;
export type VerificationSubmitted = EventOf<typeof VerificationSubmittedEvent>;
export type VerificationPhotoViewed = EventOf<typeof VerificationPhotoViewedEvent>;
export type VerificationRejected = EventOf<typeof VerificationRejectedEvent>;
export type VerificationPhotosDeleted = EventOf<typeof VerificationPhotosDeletedEvent>;
export type VerificationEvent = EventsOf<typeof VERIFICATION_EVENTS>;

export const verificationStreamId = (accountId: string) => `verification-${accountId}`;

/**
 * The key-vault subject that seals one attempt's photo files: a key of its own, erased once the attempt is
 * decided, so a copy of a file left anywhere (a backup, a bucket's old version) can no longer be read.
 */
export const verificationPhotosSubject = (attemptId: string) => `verification-photos-${attemptId}`;
