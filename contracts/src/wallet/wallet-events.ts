import { z } from 'zod';
import { defineEvent, eventRegistry, type EventOf, type EventsOf } from '../events/event-registry';
import { assertNever } from '../events/exhaustive';

/** The most points one entry may move: far above any package, low enough that no sum can lose precision. */
export const MAX_POINTS_PER_ENTRY = 1_000_000;

/** A number of points: a whole, positive number (an entry's sign is its type, never its amount). */
export const Points = z.number().int().min(1).max(MAX_POINTS_PER_ENTRY);

/** Where credited points came from. */
export const CREDIT_SOURCES = ['voucher', 'grant', 'payment'] as const;
export const CreditSource = z.enum(CREDIT_SOURCES);
export type CreditSource = z.infer<typeof CreditSource>;

/**
 * Every entry names itself (`entryId`, chosen by the command that made it: a payment's or an order's id), says
 * how many points it moved and the balance right after it, so a ledger needs no arithmetic and an auditor can
 * check each line against the previous one. Who did it, why and under which correlation is in the metadata of
 * every event (actor, correlationId, causationId), as for all events.
 */
const entry = { accountId: z.string(), entryId: z.string(), points: Points, balanceAfter: z.number().int().min(0) };

const PointsCreditedEvent = defineEvent(
  'PointsCredited',
  z.object({
    ...entry,
    source: CreditSource,
    /** What was credited, unique per wallet: `payment:{provider}:{id}`, `voucher:{codeId}`; null for a grant. */
    reference: z.string().nullable(),
    /** The administrator's reason (grants); null otherwise. */
    reason: z.string().nullable(),
    creditedAt: z.iso.datetime(),
  }),
);
const PointsSpentForPromotionEvent = defineEvent(
  'PointsSpentForPromotion',
  z.object({ ...entry, adId: z.string(), days: z.number().int().min(1).max(365), spentAt: z.iso.datetime() }),
);
const PointsSpentForBumpEvent = defineEvent('PointsSpentForBump', z.object({ ...entry, adId: z.string(), spentAt: z.iso.datetime() }));
const PointsDeductedEvent = defineEvent('PointsDeducted', z.object({ ...entry, reason: z.string(), deductedAt: z.iso.datetime() }));
const PointsRefundedEvent = defineEvent(
  'PointsRefunded',
  z.object({
    ...entry,
    /** The debit (a spend) some or all of whose points come back. */
    refundOf: z.string(),
    /** A `wallet` message key (`refundAdNotPromotable`, `refundPromotionEnded`) or an administrator's words. */
    reason: z.string(),
    refundedAt: z.iso.datetime(),
  }),
);

/** Events of stream `wallet-{accountId}` (one wallet per account). */
export const WALLET_EVENTS = eventRegistry([
  PointsCreditedEvent,
  PointsSpentForPromotionEvent,
  PointsSpentForBumpEvent,
  PointsDeductedEvent,
  PointsRefundedEvent,
]);
export type PointsCredited = EventOf<typeof PointsCreditedEvent>;
export type PointsSpentForPromotion = EventOf<typeof PointsSpentForPromotionEvent>;
export type PointsSpentForBump = EventOf<typeof PointsSpentForBumpEvent>;
export type PointsDeducted = EventOf<typeof PointsDeductedEvent>;
export type PointsRefunded = EventOf<typeof PointsRefundedEvent>;
export type WalletEvent = EventsOf<typeof WALLET_EVENTS>;

export const walletStreamId = (accountId: string) => `wallet-${accountId}`;

/** The signed change an entry made to the balance (what a ledger line shows). */
export function pointsDelta(event: WalletEvent): number {
  switch (event.type) {
    case 'PointsCredited':
    case 'PointsRefunded':
      return event.data.points;
    case 'PointsSpentForPromotion':
    case 'PointsSpentForBump':
    case 'PointsDeducted':
      return -event.data.points;
    default:
      return assertNever(event);
  }
}
