import { z } from 'zod';
import { AdSummary } from '../ads/ad-dto';

/**
 * GET /api/anonse/get/premium — the promoted ads of a place and category (the search parameters; `page` is
 * ignored, `per_page` caps the hits), in the fair rotation of the current window. `rotatesAt` is when the
 * order changes next: the answer may be cached until then.
 */
export const PremiumAds = z.object({
  hits: z.array(AdSummary),
  /** Promoted ads matching the filter, of which `hits` are the first in this window's order. */
  total: z.number(),
  rotatesAt: z.string(),
});
export type PremiumAds = z.infer<typeof PremiumAds>;
