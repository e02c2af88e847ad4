import type { AdminVerificationDto, AdminVerificationFilter, AdminVerificationStatus } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';

interface AttemptRow {
  id: string;
  account_id: string;
  login: string | null;
  status: AdminVerificationStatus;
  photo_count: number;
  created_at: Date | string;
  submitted_at: Date | string | null;
  decided_at: Date | string | null;
  decided_by: string | null;
  reason_code: string | null;
  reason: string | null;
  retry_after: Date | string | null;
  photos_deleted: boolean;
  verified_now: boolean;
  revoked_at: Date | string | null;
  revoke_reason: string | null;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

/** Sort keys of the contract → columns; a client's field name is only ever looked up here, never put into SQL. */
const SORT_COLUMNS = {
  id: 'v.id',
  status: 'v.status',
  createdAt: 'v.created_at',
  submittedAt: 'v.submitted_at',
  decidedAt: 'v.decided_at',
} as const;

export interface AdminVerificationListQuery {
  filter?: AdminVerificationFilter;
  sort?: { field: keyof typeof SORT_COLUMNS; order: 'ASC' | 'DESC' };
  range: [number, number];
  now: Date;
}

const SELECT = `SELECT v.id, v.account_id, a.login, v.status, v.photo_count, v.created_at, v.submitted_at, v.decided_at, v.decided_by,
  v.reason_code, v.reason, v.retry_after, v.photos_deleted, v.verified_now, v.revoked_at, v.revoke_reason
  FROM verification_attempts v LEFT JOIN accounts a ON a.id = v.account_id`;

type Views = AdminVerificationDto['views'];

async function viewsOf(db: SqlExecutor, attemptIds: readonly string[]): Promise<Map<string, Views>> {
  const out = new Map<string, Views>();
  if (!attemptIds.length) return out;
  const { rows } = await db.query<{
    attempt_id: string;
    photo_index: number;
    viewed_by: string;
    login: string | null;
    viewed_at: Date | string;
  }>(
    `SELECT w.attempt_id, w.photo_index, w.viewed_by, a.login, w.viewed_at FROM verification_views w LEFT JOIN accounts a ON a.id = w.viewed_by
     WHERE w.attempt_id = ANY($1::text[]) ORDER BY w.viewed_at, w.id`,
    [attemptIds],
  );
  for (const r of rows) {
    const list = out.get(r.attempt_id) ?? [];
    list.push({ photoIndex: Number(r.photo_index), viewedBy: r.viewed_by, viewedByLogin: r.login, viewedAt: iso(r.viewed_at) });
    out.set(r.attempt_id, list);
  }
  return out;
}

const toDto = (r: AttemptRow, now: Date, views: Views): AdminVerificationDto => ({
  id: r.id,
  accountId: r.account_id,
  login: r.login,
  status: r.status,
  photoCount: Number(r.photo_count),
  createdAt: iso(r.created_at),
  submittedAt: isoOrNull(r.submitted_at),
  ageSeconds:
    r.status === 'pending' && r.submitted_at !== null
      ? Math.max(0, Math.floor((now.getTime() - new Date(r.submitted_at).getTime()) / 1000))
      : null,
  decidedAt: isoOrNull(r.decided_at),
  decidedBy: r.decided_by,
  reasonCode: r.reason_code,
  reason: r.reason,
  retryAfter: isoOrNull(r.retry_after),
  photosDeleted: r.photos_deleted,
  verifiedNow: r.verified_now,
  revokedAt: isoOrNull(r.revoked_at),
  revokeReason: r.revoke_reason,
  views,
});

/** The console's list: attempts of existing accounts (drafts are the owner's business until sent), oldest waiting first by default. */
export async function listAdminVerifications(
  db: SqlExecutor,
  query: AdminVerificationListQuery,
): Promise<{ rows: AdminVerificationDto[]; total: number }> {
  const where: string[] = ['NOT v.account_deleted', `v.status <> 'draft'`];
  const params: unknown[] = [];
  const f = query.filter ?? {};
  if (f.status) {
    params.push(f.status);
    where[1] = `v.status = $${params.length}`;
  }
  if (f.accountId) {
    params.push(f.accountId);
    where.push(`v.account_id = $${params.length}`);
  }
  if (f.q) {
    params.push(`%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(a.login ILIKE $${params.length} OR v.id = $${params.length + 1} OR v.account_id = $${params.length + 1})`);
    params.push(f.q);
  }
  const order = query.sort
    ? `${SORT_COLUMNS[query.sort.field]} ${query.sort.order} NULLS LAST, v.id`
    : `(v.status = 'pending') DESC, v.submitted_at ASC NULLS LAST, v.id`;
  const [from, to] = query.range;
  const sql = `${SELECT} WHERE ${where.join(' AND ')}`;
  const { rows } = await db.query<AttemptRow>(`${sql} ORDER BY ${order} OFFSET ${from} LIMIT ${to - from + 1}`, params);
  const { rows: count } = await db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM verification_attempts v LEFT JOIN accounts a ON a.id = v.account_id WHERE ${where.join(' AND ')}`,
    params,
  );
  const views = await viewsOf(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => toDto(r, query.now, views.get(r.id) ?? [])), total: Number(count[0]?.n ?? 0) };
}

/** One attempt (of an existing account), or null. */
export async function getAdminVerification(db: SqlExecutor, attemptId: string, now: Date): Promise<AdminVerificationDto | null> {
  const { rows } = await db.query<AttemptRow>(`${SELECT} WHERE v.id = $1 AND NOT v.account_deleted`, [attemptId]);
  const row = rows[0];
  if (!row) return null;
  return toDto(row, now, (await viewsOf(db, [row.id])).get(row.id) ?? []);
}

/** Which account an attempt belongs to (the admin routes name attempts; commands go to the account's stream). */
export async function accountOfVerificationAttempt(db: SqlExecutor, attemptId: string): Promise<string | null> {
  const { rows } = await db.query<{ account_id: string }>(
    'SELECT account_id FROM verification_attempts WHERE id = $1 AND NOT account_deleted',
    [attemptId],
  );
  return rows[0]?.account_id ?? null;
}

export interface VerificationPurge {
  attemptId: string;
  accountId: string;
  fileKeys: string[];
  accountDeleted: boolean;
}

/** Attempts whose files and key must go (decided, discarded, or of a deleted account), oldest first. */
export async function dueVerificationPurges(db: SqlExecutor, limit = 100): Promise<VerificationPurge[]> {
  const { rows } = await db.query<{ id: string; account_id: string; file_keys: string[]; account_deleted: boolean }>(
    `SELECT id, account_id, file_keys, account_deleted FROM verification_attempts WHERE purge_due AND NOT photos_deleted ORDER BY created_at, id LIMIT ${Math.max(1, Math.floor(limit))}`,
  );
  return rows.map((r) => ({ attemptId: r.id, accountId: r.account_id, fileKeys: r.file_keys ?? [], accountDeleted: r.account_deleted }));
}

/**
 * Marks the purge of a deleted account's attempt as done: its stream takes no further events (the person is
 * erased), so the read model records it. A rebuild queues it again, and purging again is harmless.
 */
export async function markVerificationPurged(db: SqlExecutor, attemptId: string): Promise<void> {
  await db.query(`UPDATE verification_attempts SET photos_deleted = true, file_keys = '{}' WHERE id = $1 AND account_deleted`, [attemptId]);
}
