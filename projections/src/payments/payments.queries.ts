import type { AdminPaymentDto, AdminPaymentFilter, PaymentOrderDto, PaymentStatus } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';

interface PaymentRow {
  id: string;
  account_id: string;
  package_id: string;
  points: number;
  amount_grosze: number;
  currency: 'PLN';
  provider: 'sandbox';
  status: PaymentStatus;
  provider_payment_id: string | null;
  created_at: Date | string;
  confirmed_at: Date | string | null;
  credited_at: Date | string | null;
  updated_at: Date | string;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

const toOrder = (r: PaymentRow): PaymentOrderDto => ({
  orderId: r.id,
  packageId: r.package_id,
  points: Number(r.points),
  amountGrosze: Number(r.amount_grosze),
  currency: r.currency,
  provider: r.provider,
  status: r.status,
  providerPaymentId: r.provider_payment_id,
  createdAt: iso(r.created_at),
  confirmedAt: isoOrNull(r.confirmed_at),
  creditedAt: isoOrNull(r.credited_at),
});

const toAdmin = (r: PaymentRow): AdminPaymentDto => ({ ...toOrder(r), id: r.id, accountId: r.account_id, updatedAt: iso(r.updated_at) });

/** One order as its owner sees it; null for an unknown order or another person's (the same answer: no oracle). */
export async function getPaymentOrder(db: SqlExecutor, orderId: string, accountId: string): Promise<PaymentOrderDto | null> {
  const { rows } = await db.query<PaymentRow>('SELECT * FROM payments WHERE id = $1 AND account_id = $2', [orderId, accountId]);
  return rows[0] ? toOrder(rows[0]) : null;
}

/** The account's orders, newest first (the return page's history). */
export async function listAccountPayments(db: SqlExecutor, accountId: string, limit = 20): Promise<PaymentOrderDto[]> {
  const { rows } = await db.query<PaymentRow>('SELECT * FROM payments WHERE account_id = $1 ORDER BY created_at DESC, id LIMIT $2', [
    accountId,
    limit,
  ]);
  return rows.map(toOrder);
}

/** Paid orders whose points are not in the wallet yet, oldest first: the payments worker's queue. */
export async function listUncreditedPayments(db: SqlExecutor, limit: number): Promise<{ orderId: string }[]> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM payments WHERE status = 'confirmed' ORDER BY confirmed_at, id LIMIT $1`, [
    limit,
  ]);
  return rows.map((r) => ({ orderId: r.id }));
}

/** Sort keys of the console list → columns (a key from the client is only ever looked up here). */
const SORT_COLUMNS = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  status: 'status',
  amountGrosze: 'amount_grosze',
  points: 'points',
} as const;

export interface AdminPaymentQuery {
  filter?: AdminPaymentFilter;
  sort?: { field: keyof typeof SORT_COLUMNS; order: 'ASC' | 'DESC' };
  range: [number, number];
}

/** The console's list (simple-rest): rows of the range and the total matching the filter. */
export async function listAdminPayments(db: SqlExecutor, query: AdminPaymentQuery): Promise<{ rows: AdminPaymentDto[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const { status, accountId, providerPaymentId } = query.filter ?? {};
  if (status) where.push(`status = $${params.push(status)}`);
  if (accountId) where.push(`account_id = $${params.push(accountId)}`);
  if (providerPaymentId) where.push(`provider_payment_id = $${params.push(providerPaymentId)}`);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const column = SORT_COLUMNS[query.sort?.field ?? 'createdAt'];
  const order = query.sort?.order === 'ASC' ? 'ASC' : 'DESC';
  const [from, to] = query.range;
  const total = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM payments ${clause}`, params);
  const { rows } = await db.query<PaymentRow>(
    `SELECT * FROM payments ${clause} ORDER BY ${column} ${order}, id ${order} LIMIT ${to - from + 1} OFFSET ${from}`,
    params,
  );
  return { rows: rows.map(toAdmin), total: Number(total.rows[0]?.n ?? 0) };
}

/** One order for the console; null when unknown. */
export async function getAdminPayment(db: SqlExecutor, orderId: string): Promise<AdminPaymentDto | null> {
  const { rows } = await db.query<PaymentRow>('SELECT * FROM payments WHERE id = $1', [orderId]);
  return rows[0] ? toAdmin(rows[0]) : null;
}
