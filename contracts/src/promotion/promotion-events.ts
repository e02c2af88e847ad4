import { z } from 'zod';
import { defineEvent, eventRegistry, type EventOf, type EventsOf } from '../events/event-registry';

/**
 * Events of stream `promotion-{adId}` (one per ad). `AdPromoted`, `AdPromotionEnded` and `AdBumped` are what the
 * ads read model and the search index fold: whether the ad is promoted and until when, and when it last rose to
 * the top of its lists.
 */
const AdPromotedEvent = defineEvent(
  'AdPromoted',
  z.object({
    adId: z.string(),
    ownerId: z.string(),
    /** The wallet entry that paid for it (the order). */
    orderId: z.string(),
    days: z.number().int().min(1).max(365),
    promotedAt: z.iso.datetime(),
    /** The end of the promotion: a purchase while promoted extends the previous end. */
    until: z.iso.datetime(),
  }),
);
const AdPromotionEndedEvent = defineEvent(
  'AdPromotionEnded',
  z.object({ adId: z.string(), ownerId: z.string(), reason: z.enum(['expired', 'endedByAdministrator']), endedAt: z.iso.datetime() }),
);
const AdBumpedEvent = defineEvent(
  'AdBumped',
  z.object({ adId: z.string(), ownerId: z.string(), orderId: z.string(), bumpedAt: z.iso.datetime() }),
);

/**
 * The order could not be carried out (the ad was deleted, expired, rejected or deactivated between the purchase
 * and the promotion): its points go back in full, through the wallet's `RefundPoints` of the order.
 */
const PromotionRefusedEvent = defineEvent(
  'PromotionRefused',
  z.object({
    adId: z.string(),
    ownerId: z.string(),
    orderId: z.string(),
    kind: z.enum(['promotion', 'bump']),
    points: z.number().int().min(1).max(1_000_000),
    reason: z.enum(['adNotFound', 'adNotActive']),
    refusedAt: z.iso.datetime(),
  }),
);
/** The reminder a day before the end (once per end: a purchase that extends it earns a new one). */
const AdPromotionEndingSoonEvent = defineEvent(
  'AdPromotionEndingSoon',
  z.object({ adId: z.string(), ownerId: z.string(), until: z.iso.datetime(), remindedAt: z.iso.datetime() }),
);
/** Why an administrator ended a promotion: appended with its `AdPromotionEnded`, for the audit. */
const PromotionEndExplainedEvent = defineEvent(
  'PromotionEndExplained',
  z.object({ adId: z.string(), reason: z.string(), explainedAt: z.iso.datetime() }),
);

export const PROMOTION_EVENTS = eventRegistry([
  AdPromotedEvent,
  AdPromotionEndedEvent,
  AdBumpedEvent,
  PromotionRefusedEvent,
  AdPromotionEndingSoonEvent,
  PromotionEndExplainedEvent,
]);
export type AdPromoted = EventOf<typeof AdPromotedEvent>;
export type AdPromotionEnded = EventOf<typeof AdPromotionEndedEvent>;
export type AdBumped = EventOf<typeof AdBumpedEvent>;
export type PromotionRefused = EventOf<typeof PromotionRefusedEvent>;
export type AdPromotionEndingSoon = EventOf<typeof AdPromotionEndingSoonEvent>;
export type PromotionEndExplained = EventOf<typeof PromotionEndExplainedEvent>;
export type PromotionEvent = EventsOf<typeof PROMOTION_EVENTS>;

export const promotionStreamId = (adId: string) => `promotion-${adId}`;
