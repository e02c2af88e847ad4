import type {
  AdminWalletDto,
  AdminWalletEntryDto,
  AdminWalletFilter,
  WalletBalance,
  WalletEntryDto,
  WalletEntryKind,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';

type Time = Date | string;
const iso = (v: Time) => (v instanceof Date ? v : new Date(v)).toISOString();
const num = (v: number | string | null) => (v === null ? null : Number(v));

interface EntryRow {
  id: string;
  account_id: string;
  entry_id: string;
  position: number | string;
  kind: WalletEntryKind;
  points: number;
  balance_after: number | string;
  reference: string | null;
  ad_id: string | null;
  ad_title: string | null;
  days: number | null;
  reason: string | null;
  refund_of: string | null;
  actor_id: string | null;
  actor_role: number | null;
  correlation_id: string | null;
  causation_id: string | null;
  occurred_at: Time;
}

const toEntry = (r: EntryRow): WalletEntryDto => ({
  entryId: r.entry_id,
  kind: r.kind,
  points: Number(r.points),
  balanceAfter: Number(r.balance_after),
  occurredAt: iso(r.occurred_at),
  reason: r.reason,
  adId: r.ad_id,
  adTitle: r.ad_title,
  days: num(r.days),
  refundOf: r.refund_of,
});

const toAdminEntry = (r: EntryRow): AdminWalletEntryDto => ({
  ...toEntry(r),
  id: r.id,
  accountId: r.account_id,
  position: Number(r.position),
  reference: r.reference,
  actorId: r.actor_id,
  actorRole: num(r.actor_role),
  correlationId: r.correlation_id,
  causationId: r.causation_id,
});

// The ad's title while the ad is the wallet owner's and not deleted: a ledger never names someone else's ad.
const ENTRY_SELECT = `
  SELECT e.*, a.title AS ad_title
  FROM wallet_entries e LEFT JOIN ads a ON a.id = e.ad_id AND a.owner_id = e.account_id AND a.status <> 'deleted'
  WHERE e.account_id = $1`;

/** The balance of `accountId`'s wallet (0, no entries, for a wallet never touched). */
export async function getWalletBalance(db: SqlExecutor, accountId: string): Promise<WalletBalance> {
  const { rows } = await db.query<{ balance: number | string; entries: number; updated_at: Time }>(
    'SELECT balance, entries, updated_at FROM wallets WHERE id = $1',
    [accountId],
  );
  const row = rows[0];
  return row
    ? { accountId, balance: Number(row.balance), entries: Number(row.entries), updatedAt: iso(row.updated_at) }
    : { accountId, balance: 0, entries: 0, updatedAt: null };
}

export interface WalletPage {
  offset: number;
  limit: number;
}

async function countEntries(db: SqlExecutor, accountId: string): Promise<number> {
  const { rows } = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM wallet_entries WHERE account_id = $1', [
    accountId,
  ]);
  return Number(rows[0]?.total ?? 0);
}

/** A page of the ledger, newest first. */
export async function listWalletEntries(
  db: SqlExecutor,
  accountId: string,
  page: WalletPage,
): Promise<{ items: WalletEntryDto[]; total: number }> {
  const { rows } = await db.query<EntryRow>(`${ENTRY_SELECT} ORDER BY e.position DESC LIMIT $2 OFFSET $3`, [
    accountId,
    page.limit,
    page.offset,
  ]);
  return { items: rows.map(toEntry), total: await countEntries(db, accountId) };
}

/** The ledger with its audit columns (console), by position in `order`. */
export async function listWalletEntriesForAdmin(
  db: SqlExecutor,
  accountId: string,
  query: { range: [number, number]; order: 'ASC' | 'DESC' },
): Promise<{ rows: AdminWalletEntryDto[]; total: number }> {
  const [from, to] = query.range;
  const order = query.order === 'ASC' ? 'ASC' : 'DESC';
  const { rows } = await db.query<EntryRow>(`${ENTRY_SELECT} ORDER BY e.position ${order} LIMIT $2 OFFSET $3`, [
    accountId,
    to - from + 1,
    from,
  ]);
  return { rows: rows.map(toAdminEntry), total: await countEntries(db, accountId) };
}

const WALLET_SORT_COLUMNS: Record<string, string> = {
  id: 'w.id',
  login: 'lower(a.login)',
  balance: 'w.balance',
  entries: 'w.entries',
  updatedAt: 'w.updated_at',
};

interface WalletRow {
  id: string;
  login: string | null;
  balance: number | string;
  entries: number;
  updated_at: Time;
}
const toAdminWallet = (r: WalletRow): AdminWalletDto => ({
  id: r.id,
  login: r.login,
  balance: Number(r.balance),
  entries: Number(r.entries),
  updatedAt: iso(r.updated_at),
});

/** Wallets with their owners' logins. `q` matches a part of the login or the whole account id. */
export async function listWalletsForAdmin(
  db: SqlExecutor,
  query: { filter?: AdminWalletFilter; sort?: { field: string; order: 'ASC' | 'DESC' }; range: [number, number] },
): Promise<{ rows: AdminWalletDto[]; total: number }> {
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where: string[] = [];
  const f = query.filter ?? {};
  if (f.q?.trim()) where.push(`(a.login ILIKE ${param(like(f.q.trim()))} OR w.id = ${param(f.q.trim())})`);
  if (f.login?.trim()) where.push(`a.login ILIKE ${param(like(f.login.trim()))}`);
  if (f.id?.trim()) where.push(`w.id = ${param(f.id.trim())}`);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  // A field name from the client is only ever a key looked up here, never text put into SQL.
  const column = WALLET_SORT_COLUMNS[query.sort?.field ?? 'updatedAt'] ?? 'w.updated_at';
  const order = query.sort?.order === 'ASC' ? 'ASC' : 'DESC';
  const countParams = [...params];
  const [from, to] = query.range;
  const { rows } = await db.query<WalletRow>(
    `SELECT w.id, a.login, w.balance, w.entries, w.updated_at FROM wallets w LEFT JOIN accounts a ON a.id = w.id ${whereSql}
     ORDER BY ${column} ${order} NULLS LAST, w.id ${order} LIMIT ${param(to - from + 1)} OFFSET ${param(from)}`,
    params,
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM wallets w LEFT JOIN accounts a ON a.id = w.id ${whereSql}`,
    countParams,
  );
  return { rows: rows.map(toAdminWallet), total: Number(count.rows[0]?.total ?? 0) };
}

/** One wallet for the console (null for an account without a wallet row and without an account). */
export async function getWalletForAdmin(db: SqlExecutor, accountId: string): Promise<AdminWalletDto | null> {
  const { rows } = await db.query<WalletRow & { has_account: boolean }>(
    `SELECT $1::text AS id, a.login, coalesce(w.balance, 0) AS balance, coalesce(w.entries, 0) AS entries, w.updated_at
     FROM (SELECT 1) one LEFT JOIN wallets w ON w.id = $1 LEFT JOIN accounts a ON a.id = $1
     WHERE w.id IS NOT NULL OR a.id IS NOT NULL`,
    [accountId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    login: row.login,
    balance: Number(row.balance),
    entries: Number(row.entries),
    updatedAt: row.updated_at === null ? null : iso(row.updated_at),
  };
}
