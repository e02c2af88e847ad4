import { assertNever, PAYMENT_EVENTS } from '@anonse/contracts';
import type { RecordedEvent, SqlExecutor } from '@anonse/eventstore';
import type { Projector } from '../runner/projector';
import { paymentsMigrations } from './payments.migration';

export const PAYMENTS_EVENT_TYPES = PAYMENT_EVENTS.types;

/**
 * One row per order, moved along by its events. Each later event only touches a row in the state it expects, so a
 * confirmation never turns a credited order back, whatever order the events of two orders interleave in. Payment
 * records stay after an account is deleted: they hold no personal data beyond the opaque account id, and the
 * books must keep them.
 */
export async function applyPaymentEvents(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
  for (const raw of events) {
    const event = PAYMENT_EVENTS.parse(raw);
    switch (event.type) {
      case 'PaymentStarted':
        await db.query(
          `INSERT INTO payments (id, account_id, package_id, points, amount_grosze, currency, provider, status, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $8) ON CONFLICT (id) DO NOTHING`,
          [
            event.data.orderId,
            event.data.accountId,
            event.data.packageId,
            event.data.points,
            event.data.amountGrosze,
            event.data.currency,
            event.data.provider,
            event.data.startedAt,
          ],
        );
        break;
      case 'PaymentConfirmed':
        await db.query(
          `UPDATE payments SET status = 'confirmed', provider_payment_id = $2, confirmed_at = $3, updated_at = $3 WHERE id = $1 AND status <> 'credited'`,
          [event.data.orderId, event.data.providerPaymentId, event.data.confirmedAt],
        );
        break;
      case 'PaymentCredited':
        await db.query(`UPDATE payments SET status = 'credited', credited_at = $2, updated_at = $2 WHERE id = $1`, [
          event.data.orderId,
          event.data.creditedAt,
        ]);
        break;
      case 'PaymentFailed':
      case 'PaymentCancelled': {
        const at = event.type === 'PaymentFailed' ? event.data.failedAt : event.data.cancelledAt;
        await db.query(
          `UPDATE payments SET status = $2, provider_payment_id = COALESCE($3, provider_payment_id), updated_at = $4 WHERE id = $1 AND status = 'pending'`,
          [event.data.orderId, event.type === 'PaymentFailed' ? 'failed' : 'cancelled', event.data.providerPaymentId, at],
        );
        break;
      }
      default:
        assertNever(event);
    }
  }
}

export function createPaymentsProjector(): Projector {
  return {
    name: 'payments',
    mode: 'transactional',
    handles: PAYMENTS_EVENT_TYPES,
    migrations: paymentsMigrations,
    apply: (events, db) => applyPaymentEvents(db, events),
    reset: async (db) => {
      await db.query('TRUNCATE payments');
    },
  };
}
