import type { DataAccessEntryDto } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';

export interface DataAccessQuery {
  /** An account id or a login (case-insensitive). */
  viewer?: string;
  subject?: string;
  what?: string;
  range: [number, number];
}

interface Row {
  id: string;
  position: number | string;
  viewed_at: Date | string;
  viewer_id: string;
  viewer_role: number | null;
  viewer_login: string | null;
  subject_account_id: string;
  subject_login: string | null;
  what: DataAccessEntryDto['what'];
  detail: string | null;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/** The data access log, newest first; a filter by login resolves it to its account id once (accounts' unique index). */
export async function listDataAccess(db: SqlExecutor, query: DataAccessQuery): Promise<{ rows: DataAccessEntryDto[]; total: number }> {
  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where: string[] = [];
  const person = (column: string, value: string) => {
    const p = param(value.trim());
    where.push(`d.${column} = coalesce((SELECT a.id FROM accounts a WHERE lower(a.login) = lower(${p})), ${p})`);
  };
  if (query.viewer?.trim()) person('viewer_id', query.viewer);
  if (query.subject?.trim()) person('subject_account_id', query.subject);
  if (query.what) where.push(`d.what = ${param(query.what)}`);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const countParams = [...params];
  const [from, to] = query.range;
  const { rows } = await db.query<Row>(
    `SELECT d.*, v.login AS viewer_login, s.login AS subject_login
     FROM audit_data_access d
     LEFT JOIN accounts v ON v.id = d.viewer_id
     LEFT JOIN accounts s ON s.id = d.subject_account_id
     ${whereSql} ORDER BY d.position DESC LIMIT ${param(to - from + 1)} OFFSET ${param(from)}`,
    params,
  );
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM audit_data_access d ${whereSql}`, countParams);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      position: Number(r.position),
      viewedAt: iso(r.viewed_at),
      viewerId: r.viewer_id,
      viewerRole: r.viewer_role === null ? null : (Number(r.viewer_role) as DataAccessEntryDto['viewerRole']),
      viewerLogin: r.viewer_login,
      subjectAccountId: r.subject_account_id,
      subjectLogin: r.subject_login,
      what: r.what,
      detail: r.detail,
    })),
    total: Number(count.rows[0]?.total ?? 0),
  };
}
