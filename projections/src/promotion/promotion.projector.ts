import { assertNever, eventSubset, PROMOTION_EVENTS, WALLET_EVENTS } from '@anonse/contracts';
import { ERASED, type RecordedEvent, type SqlExecutor } from '@anonse/eventstore';
import { ACCOUNT_DELETED, withAccountDeletions } from '../privacy';
import type { Projector } from '../runner/projector';
import { promotionMigrations } from './promotion.migration';
import { unusedPoints } from './pro-rata';

/** The wallet's side of an order: the spend that opens it and the refund that closes it. */
const ORDER_WALLET_EVENTS = eventSubset(WALLET_EVENTS, ['PointsSpentForPromotion', 'PointsSpentForBump', 'PointsRefunded']);
export const PROMOTION_EVENT_TYPES: readonly string[] = [...ORDER_WALLET_EVENTS.types, ...PROMOTION_EVENTS.types, ACCOUNT_DELETED];

const DAY_MS = 86_400_000;
const iso = (v: Date | string | number) => new Date(v).toISOString();

/**
 * The process manager's memory. A spend opens an order; the promotion stream's answer (promoted, bumped, refused)
 * moves it on; the wallet's refund of it closes it. An administrator's end turns the unused whole days of every
 * order in force into a refund due. All of it comes from the log, so a rebuild reproduces the same queue.
 */
export async function applyPromotionEvents(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
  for (const raw of events) {
    if (raw.metadata[ERASED]) continue;
    if (ORDER_WALLET_EVENTS.has(raw.type)) {
      const event = ORDER_WALLET_EVENTS.parse(raw);
      switch (event.type) {
        case 'PointsSpentForPromotion':
        case 'PointsSpentForBump': {
          const d = event.data;
          await db.query(
            `INSERT INTO promotion_orders (id, ad_id, owner_id, kind, days, points, status, created_at) VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7)
             ON CONFLICT (id) DO NOTHING`,
            [
              d.entryId,
              d.adId,
              d.accountId,
              event.type === 'PointsSpentForPromotion' ? 'promotion' : 'bump',
              event.type === 'PointsSpentForPromotion' ? event.data.days : null,
              d.points,
              d.spentAt,
            ],
          );
          break;
        }
        case 'PointsRefunded':
          await db.query(
            `UPDATE promotion_orders SET refunded_points = refunded_points + $2, status = CASE WHEN status = 'refund_due' THEN 'refunded' ELSE status END
              WHERE id = $1 AND owner_id = $3`,
            [event.data.refundOf, event.data.points, event.data.accountId],
          );
          break;
        default:
          assertNever(event);
      }
      continue;
    }
    const event = PROMOTION_EVENTS.parse(raw);
    switch (event.type) {
      case 'AdPromoted': {
        const { adId, ownerId, orderId, days, promotedAt, until } = event.data;
        const from = iso(Date.parse(until) - days * DAY_MS);
        const order = await db.query<{ points: number }>(
          `UPDATE promotion_orders SET status = 'done', promoted_from = $2, promoted_to = $3 WHERE id = $1 RETURNING points`,
          [orderId, from, until],
        );
        const paid = order.rows[0]?.points ?? 0;
        await db.query(
          `INSERT INTO promotions (id, owner_id, promoted_at, until, points_paid) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (id) DO UPDATE SET until = excluded.until, points_paid = promotions.points_paid + excluded.points_paid,
             promoted_at = CASE WHEN promotions.until > excluded.promoted_at THEN promotions.promoted_at ELSE excluded.promoted_at END`,
          [adId, ownerId, promotedAt, until, paid],
        );
        break;
      }
      case 'AdBumped':
        await db.query(`UPDATE promotion_orders SET status = 'done' WHERE id = $1`, [event.data.orderId]);
        break;
      case 'PromotionRefused':
        await db.query(
          `UPDATE promotion_orders SET status = 'refund_due', refund_points = points, refund_reason = 'refundAdNotPromotable' WHERE id = $1 AND status = 'pending'`,
          [event.data.orderId],
        );
        break;
      case 'AdPromotionEndingSoon':
        await db.query('UPDATE promotions SET reminded_for = $2 WHERE id = $1', [event.data.adId, event.data.until]);
        break;
      case 'AdPromotionEnded': {
        const { adId, reason, endedAt } = event.data;
        if (reason === 'endedByAdministrator') {
          const inForce = await db.query<{
            id: string;
            points: number;
            days: number;
            promoted_from: Date | string;
            promoted_to: Date | string;
          }>(
            `SELECT id, points, days, promoted_from, promoted_to FROM promotion_orders WHERE ad_id = $1 AND kind = 'promotion' AND status = 'done' ORDER BY id`,
            [adId],
          );
          for (const o of inForce.rows) {
            const refund = unusedPoints({ points: o.points, days: o.days, from: iso(o.promoted_from), to: iso(o.promoted_to) }, endedAt);
            if (refund > 0)
              await db.query(
                `UPDATE promotion_orders SET status = 'refund_due', refund_points = $2, refund_reason = 'refundPromotionEnded' WHERE id = $1`,
                [o.id, refund],
              );
          }
        }
        await db.query(`UPDATE promotion_orders SET status = 'ended' WHERE ad_id = $1 AND kind = 'promotion' AND status = 'done'`, [adId]);
        await db.query('DELETE FROM promotions WHERE id = $1', [adId]);
        break;
      }
      case 'PromotionEndExplained':
        break;
      default:
        assertNever(event);
    }
  }
}

export function createPromotionProjector(): Projector {
  return {
    name: 'promotion',
    mode: 'transactional',
    handles: PROMOTION_EVENT_TYPES,
    migrations: promotionMigrations,
    apply: (events, db) =>
      withAccountDeletions(
        events,
        (rest) => applyPromotionEvents(db, rest),
        async (d) => {
          await db.query('DELETE FROM promotion_orders WHERE owner_id = $1', [d.accountId]);
          await db.query('DELETE FROM promotions WHERE owner_id = $1', [d.accountId]);
        },
      ),
    reset: async (db) => {
      await db.query('TRUNCATE promotion_orders, promotions');
    },
  };
}
