import type { AccountVerificationState, ADMIN_ACCOUNT_SORT_KEYS, AdminAccountDto, AdminAccountFilter, Role } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';

export interface AccountRecord {
  id: string;
  login: string;
  email: string;
  passwordHash: string;
  role: Role;
  registeredAt: string;
}

interface AccountRow {
  id: string;
  login: string;
  email: string;
  password_hash: string;
  role: number;
  registered_at: Date | string;
}

const COLUMNS = 'id, login, email, password_hash, role, registered_at';

const toRecord = (r: AccountRow): AccountRecord => ({
  id: r.id,
  login: r.login,
  email: r.email,
  passwordHash: r.password_hash,
  role: Number(r.role) as Role,
  registeredAt: (r.registered_at instanceof Date ? r.registered_at : new Date(r.registered_at)).toISOString(),
});

/**
 * Login lookup, case-insensitive. The login form's field also accepts an e-mail address (LoginInput allows
 * 254 characters): a login match wins over an e-mail match.
 */
export async function findAccountByLogin(db: SqlExecutor, login: string): Promise<AccountRecord | null> {
  const { rows } = await db.query<AccountRow>(
    `SELECT ${COLUMNS} FROM (
       SELECT ${COLUMNS}, 0 AS preference FROM accounts WHERE lower(login) = lower($1)
       UNION ALL
       SELECT ${COLUMNS}, 1 AS preference FROM accounts WHERE lower(email) = lower($1)
     ) m ORDER BY preference, registered_at, id LIMIT 1`,
    [login.trim()],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function getAccount(db: SqlExecutor, id: string): Promise<AccountRecord | null> {
  const { rows } = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Administrators other than `exceptId` who can still log in (not blocked): the last one keeps the role. */
export async function countActiveAdministrators(db: SqlExecutor, exceptId: string): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>(
    'SELECT count(*)::int AS n FROM accounts WHERE role = 1 AND NOT blocked AND id <> $1',
    [exceptId],
  );
  return Number(rows[0]?.n ?? 0);
}

interface AdminAccountRow {
  id: string;
  login: string;
  role: number;
  blocked: boolean;
  blocked_reason: string | null;
  blocked_by: string | null;
  blocked_at: Date | string | null;
  verified: boolean;
  registered_at: Date | string;
}

const ADMIN_COLUMNS = 'id, login, role, blocked, blocked_reason, blocked_by, blocked_at, verified, registered_at';
const isoOf = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

const toAdminAccount = (r: AdminAccountRow): AdminAccountDto => ({
  id: r.id,
  login: r.login,
  role: Number(r.role) as Role,
  blocked: r.blocked,
  blockedReason: r.blocked_reason,
  verified: r.verified,
  registeredAt: isoOf(r.registered_at),
});

// A field name from the client is only ever a key looked up here, never text put into SQL. The login sorts by
// the unique lower(login) index, so it needs no tie-breaker.
const ADMIN_SORT: Record<(typeof ADMIN_ACCOUNT_SORT_KEYS)[number], string> = {
  id: 'id',
  login: 'lower(login)',
  role: 'role, registered_at',
  registeredAt: 'registered_at',
};

export interface AdminAccountListQuery {
  filter?: AdminAccountFilter;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  range: [number, number];
}

/** The console's list: filters, whitelisted sort, inclusive range; `total` for `Content-Range`. */
export async function listAccountsForAdmin(
  db: SqlExecutor,
  query: AdminAccountListQuery,
): Promise<{ rows: AdminAccountDto[]; total: number }> {
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  const escape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where: string[] = [];
  const f = query.filter ?? {};
  const q = f.q?.trim().toLowerCase();
  if (q) {
    // Three letters or more: a part anywhere (the trigram index); fewer: the beginning (the prefix index).
    const pattern = q.length >= 3 ? `%${escape(q)}%` : `${escape(q)}%`;
    where.push(`(lower(login) LIKE ${param(pattern)} OR id = ${param(f.q!.trim())})`);
  }
  if (f.role !== undefined) where.push(`role = ${param(f.role)}`);
  if (f.blocked !== undefined) where.push(f.blocked ? 'blocked' : 'NOT blocked');
  if (f.verified !== undefined) where.push(f.verified ? 'verified' : 'NOT verified');
  if (f.id !== undefined) where.push(`id = ANY(${param(Array.isArray(f.id) ? f.id : [f.id])}::text[])`);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const field = query.sort?.field ?? 'registeredAt';
  const columns = Object.hasOwn(ADMIN_SORT, field) ? ADMIN_SORT[field as keyof typeof ADMIN_SORT] : ADMIN_SORT.registeredAt;
  const order = query.sort?.order === 'ASC' ? 'ASC' : 'DESC';
  const orderBy = [...columns.split(', '), ...(field === 'login' || field === 'id' ? [] : ['id'])].map((c) => `${c} ${order}`).join(', ');
  const countParams = [...params];
  const [from, to] = query.range;
  const { rows } = await db.query<AdminAccountRow>(
    `SELECT ${ADMIN_COLUMNS} FROM accounts ${whereSql} ORDER BY ${orderBy} LIMIT ${param(to - from + 1)} OFFSET ${param(from)}`,
    params,
  );
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM accounts ${whereSql}`, countParams);
  return { rows: rows.map(toAdminAccount), total: Number(count.rows[0]?.total ?? 0) };
}

export interface AdminAccountRecord extends AdminAccountDto {
  email: string;
  blockedAt: string | null;
  blockedBy: string | null;
  points: number;
  verification: AccountVerificationState;
  ads: { total: number; active: number; pending: number };
}

/**
 * One account for the console, with what other read models know of it: the points balance, where its newest
 * verification attempt stands and how many ads it has. Null when the account has no row (unknown, or deleted).
 */
export async function getAccountForAdmin(db: SqlExecutor, id: string): Promise<AdminAccountRecord | null> {
  const { rows } = await db.query<
    AdminAccountRow & {
      email: string;
      points: string | number | null;
      attempt_status: string | null;
      attempt_revoked: boolean | null;
      ads_total: number;
      ads_active: number;
      ads_pending: number;
    }
  >(
    `SELECT ${ADMIN_COLUMNS}, email,
       (SELECT balance FROM wallets w WHERE w.id = a.id) AS points,
       v.status AS attempt_status, v.revoked_at IS NOT NULL AS attempt_revoked,
       (SELECT count(*)::int FROM ads WHERE owner_id = a.id AND status <> 'deleted') AS ads_total,
       (SELECT count(*)::int FROM ads WHERE owner_id = a.id AND status = 'approved') AS ads_active,
       (SELECT count(*)::int FROM ads WHERE owner_id = a.id AND (status = 'pending' OR (pending_fields IS NOT NULL AND status <> 'deleted'))) AS ads_pending
     FROM accounts a
     LEFT JOIN LATERAL (SELECT status, revoked_at FROM verification_attempts WHERE account_id = a.id ORDER BY created_at DESC, id DESC LIMIT 1) v ON true
     WHERE a.id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    ...toAdminAccount(r),
    email: r.email,
    blockedAt: r.blocked_at === null ? null : isoOf(r.blocked_at),
    blockedBy: r.blocked_by,
    points: Number(r.points ?? 0),
    verification: verificationState(r.verified, r.attempt_status, r.attempt_revoked === true),
    ads: { total: Number(r.ads_total), active: Number(r.ads_active), pending: Number(r.ads_pending) },
  };
}

function verificationState(verified: boolean, attempt: string | null, revoked: boolean): AccountVerificationState {
  if (verified) return 'verified';
  if (revoked || attempt === 'approved') return 'revoked';
  if (attempt === 'pending' || attempt === 'draft' || attempt === 'rejected') return attempt;
  return 'none';
}

/** Whether staff blocked the account (its ads are off the public site meanwhile). */
export async function isAccountBlocked(db: SqlExecutor, id: string): Promise<boolean> {
  const { rows } = await db.query<{ blocked: boolean }>('SELECT blocked FROM accounts WHERE id = $1', [id]);
  return rows[0]?.blocked === true;
}
