import { z } from 'zod';
import { defineEvent, eventRegistry, type EventOf, type EventsOf } from '../events/event-registry';
import { PhotoFailureReason, PhotoVariant, RedactionEffect, RedactionRegion } from './photo-shapes';

/**
 * Events of stream `photo-{id}`. Every event carries `ownerId`, so any context (notifications, privacy) can
 * address the owner without reading the stream. Storage keys name files behind the media storage port; keys
 * under `private/` are never served.
 */
const PhotoUploadedEvent = defineEvent(
  'PhotoUploaded',
  z.object({
    photoId: z.string(),
    ownerId: z.string(),
    uploadKey: z.string(),
    contentType: z.string(),
    bytes: z.number().int(),
    uploadedAt: z.iso.datetime(),
  }),
);
const PhotoProcessingStartedEvent = defineEvent(
  'PhotoProcessingStarted',
  z.object({ photoId: z.string(), ownerId: z.string(), startedAt: z.iso.datetime() }),
);
const processedShape = {
  photoId: z.string(),
  ownerId: z.string(),
  /** The re-encoded, metadata-free master (private): redactions are applied to it. */
  masterKey: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  // Sealed (PERSONAL_DATA_POLICY): a tiny picture of the person is still a picture of the person.
  blurhash: z.string().nullable(),
  variants: z.array(PhotoVariant),
};
const PhotoProcessedEvent = defineEvent('PhotoProcessed', z.object({ ...processedShape, processedAt: z.iso.datetime() }));
const PhotoProcessingFailedEvent = defineEvent(
  'PhotoProcessingFailed',
  z.object({ photoId: z.string(), ownerId: z.string(), reason: PhotoFailureReason, failedAt: z.iso.datetime() }),
);
const PhotoRedactionRequestedEvent = defineEvent(
  'PhotoRedactionRequested',
  z.object({
    photoId: z.string(),
    ownerId: z.string(),
    regions: z.array(RedactionRegion),
    effect: RedactionEffect,
    requestedAt: z.iso.datetime(),
    /** A moderator's redaction (admin image editing) names the ad it was made on; the owner is told. Absent: the owner's own. */
    by: z.enum(['owner', 'moderator']).optional(),
    adId: z.string().optional(),
  }),
);
/** The master and every variant were rewritten under new names; the previous ones are deleted and never served. */
const PhotoRedactedEvent = defineEvent('PhotoRedacted', z.object({ ...processedShape, redactedAt: z.iso.datetime() }));
/**
 * The redaction could not be applied. The photo is not ready again: its files are still the unredacted ones, so
 * it stays hidden (failed, `redactionFailed`) until its owner redacts it again or removes it.
 */
const PhotoRedactionFailedEvent = defineEvent(
  'PhotoRedactionFailed',
  z.object({ photoId: z.string(), ownerId: z.string(), reason: PhotoFailureReason, failedAt: z.iso.datetime() }),
);
const PhotoDeletedEvent = defineEvent(
  'PhotoDeleted',
  z.object({ photoId: z.string(), ownerId: z.string(), by: z.enum(['owner', 'account-deletion']), deletedAt: z.iso.datetime() }),
);

export const PHOTO_EVENTS = eventRegistry([
  PhotoUploadedEvent,
  PhotoProcessingStartedEvent,
  PhotoProcessedEvent,
  PhotoProcessingFailedEvent,
  PhotoRedactionRequestedEvent,
  PhotoRedactedEvent,
  PhotoRedactionFailedEvent,
  PhotoDeletedEvent,
]);
export type PhotoUploaded = EventOf<typeof PhotoUploadedEvent>;
export type PhotoProcessingStarted = EventOf<typeof PhotoProcessingStartedEvent>;
export type PhotoProcessed = EventOf<typeof PhotoProcessedEvent>;
export type PhotoProcessingFailed = EventOf<typeof PhotoProcessingFailedEvent>;
export type PhotoRedactionRequested = EventOf<typeof PhotoRedactionRequestedEvent>;
export type PhotoRedacted = EventOf<typeof PhotoRedactedEvent>;
export type PhotoRedactionFailed = EventOf<typeof PhotoRedactionFailedEvent>;
export type PhotoDeleted = EventOf<typeof PhotoDeletedEvent>;
export type PhotoEvent = EventsOf<typeof PHOTO_EVENTS>;

export const photoStreamId = (photoId: string) => `photo-${photoId}`;
