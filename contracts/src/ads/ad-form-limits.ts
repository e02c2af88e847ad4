import { z } from 'zod';

/**
 * GET /api/user/ads/limits: what the ad form must respect, from the server's configuration (MAX_PHOTOS_PER_AD),
 * so the form and the API that checks it never disagree.
 */
export const AdFormLimits = z.object({ maxPhotos: z.number().int().min(1) });
export type AdFormLimits = z.infer<typeof AdFormLimits>;
