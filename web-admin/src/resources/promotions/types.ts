import type { PromotionDto } from '@anonse/contracts';

/** GET /api/admin/promotions: a promotion in force; `id` is the ad's id. */
export type PromotionRecord = PromotionDto;
