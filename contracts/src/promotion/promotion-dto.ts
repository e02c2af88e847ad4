import { z } from 'zod';
import { code } from '../messages';
import { PRICE_LIST } from '../pricing/price-list';
import { jsonParam, ListRange } from '../admin/simple-rest';
import { EntityId, text } from '../text';

const PROMOTION_DAYS: readonly number[] = PRICE_LIST.promotion.map((o) => o.days);

/** POST /api/promotions: one of the owner's active ads and a number of days the price list sells. */
export const PromoteAdInput = z.object({
  adId: EntityId,
  days: z.number().refine((d) => PROMOTION_DAYS.includes(d), { message: code('promotion:unknownDays') }),
});
export type PromoteAdInput = z.infer<typeof PromoteAdInput>;

/** POST /api/promotions/bump: the ad to move to the top of its lists once. */
export const BumpAdInput = z.object({ adId: EntityId });
export type BumpAdInput = z.infer<typeof BumpAdInput>;

/** POST /api/admin/promotions/:adId/end: why (kept in the log for the audit). */
export const EndPromotionInput = z.object({ reason: text({ min: 3, max: 500, multiline: true }) });
export type EndPromotionInput = z.infer<typeof EndPromotionInput>;

/**
 * Where an order stands. `pending`: paid, the ad not promoted yet; `done`: promoted or bumped; `refundDue` /
 * `refunded`: the ad could not be promoted (or an administrator ended it), its points are coming or came back.
 */
export const PromotionOrderStatus = z.enum(['pending', 'done', 'ended', 'refundDue', 'refunded']);
export type PromotionOrderStatus = z.infer<typeof PromotionOrderStatus>;

export const PromotionOrderDto = z.object({
  orderId: z.string(),
  adId: z.string(),
  kind: z.enum(['promotion', 'bump']),
  days: z.number().nullable(),
  points: z.number(),
  status: PromotionOrderStatus,
  refundedPoints: z.number(),
  /** The ad's promotion end once this order is done (null for a bump or before it is carried out). */
  until: z.string().nullable(),
  createdAt: z.string(),
});
export type PromotionOrderDto = z.infer<typeof PromotionOrderDto>;

/** One promotion in force (the owner's list and the administrators'). */
export const PromotionDto = z.object({
  id: z.string(),
  adId: z.string(),
  adTitle: z.string().nullable(),
  ownerId: z.string(),
  ownerLogin: z.string().nullable(),
  promotedAt: z.string(),
  until: z.string(),
  pointsPaid: z.number(),
});
export type PromotionDto = z.infer<typeof PromotionDto>;

export const PromotionList = z.object({ items: z.array(PromotionDto) });
export type PromotionList = z.infer<typeof PromotionList>;

/** The answer of an administrator's end: how many points went back to the owner. */
export const PromotionEndResult = z.object({ adId: z.string(), refundedPoints: z.number() });
export type PromotionEndResult = z.infer<typeof PromotionEndResult>;

/** Fields the console may sort promotions by (a key looked up, never text put into SQL). */
export const ADMIN_PROMOTION_SORT_KEYS = ['until', 'promotedAt', 'pointsPaid', 'id'] as const;

/** GET /api/admin/promotions — ra-data-simple-rest list parameters. */
export const AdminPromotionListParams = z.object({
  sort: jsonParam(z.tuple([z.enum(ADMIN_PROMOTION_SORT_KEYS), z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
  range: jsonParam(ListRange),
  filter: jsonParam(z.strictObject({ ownerId: text({ max: 100 }).optional() })),
});
export type AdminPromotionListParams = z.infer<typeof AdminPromotionListParams>;
