import { z } from 'zod';
import { code } from '../messages';
import { PHOTO_LIMITS } from './photo-limits';

// The limits are zod-free, for the pages that check a photo before sending it.
export * from './photo-limits';

/** Widths every photo is rendered at (never upscaled: a smaller photo gets fewer). */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export const PhotoFormat = z.enum(PHOTO_FORMATS);
export type PhotoFormat = z.infer<typeof PhotoFormat>;

/** One stored rendition; `name` is random (unguessable), and its public address is `photoVariantUrl(name)`. */
export const PhotoVariant = z.object({
  format: PhotoFormat,
  width: z.number().int(),
  height: z.number().int(),
  name: z.string(),
  bytes: z.number().int(),
});
export type PhotoVariant = z.infer<typeof PhotoVariant>;

/**
 * Why a photo is `failed`. `redactionFailed` is never in an event: the read model and the state give it to a photo
 * whose redaction could not be applied, which stays hidden (its files are unredacted) until it is redacted again
 * or removed. `truncatedImage` and `trailingData` (bytes after the image's end: a polyglot) are refused at upload,
 * so no photo fails with them; they are reasons all the same, so every refusal of an image speaks one vocabulary.
 */
export const PHOTO_FAILURE_REASONS = [
  'notAnImage',
  'tooManyPixels',
  'corruptImage',
  'truncatedImage',
  'trailingData',
  'processingFailed',
  'redactionFailed',
] as const;
export const PhotoFailureReason = z.enum(PHOTO_FAILURE_REASONS);
export type PhotoFailureReason = z.infer<typeof PhotoFailureReason>;
/** The message code of a failure reason (namespace `media`). */
export const photoFailureCode = (reason: PhotoFailureReason) => code(`media:${reason}`);

const unit = z.number().min(0).max(1);
/**
 * One marked area in normalised coordinates (0..1 of the photo's width and height, origin top left), so the
 * editor's display size does not matter. An ellipse is inscribed in its box.
 */
export const RedactionRegion = z
  .object({ shape: z.enum(['rect', 'ellipse']), x: unit, y: unit, width: unit, height: unit })
  .strict()
  .refine((r) => r.x + r.width <= 1.000001 && r.y + r.height <= 1.000001, { message: code('media:regionOutOfBounds') })
  .refine((r) => r.width >= 0.005 && r.height >= 0.005, { message: code('media:regionTooSmall') });
export type RedactionRegion = z.infer<typeof RedactionRegion>;

export const REDACTION_EFFECTS = ['blur', 'pixelate', 'block'] as const;
export const RedactionEffect = z.enum(REDACTION_EFFECTS);
export type RedactionEffect = z.infer<typeof RedactionEffect>;
