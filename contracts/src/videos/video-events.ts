import { z } from 'zod';
import {
  defineEvent,
  eventRegistry,
  type EventOf,
  type EventsOf,
  type EventRegistry,
  type StoredEventLike,
} from '../events/event-registry';
import { VideoBlurRegion } from './blur-region';

/**
 * Events of stream `video-{videoId}`: one short clip of an advertiser's ad, from upload to approval and removal.
 * Staff approve every clip before it is shown (card-network rules for adult content require review before
 * publication and the age and consent of every person shown).
 */

/**
 * The original stored (under a private key no public route serves) after it was sniffed by content: a video
 * container ffprobe reads, within the configured length and size. The original is deleted once processed.
 */
const VideoUploadedEvent = defineEvent(
  'VideoUploaded',
  z.object({
    videoId: z.string(),
    ownerId: z.string(),
    adId: z.string(),
    sourceKey: z.string(),
    durationMs: z.number().int().positive(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    bytes: z.number().int().positive(),
    uploadedAt: z.iso.datetime(),
  }),
);

/**
 * The uploader's statement about this one clip, in the words of `textVersion` (the attestation texts are
 * versioned, so what was attested stays known after the wording changes). Every person shown is an adult and
 * consented; `uploaderAppears` says whether the uploader is one of them.
 */
const VideoConsentAttestedEvent = defineEvent(
  'VideoConsentAttested',
  z.object({
    videoId: z.string(),
    ownerId: z.string(),
    everyoneAdult: z.literal(true),
    everyoneConsented: z.literal(true),
    uploaderAppears: z.boolean(),
    textVersion: z.string().min(1),
    attestedAt: z.iso.datetime(),
  }),
);

/** A worker took the clip (`attempt` counts from 1: a crash mid-transcode leaves it processing, and the next try counts up). */
const VideoProcessingStartedEvent = defineEvent(
  'VideoProcessingStarted',
  z.object({ videoId: z.string(), attempt: z.number().int().positive(), startedAt: z.iso.datetime() }),
);

const VideoRendition = z.object({
  /** The rendition's height class: 720 or 480 (the shorter side of a portrait clip). */
  quality: z.union([z.literal(720), z.literal(480)]),
  fileKey: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
});
export type VideoRendition = z.infer<typeof VideoRendition>;

/** Renditions, poster and blurhash written with every metadata removed; the clip waits for staff review. */
const VideoProcessedEvent = defineEvent(
  'VideoProcessed',
  z.object({
    videoId: z.string(),
    renditions: z.array(VideoRendition).min(1),
    posterKey: z.string(),
    posterWidth: z.number().int().positive(),
    posterHeight: z.number().int().positive(),
    blurhash: z.string(),
    durationMs: z.number().int().positive(),
    processedAt: z.iso.datetime(),
  }),
);

/**
 * The owner asked for these areas to be blurred over the whole clip: at upload (before the first processing), or
 * later for a processed clip, which is then processed again from its best rendition (the original is gone) and goes
 * back to staff review. Blur is burnt into every file and cannot be undone, so later regions add to earlier ones.
 */
const VideoBlurRequestedEvent = defineEvent(
  'VideoBlurRequested',
  z.object({
    videoId: z.string(),
    ownerId: z.string(),
    adId: z.string(),
    regions: z.array(VideoBlurRegion).min(1),
    requestedAt: z.iso.datetime(),
  }),
);

/** The clip could not be processed (undecodable, or every attempt failed); its files are deleted. */
const VideoProcessingFailedEvent = defineEvent(
  'VideoProcessingFailed',
  z.object({ videoId: z.string(), reason: z.string(), failedAt: z.iso.datetime() }),
);

/**
 * Shown from now on. `adPromoted` records whether the ad was promoted at that moment: the feed's order is fixed by it
 * then (a promoted clip gets a head start), so a later promotion never reorders pages a viewer is scrolling.
 */
const VideoApprovedEvent = defineEvent(
  'VideoApproved',
  z.object({
    videoId: z.string(),
    ownerId: z.string(),
    adId: z.string(),
    approvedBy: z.string(),
    adPromoted: z.boolean().optional(),
    approvedAt: z.iso.datetime(),
  }),
);

/**
 * Refused, with templates (`reasonCodes`, rendered in the reader's language) and/or the moderator's own words
 * (`reason`, sealed with the owner's key).
 */
const VideoRejectedEvent = defineEvent(
  'VideoRejected',
  z.object({
    videoId: z.string(),
    ownerId: z.string(),
    rejectedBy: z.string(),
    reasonCodes: z.array(z.string()),
    reason: z.string(),
    rejectedAt: z.iso.datetime(),
  }),
);

/**
 * Taken down by its owner, by staff (a report) or by the owner's erasure; its files are deleted next. `adId` names
 * the clip's ad so the ad's readers (its cards' video mark) learn of it from the event alone; clips removed before it
 * was recorded lack it.
 */
const VideoRemovedEvent = defineEvent(
  'VideoRemoved',
  z.object({
    videoId: z.string(),
    ownerId: z.string(),
    adId: z.string().optional(),
    removedBy: z.enum(['owner', 'staff', 'erasure']),
    removedAt: z.iso.datetime(),
  }),
);

/** Every file of the clip (original, renditions, poster) is gone. */
const VideoFilesDeletedEvent = defineEvent('VideoFilesDeleted', z.object({ videoId: z.string(), deletedAt: z.iso.datetime() }));

export const VIDEO_EVENTS = eventRegistry([
  VideoUploadedEvent,
  VideoConsentAttestedEvent,
  VideoProcessingStartedEvent,
  VideoProcessedEvent,
  VideoBlurRequestedEvent,
  VideoProcessingFailedEvent,
  VideoApprovedEvent,
  VideoRejectedEvent,
  VideoRemovedEvent,
  VideoFilesDeletedEvent,
]);
export type VideoUploaded = EventOf<typeof VideoUploadedEvent>;
export type VideoConsentAttested = EventOf<typeof VideoConsentAttestedEvent>;
export type VideoProcessingStarted = EventOf<typeof VideoProcessingStartedEvent>;
export type VideoProcessed = EventOf<typeof VideoProcessedEvent>;
export type VideoBlurRequested = EventOf<typeof VideoBlurRequestedEvent>;
export type VideoProcessingFailed = EventOf<typeof VideoProcessingFailedEvent>;
export type VideoApproved = EventOf<typeof VideoApprovedEvent>;
export type VideoRejected = EventOf<typeof VideoRejectedEvent>;
export type VideoRemoved = EventOf<typeof VideoRemovedEvent>;
export type VideoFilesDeleted = EventOf<typeof VideoFilesDeletedEvent>;
export type VideoEvent = EventsOf<typeof VIDEO_EVENTS>;

export const videoStreamId = (videoId: string) => `video-${videoId}`;

/**
 * Reads a stored event of a clip whose owner may be erased: their sealed answers then read as null, which the schema
 * refuses, while the rest of the event (that it was attested or rejected, and when) still counts. `uploaderAppears`
 * reads as false and a rejection's own words as empty; a reader that shows them checks the event store's erased mark.
 */
export function parseVideoEvent(raw: StoredEventLike): VideoEvent {
  const data = raw.data as Record<string, unknown> | null;
  if (raw.type === 'VideoConsentAttested' && data?.uploaderAppears === null)
    return VIDEO_EVENTS.parse({ ...raw, data: { ...data, uploaderAppears: false } });
  if (raw.type === 'VideoRejected' && data?.reason === null) return VIDEO_EVENTS.parse({ ...raw, data: { ...data, reason: '' } });
  return VIDEO_EVENTS.parse(raw);
}

/** The stream's contract as its decider folds it: an erased owner's clip can still be removed and purged. */
export const VIDEO_STREAM_EVENTS: EventRegistry<VideoEvent> = { ...VIDEO_EVENTS, parse: parseVideoEvent };
