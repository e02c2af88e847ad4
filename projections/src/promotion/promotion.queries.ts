import type { SqlExecutor } from '@anonse/eventstore';

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());
const BATCH = 200;

export interface PromotionOrderRow {
  id: string;
  adId: string;
  ownerId: string;
  kind: 'promotion' | 'bump';
  days: number | null;
  points: number;
  status: 'pending' | 'done' | 'ended' | 'refund_due' | 'refunded';
  refundPoints: number;
  refundReason: string | null;
  refundedPoints: number;
  promotedTo: string | null;
  createdAt: string;
}

interface OrderSqlRow {
  id: string;
  ad_id: string;
  owner_id: string;
  kind: 'promotion' | 'bump';
  days: number | null;
  points: number;
  status: PromotionOrderRow['status'];
  refund_points: number;
  refund_reason: string | null;
  refunded_points: number;
  promoted_to: Date | string | null;
  created_at: Date | string;
}

const toOrder = (r: OrderSqlRow): PromotionOrderRow => ({
  id: r.id,
  adId: r.ad_id,
  ownerId: r.owner_id,
  kind: r.kind,
  days: r.days,
  points: Number(r.points),
  status: r.status,
  refundPoints: Number(r.refund_points),
  refundReason: r.refund_reason,
  refundedPoints: Number(r.refunded_points),
  promotedTo: iso(r.promoted_to),
  createdAt: iso(r.created_at)!,
});

export async function getPromotionOrder(db: SqlExecutor, id: string): Promise<PromotionOrderRow | null> {
  const { rows } = await db.query<OrderSqlRow>('SELECT * FROM promotion_orders WHERE id = $1', [id]);
  return rows[0] ? toOrder(rows[0]) : null;
}

/** Orders the process manager still has a step to take on (paid and not carried out, or a refund due), oldest first. */
export async function listOrdersToProcess(db: SqlExecutor, onlyId?: string): Promise<PromotionOrderRow[]> {
  const { rows } = await db.query<OrderSqlRow>(
    `SELECT * FROM promotion_orders WHERE status IN ('pending', 'refund_due') ${onlyId ? 'AND id = $1' : ''} ORDER BY created_at, id LIMIT ${BATCH}`,
    onlyId ? [onlyId] : [],
  );
  return rows.map(toOrder);
}

/** Orders with a refund due for one ad (an administrator's end answers with what came back). */
export async function listOrdersOfAd(db: SqlExecutor, adId: string): Promise<PromotionOrderRow[]> {
  const { rows } = await db.query<OrderSqlRow>('SELECT * FROM promotion_orders WHERE ad_id = $1 ORDER BY created_at, id', [adId]);
  return rows.map(toOrder);
}

export interface PromotionRow {
  adId: string;
  adTitle: string | null;
  ownerId: string;
  ownerLogin: string | null;
  promotedAt: string;
  until: string;
  remindedFor: string | null;
  pointsPaid: number;
}

interface PromotionSqlRow {
  id: string;
  owner_id: string;
  promoted_at: Date | string;
  until: Date | string;
  reminded_for: Date | string | null;
  points_paid: number;
  title?: string | null;
  login?: string | null;
}

const toPromotion = (r: PromotionSqlRow): PromotionRow => ({
  adId: r.id,
  adTitle: r.title ?? null,
  ownerId: r.owner_id,
  ownerLogin: r.login ?? null,
  promotedAt: iso(r.promoted_at)!,
  until: iso(r.until)!,
  remindedFor: iso(r.reminded_for),
  pointsPaid: Number(r.points_paid),
});

const SELECT_PROMOTIONS = `SELECT p.*, a.title, acc.login FROM promotions p LEFT JOIN ads a ON a.id = p.id LEFT JOIN accounts acc ON acc.id = p.owner_id`;

export const PROMOTION_SORT_FIELDS = { until: 'p.until', promotedAt: 'p.promoted_at', pointsPaid: 'p.points_paid', id: 'p.id' } as const;
export type PromotionSortField = keyof typeof PROMOTION_SORT_FIELDS;

/** Promotions in force (administrators' list), with the ad's title and the owner's login. */
export async function listPromotions(
  db: SqlExecutor,
  query: { ownerId?: string; sort?: { field: PromotionSortField; order: 'ASC' | 'DESC' }; range?: [number, number] } = {},
): Promise<{ rows: PromotionRow[]; total: number }> {
  const where = query.ownerId ? 'WHERE p.owner_id = $1' : '';
  const params = query.ownerId ? [query.ownerId] : [];
  const sort = query.sort
    ? `${PROMOTION_SORT_FIELDS[query.sort.field]} ${query.sort.order === 'DESC' ? 'DESC' : 'ASC'}, p.id`
    : 'p.until, p.id';
  const [from, to] = query.range ?? [0, 999];
  const { rows } = await db.query<PromotionSqlRow>(
    `${SELECT_PROMOTIONS} ${where} ORDER BY ${sort} LIMIT ${to - from + 1} OFFSET ${from}`,
    params,
  );
  const count = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM promotions p ${where}`, params);
  return { rows: rows.map(toPromotion), total: Number(count.rows[0]?.n ?? 0) };
}

export async function getPromotion(db: SqlExecutor, adId: string): Promise<PromotionRow | null> {
  const { rows } = await db.query<PromotionSqlRow>(`${SELECT_PROMOTIONS} WHERE p.id = $1`, [adId]);
  return rows[0] ? toPromotion(rows[0]) : null;
}

/** Promotions whose end has come (the scheduler ends them). */
export async function listPromotionsDueToEnd(db: SqlExecutor, now: string): Promise<PromotionRow[]> {
  const { rows } = await db.query<PromotionSqlRow>(`SELECT * FROM promotions WHERE until <= $1 ORDER BY until LIMIT ${BATCH}`, [now]);
  return rows.map(toPromotion);
}

/** Promotions ending within a day, longer than a day, not reminded of this end yet. */
export async function listPromotionsDueForReminder(db: SqlExecutor, now: string): Promise<PromotionRow[]> {
  const dayAhead = new Date(Date.parse(now) + 86_400_000).toISOString();
  const { rows } = await db.query<PromotionSqlRow>(
    `SELECT * FROM promotions WHERE until > $1 AND until <= $2 AND reminded_for IS DISTINCT FROM until
       AND promoted_at < until - interval '1 day' ORDER BY until LIMIT ${BATCH}`,
    [now, dayAhead],
  );
  return rows.map(toPromotion);
}
