import { assertNever, eventSubset, VOUCHER_EVENTS, WALLET_EVENTS } from '@anonse/contracts';
import { ERASED, type RecordedEvent, type SqlExecutor } from '@anonse/eventstore';
import type { Projector } from '../runner/projector';
import { vouchersMigrations } from './vouchers.migration';

/** The wallet's credits are read too: a voucher's credit marks its code as credited (the worker's queue shrinks). */
const CREDITS = eventSubset(WALLET_EVENTS, ['PointsCredited']);
export const VOUCHERS_EVENT_TYPES = [...VOUCHER_EVENTS.types, ...CREDITS.types] as const;

const VOUCHER_REFERENCE = /^voucher:([0-9a-f]{64})$/;

export async function applyVoucherEvents(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
  for (const raw of events) {
    // Nothing of a voucher is personal data; an erased wallet's credit has nothing left to mark.
    if (raw.metadata[ERASED]) continue;
    if (CREDITS.has(raw.type)) {
      const credit = CREDITS.parse(raw);
      if (credit.data.source !== 'voucher') continue;
      const codeHash = credit.data.reference?.match(VOUCHER_REFERENCE)?.[1];
      if (codeHash)
        await db.query('UPDATE voucher_codes SET credited_at = $2 WHERE id = $1 AND credited_at IS NULL', [
          codeHash,
          credit.data.creditedAt,
        ]);
      continue;
    }
    const event = VOUCHER_EVENTS.parse(raw);
    switch (event.type) {
      case 'VoucherBatchCreated': {
        const d = event.data;
        await db.query(
          `INSERT INTO voucher_batches (id, label, points, count, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (id) DO NOTHING`,
          [d.batchId, d.label, d.points, d.codeHashes.length, d.expiresAt, d.createdAt],
        );
        await db.query('INSERT INTO voucher_codes (id, batch_id) SELECT unnest($1::text[]), $2 ON CONFLICT (id) DO NOTHING', [
          d.codeHashes,
          d.batchId,
        ]);
        break;
      }
      case 'VoucherBatchRevoked':
        await db.query('UPDATE voucher_batches SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
          event.data.batchId,
          event.data.revokedAt,
        ]);
        break;
      case 'VoucherRedeemed': {
        const d = event.data;
        const { rowCount } = await db.query(
          'UPDATE voucher_codes SET account_id = $2, points = $3, redeemed_at = $4 WHERE id = $1 AND redeemed_at IS NULL',
          [d.codeHash, d.accountId, d.points, d.redeemedAt],
        );
        if (rowCount) await db.query('UPDATE voucher_batches SET used = used + 1 WHERE id = $1', [d.batchId]);
        break;
      }
      // The batch's own VoucherBatchRevoked, which follows its codes' voids, is what the read model shows.
      case 'VoucherCodeVoided':
        break;
      default:
        assertNever(event);
    }
  }
}

export function createVouchersProjector(): Projector {
  return {
    name: 'vouchers',
    mode: 'transactional',
    handles: VOUCHERS_EVENT_TYPES,
    migrations: vouchersMigrations,
    apply: (events, db) => applyVoucherEvents(db, events),
    reset: async (db) => {
      await db.query('TRUNCATE voucher_batches, voucher_codes');
    },
  };
}
