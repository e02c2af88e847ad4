import { assertNever } from '@anonse/contracts';
import type { PromotionEvent } from '@anonse/contracts';

/** One ad's promotion as its stream (`promotion-{adId}`) folds. */
export interface PromotionState {
  ownerId: string | null;
  /** The end of the promotion in force; null when the ad is not promoted. */
  until: string | null;
  /** When the promotion in force began (an extension keeps it). */
  since: string | null;
  /** The end a reminder was sent for (an extension moves the end, and earns a new reminder). */
  remindedFor: string | null;
  /** Every order (wallet entry) this stream has carried out or refused: each is decided once. */
  orders: ReadonlySet<string>;
}

export const initialPromotionState = (): PromotionState => ({
  ownerId: null,
  until: null,
  since: null,
  remindedFor: null,
  orders: new Set(),
});

export function evolvePromotion(state: PromotionState, event: PromotionEvent): PromotionState {
  switch (event.type) {
    case 'AdPromoted': {
      // A purchase after the end passed (but before the scheduler ended it) starts a new promotion.
      const running = state.until !== null && Date.parse(state.until) > Date.parse(event.data.promotedAt);
      return {
        ...state,
        ownerId: event.data.ownerId,
        until: event.data.until,
        since: running ? state.since : event.data.promotedAt,
        orders: new Set(state.orders).add(event.data.orderId),
      };
    }
    case 'AdBumped':
      return { ...state, ownerId: event.data.ownerId, orders: new Set(state.orders).add(event.data.orderId) };
    case 'PromotionRefused':
      return { ...state, ownerId: event.data.ownerId, orders: new Set(state.orders).add(event.data.orderId) };
    case 'AdPromotionEndingSoon':
      return { ...state, remindedFor: event.data.until };
    case 'AdPromotionEnded':
      return { ...state, until: null, since: null, remindedFor: null };
    case 'PromotionEndExplained':
      return state;
    default:
      return assertNever(event);
  }
}
