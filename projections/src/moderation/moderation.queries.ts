import type { AccountNoteDto, AdminReportFilter, ReportDto } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';

interface ReportRow {
  id: string;
  target_type: ReportDto['targetType'];
  target_id: string;
  reason: ReportDto['reason'];
  urgent: boolean;
  details: string | null;
  reporter_id: string | null;
  status: ReportDto['status'];
  outcome: ReportDto['outcome'];
  note: string | null;
  resolved_by: string | null;
  resolved_at: Date | string | null;
  ad_hidden: boolean;
  video_hidden: boolean;
  created_at: Date | string;
  post_topic_id: string | null;
  post_topic_slug: string | null;
  post_number: number | null;
  post_hidden: boolean | null;
  post_opening: boolean | null;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

const toReport = (r: ReportRow): ReportDto => ({
  id: r.id,
  targetType: r.target_type,
  targetId: r.target_id,
  reason: r.reason,
  severity: r.urgent ? 'urgent' : 'normal',
  details: r.details,
  reporterId: r.reporter_id,
  status: r.status,
  outcome: r.outcome,
  note: r.note,
  resolvedBy: r.resolved_by,
  resolvedAt: r.resolved_at === null ? null : iso(r.resolved_at),
  adHidden: r.ad_hidden,
  videoHidden: r.video_hidden,
  createdAt: iso(r.created_at),
  forumPost:
    r.post_topic_id !== null && r.post_topic_slug !== null && r.post_number !== null
      ? {
          topicId: r.post_topic_id,
          topicSlug: r.post_topic_slug,
          number: r.post_number,
          hidden: r.post_hidden === true,
          opening: r.post_opening === true,
        }
      : null,
});

/** A report row with, for a forum post, where the post is (the forum's read model; one console link and one click). */
const REPORT_SELECT = `SELECT r.*, p.topic_id AS post_topic_id, t.slug AS post_topic_slug, p.number AS post_number, p.hidden AS post_hidden,
  p.id = t.opening_post_id AS post_opening
  FROM reports r
  LEFT JOIN forum_posts p ON r.target_type = 'forum-post' AND p.id = r.target_id
  LEFT JOIN forum_topics t ON t.id = p.topic_id`;

export interface ReportListQuery {
  filter?: AdminReportFilter;
  /** Age order within each severity; urgent reports always lead. Default oldest first (longest waiting). */
  order?: 'ASC' | 'DESC';
  range: [number, number];
}

export async function listReports(db: SqlExecutor, q: ReportListQuery): Promise<{ rows: ReportDto[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  if (q.filter?.status) where.push(`r.status = ${param(q.filter.status)}`);
  if (q.filter?.severity) where.push(q.filter.severity === 'urgent' ? 'r.urgent' : 'NOT r.urgent');
  if (q.filter?.reason) where.push(`r.reason = ${param(q.filter.reason)}`);
  if (q.filter?.targetType) where.push(`r.target_type = ${param(q.filter.targetType)}`);
  if (q.filter?.targetId) where.push(`r.target_id = ${param(q.filter.targetId)}`);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const order = q.order === 'DESC' ? 'DESC' : 'ASC';
  const total = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM reports r ${clause}`, params);
  const { rows } = await db.query<ReportRow>(
    `${REPORT_SELECT} ${clause} ORDER BY r.urgent DESC, r.created_at ${order}, r.id ${order} LIMIT ${q.range[1] - q.range[0] + 1} OFFSET ${q.range[0]}`,
    params,
  );
  return { rows: rows.map(toReport), total: Number(total.rows[0]?.n ?? 0) };
}

export async function getReport(db: SqlExecutor, id: string): Promise<ReportDto | null> {
  const { rows } = await db.query<ReportRow>(`${REPORT_SELECT} WHERE r.id = $1`, [id]);
  return rows[0] ? toReport(rows[0]) : null;
}

/** How many reports wait, and how many of them are urgent (the console's alert). */
export async function countOpenReports(db: SqlExecutor): Promise<{ open: number; urgent: number }> {
  const { rows } = await db.query<{ open: string | number; urgent: string | number }>(
    "SELECT count(*) AS open, count(*) FILTER (WHERE urgent) AS urgent FROM reports WHERE status = 'open'",
  );
  return { open: Number(rows[0]?.open ?? 0), urgent: Number(rows[0]?.urgent ?? 0) };
}

/** One account's notes, newest first, with each author's login (null once the author's account is gone). */
export async function listAccountNotes(
  db: SqlExecutor,
  accountId: string,
  range: [number, number],
): Promise<{ rows: AccountNoteDto[]; total: number }> {
  const total = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM account_notes WHERE account_id = $1', [accountId]);
  const { rows } = await db.query<{
    id: string;
    account_id: string;
    text: string;
    author_id: string;
    author_login: string | null;
    created_at: Date | string;
  }>(
    `SELECT n.id, n.account_id, n.text, n.author_id, a.login AS author_login, n.created_at
       FROM account_notes n LEFT JOIN accounts a ON a.id = n.author_id
      WHERE n.account_id = $1 ORDER BY n.created_at DESC, n.position DESC LIMIT ${range[1] - range[0] + 1} OFFSET ${range[0]}`,
    [accountId],
  );
  return {
    rows: rows.map((r) => ({
      id: r.id,
      accountId: r.account_id,
      text: r.text,
      authorId: r.author_id,
      authorLogin: r.author_login,
      createdAt: iso(r.created_at),
    })),
    total: Number(total.rows[0]?.n ?? 0),
  };
}
