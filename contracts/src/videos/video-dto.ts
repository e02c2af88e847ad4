import { z } from 'zod';
import { jsonParam, ListRange } from '../admin/simple-rest';
import { text } from '../text';
import { VIDEO_REJECTION_REASONS, VideoAttestationInput } from './attestation';
import { VideoBlurRegions } from './blur-region';

/**
 * The upload protocol (resumable, chunked, on the storage port): `POST /api/videos/uploads` opens an upload of
 * `bytes` for an ad with the attestation; each `PATCH /api/videos/uploads/{id}` appends one chunk at `Upload-Offset`;
 * `GET` answers how much is stored (after a dropped connection the client resumes there); `POST …/{id}/complete`
 * sniffs and probes the whole file and records the clip.
 */
export const StartVideoUploadInput = z.object({
  adId: z.string().min(1).max(64),
  bytes: z.number().int().positive(),
  attestation: VideoAttestationInput,
  /** Areas the owner marked on the first frame before sending: blurred over the whole clip by the first processing. */
  blurRegions: VideoBlurRegions.optional(),
});
export type StartVideoUploadInput = z.infer<typeof StartVideoUploadInput>;

export const VideoUploadDto = z.object({
  uploadId: z.string(),
  adId: z.string(),
  bytes: z.number().int(),
  /** Bytes stored so far: the next chunk starts here. */
  offset: z.number().int(),
  /** The largest chunk one PATCH may carry. */
  chunkBytes: z.number().int(),
});
export type VideoUploadDto = z.infer<typeof VideoUploadDto>;

export const VIDEO_STATUSES = ['uploaded', 'processing', 'ready-for-review', 'approved', 'rejected', 'failed', 'removed'] as const;

/** A clip as its owner (and staff) see it; `sources` and `posterUrl` stream through the videos routes. */
export const VideoDto = z.object({
  id: z.string(),
  adId: z.string(),
  status: z.enum(VIDEO_STATUSES),
  durationMs: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  posterUrl: z.string().nullable(),
  blurhash: z.string().nullable(),
  sources: z.array(z.object({ quality: z.number().int(), url: z.string(), width: z.number().int(), height: z.number().int() })),
  /** The rejection in the reader's language (templates and the moderator's own words). */
  rejection: z.string().nullable(),
  uploadedAt: z.string(),
});
export type VideoDto = z.infer<typeof VideoDto>;

/** One clip in the staff's review queue: the clip and, beside it, what its uploader attested (in the words agreed to). */
export const AdminVideoDto = VideoDto.extend({
  ownerId: z.string(),
  adTitle: z.string().nullable(),
  attestation: z
    .object({
      textVersion: z.string(),
      text: z.string(),
      everyoneAdult: z.boolean(),
      everyoneConsented: z.boolean(),
      /** Null once the owner is erased. */
      uploaderAppears: z.boolean().nullable(),
      attestedAt: z.string(),
    })
    .nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type AdminVideoDto = z.infer<typeof AdminVideoDto>;

/** GET /api/admin/videos — ra-data-simple-rest list parameters (the queue: clips waiting for review, oldest first). */
export const AdminVideoListParams = z.object({
  sort: jsonParam(z.tuple([z.enum(['updatedAt']), z.enum(['ASC', 'asc'])])),
  range: jsonParam(ListRange),
  filter: jsonParam(z.strictObject({ status: z.enum(['ready-for-review']).optional() })),
});
export type AdminVideoListParams = z.infer<typeof AdminVideoListParams>;

/**
 * `POST /api/videos/{id}/blur` — more areas to blur on a processed clip of the caller. The clip is processed again
 * and goes back to staff review; blur is permanent, so these add to any earlier ones.
 */
export const BlurVideoInput = z.strictObject({ regions: VideoBlurRegions });
export type BlurVideoInput = z.infer<typeof BlurVideoInput>;

export const RejectVideoInput = z.strictObject({
  reasonCodes: z.array(z.enum(VIDEO_REJECTION_REASONS)).max(VIDEO_REJECTION_REASONS.length).default([]),
  reason: text({ max: 1000, multiline: true }).optional(),
});
export type RejectVideoInput = z.infer<typeof RejectVideoInput>;

/** `GET /api/swiper?max_cursor=`: the feed a page at a time; `max_cursor` is the previous page's. */
export const SwiperQuery = z.object({
  max_cursor: z
    .string()
    .regex(/^\d{1,15}_[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});
export type SwiperQuery = z.infer<typeof SwiperQuery>;

export const SwiperVideo = z.object({
  id: z.string(),
  posterUrl: z.string(),
  blurhash: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  durationMs: z.number().int(),
  sources: z.array(z.object({ quality: z.number().int(), url: z.string(), width: z.number().int(), height: z.number().int() })),
  ad: z.object({ id: z.string(), title: z.string(), city: z.string(), hourPrice: z.number().nullable() }),
});
export type SwiperVideo = z.infer<typeof SwiperVideo>;

export const SwiperPage = z.object({ videos: z.array(SwiperVideo), max_cursor: z.string().nullable(), has_more: z.boolean() });
export type SwiperPage = z.infer<typeof SwiperPage>;
