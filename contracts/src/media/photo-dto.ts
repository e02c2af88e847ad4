import { z } from 'zod';
import { PhotoFailureReason, PhotoFormat, RedactionEffect, RedactionRegion } from './photo-shapes';
import { PHOTO_LIMITS } from './photo-limits';
import { code } from '../messages';

// Picking a card's renditions is zod-free, for every page that shows ad cards.
export * from './card-sources';

export const PHOTO_STATUSES = ['uploaded', 'processing', 'ready', 'failed'] as const;
export const PhotoStatus = z.enum(PHOTO_STATUSES);
export type PhotoStatus = z.infer<typeof PhotoStatus>;

/** Where a rendition is served (by the API, whatever the storage behind it; under /api so a bad name answers JSON). */
export const photoVariantUrl = (name: string) => `/api/media/files/${name}`;

export const PhotoSource = z.object({ format: PhotoFormat, width: z.number().int(), height: z.number().int(), url: z.string() });
export type PhotoSource = z.infer<typeof PhotoSource>;

/** A ready photo as anyone may see it (inside an ad): renditions, intrinsic size and its placeholder. */
export const PublicPhoto = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  blurhash: z.string().nullable(),
  sources: z.array(PhotoSource),
});
export type PublicPhoto = z.infer<typeof PublicPhoto>;

/** A photo as its owner sees it: any state; `failureMessage` is in the request's language. */
export const PhotoDto = z.object({
  id: z.string(),
  status: PhotoStatus,
  revision: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  blurhash: z.string().nullable(),
  sources: z.array(PhotoSource),
  failureReason: PhotoFailureReason.nullable(),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
});
export type PhotoDto = z.infer<typeof PhotoDto>;

/** POST /api/media/photos/{id}/redactions — body (If-Match: the photo's revision). */
export const RedactPhotoInput = z
  .object({
    regions: z
      .array(RedactionRegion)
      .min(1, { message: code('media:noRegions') })
      .max(PHOTO_LIMITS.maxRegions, { message: code('media:tooManyRegions') }),
    effect: RedactionEffect,
  })
  .strict();
export type RedactPhotoInput = z.infer<typeof RedactPhotoInput>;

/** The ordered photo ids an ad carries (`fields.photos`); ids are checked by the media context. */
export const PhotoIds = (max: number) => z.array(z.uuid()).max(max);
