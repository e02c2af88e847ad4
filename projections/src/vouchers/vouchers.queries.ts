import type {
  AdminVoucherBatchFilter,
  AdminVoucherRedemptionFilter,
  VoucherBatchDto,
  VoucherBatchStatus,
  VoucherRedemptionDto,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';

interface BatchRow {
  id: string;
  label: string;
  points: number;
  count: number;
  used: number;
  expires_at: Date | string;
  created_at: Date | string;
  revoked_at: Date | string | null;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

const statusOf = (r: BatchRow, now: string): VoucherBatchStatus =>
  r.revoked_at !== null ? 'revoked' : iso(r.expires_at) <= now ? 'expired' : 'active';

const toBatch = (r: BatchRow, now: string): VoucherBatchDto => ({
  id: r.id,
  label: r.label,
  points: r.points,
  count: r.count,
  used: r.used,
  expiresAt: iso(r.expires_at),
  createdAt: iso(r.created_at),
  revokedAt: r.revoked_at === null ? null : iso(r.revoked_at),
  status: statusOf(r, now),
});

/** Sort keys of the contract → columns; a client's field name is only ever a key looked up here. */
const BATCH_SORT = {
  createdAt: 'created_at',
  expiresAt: 'expires_at',
  label: 'label',
  points: 'points',
  count: 'count',
  used: 'used',
} as const;

export interface VoucherBatchListQuery {
  filter?: AdminVoucherBatchFilter;
  sort?: { field: keyof typeof BATCH_SORT; order: 'ASC' | 'DESC' };
  range: [number, number];
  /** What "expired" is measured against (the clock port's now). */
  now: string;
}

export async function listVoucherBatches(db: SqlExecutor, q: VoucherBatchListQuery): Promise<{ rows: VoucherBatchDto[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  if (q.filter?.q) where.push(`label ILIKE ${param(`%${q.filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  if (q.filter?.status === 'revoked') where.push('revoked_at IS NOT NULL');
  if (q.filter?.status === 'expired') where.push(`revoked_at IS NULL AND expires_at <= ${param(q.now)}`);
  if (q.filter?.status === 'active') where.push(`revoked_at IS NULL AND expires_at > ${param(q.now)}`);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const order = `${BATCH_SORT[q.sort?.field ?? 'createdAt']} ${q.sort?.order === 'ASC' ? 'ASC' : 'DESC'}, id`;
  const total = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM voucher_batches ${clause}`, params);
  const { rows } = await db.query<BatchRow>(
    `SELECT * FROM voucher_batches ${clause} ORDER BY ${order} LIMIT ${q.range[1] - q.range[0] + 1} OFFSET ${q.range[0]}`,
    params,
  );
  return { rows: rows.map((r) => toBatch(r, q.now)), total: Number(total.rows[0]?.n ?? 0) };
}

export async function getVoucherBatch(db: SqlExecutor, id: string, now: string): Promise<VoucherBatchDto | null> {
  const { rows } = await db.query<BatchRow>('SELECT * FROM voucher_batches WHERE id = $1', [id]);
  return rows[0] ? toBatch(rows[0], now) : null;
}

/** Which batch a code (by its keyed hash) belongs to; null for a code nobody issued. */
export async function findVoucherCodeBatch(db: SqlExecutor, codeHash: string): Promise<string | null> {
  const { rows } = await db.query<{ batch_id: string }>('SELECT batch_id FROM voucher_codes WHERE id = $1', [codeHash]);
  return rows[0]?.batch_id ?? null;
}

interface RedemptionRow {
  id: string;
  batch_id: string;
  label: string;
  account_id: string;
  points: number;
  redeemed_at: Date | string;
  credited_at: Date | string | null;
}

export interface VoucherRedemptionListQuery {
  filter?: AdminVoucherRedemptionFilter;
  order?: 'ASC' | 'DESC';
  range: [number, number];
}

/** Used codes, newest first. `id` is the code's keyed hash: it names the code without revealing it. */
export async function listVoucherRedemptions(
  db: SqlExecutor,
  q: VoucherRedemptionListQuery,
): Promise<{ rows: VoucherRedemptionDto[]; total: number }> {
  const where = ['c.redeemed_at IS NOT NULL'];
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  if (q.filter?.batchId) where.push(`c.batch_id = ${param(q.filter.batchId)}`);
  if (q.filter?.accountId) where.push(`c.account_id = ${param(q.filter.accountId)}`);
  const clause = `WHERE ${where.join(' AND ')}`;
  const total = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM voucher_codes c ${clause}`, params);
  const { rows } = await db.query<RedemptionRow>(
    `SELECT c.id, c.batch_id, b.label, c.account_id, c.points, c.redeemed_at, c.credited_at
     FROM voucher_codes c JOIN voucher_batches b ON b.id = c.batch_id ${clause}
     ORDER BY c.redeemed_at ${q.order === 'ASC' ? 'ASC' : 'DESC'}, c.id LIMIT ${q.range[1] - q.range[0] + 1} OFFSET ${q.range[0]}`,
    params,
  );
  return {
    rows: rows.map((r) => ({
      id: r.id,
      batchId: r.batch_id,
      batchLabel: r.label,
      accountId: r.account_id,
      points: r.points,
      redeemedAt: iso(r.redeemed_at),
      credited: r.credited_at !== null,
    })),
    total: Number(total.rows[0]?.n ?? 0),
  };
}

export interface UncreditedRedemption {
  codeHash: string;
  batchId: string;
  accountId: string;
  points: number;
  redeemedAt: string;
}

/** Codes redeemed at or before `before` whose points the wallet does not show yet (the credit worker's queue). */
export async function listUncreditedRedemptions(db: SqlExecutor, before: string, limit: number): Promise<UncreditedRedemption[]> {
  const { rows } = await db.query<{ id: string; batch_id: string; account_id: string; points: number; redeemed_at: Date | string }>(
    `SELECT id, batch_id, account_id, points, redeemed_at FROM voucher_codes
     WHERE redeemed_at IS NOT NULL AND credited_at IS NULL AND redeemed_at <= $1 ORDER BY redeemed_at LIMIT ${Math.max(1, Math.floor(limit))}`,
    [before],
  );
  return rows.map((r) => ({
    codeHash: r.id,
    batchId: r.batch_id,
    accountId: r.account_id,
    points: r.points,
    redeemedAt: iso(r.redeemed_at),
  }));
}
