import { z } from 'zod';
import { code } from '../messages';
import { REGION_MIN_SIZE } from '../media/region-geometry';
import { VIDEO_BLUR_MAX_REGIONS } from './blur-limits';

const unit = z.number().min(0).max(1);
/**
 * One area to blur over the whole clip, in fractions of the frame as a viewer sees it (origin top left), drawn on
 * the poster frame with the photos' editor. Rectangles only: a moving person is rarely an ellipse for long, and a box
 * that covers a little more is the safer mistake. The minimum size is the editor's, so it never draws what is refused.
 */
export const VideoBlurRegion = z
  .object({ shape: z.literal('rect', { message: code('videos:regionNotRect') }), x: unit, y: unit, width: unit, height: unit })
  .strict()
  .refine((r) => r.x + r.width <= 1.000001 && r.y + r.height <= 1.000001, { message: code('videos:regionOutOfBounds') })
  .refine((r) => r.width >= REGION_MIN_SIZE - 1e-9 && r.height >= REGION_MIN_SIZE - 1e-9, { message: code('videos:regionTooSmall') });
export type VideoBlurRegion = z.infer<typeof VideoBlurRegion>;

export const VideoBlurRegions = z
  .array(VideoBlurRegion)
  .min(1, { message: code('videos:noRegions') })
  .max(VIDEO_BLUR_MAX_REGIONS, { message: code('videos:tooManyRegions') });
