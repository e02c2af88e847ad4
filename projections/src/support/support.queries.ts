import type { AdminSupportFilter, SupportInboxCounts, SupportMessageDto, SupportReplyDto } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';

interface MessageRow {
  id: string;
  account_id: string | null;
  name: string | null;
  email: string;
  subject: SupportMessageDto['subject'];
  message: string;
  locale: SupportMessageDto['locale'];
  status: SupportMessageDto['status'];
  reply_count: number;
  received_at: Date | string;
  updated_at: Date | string;
  handled_at: Date | string | null;
  handled_by: string | null;
  revision: number;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

const toMessage = (r: MessageRow): SupportMessageDto => ({
  id: r.id,
  accountId: r.account_id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  locale: r.locale,
  status: r.status,
  unanswered: Number(r.reply_count) === 0,
  replyCount: Number(r.reply_count),
  receivedAt: iso(r.received_at),
  updatedAt: iso(r.updated_at),
  handledAt: r.handled_at === null ? null : iso(r.handled_at),
  handledBy: r.handled_by,
  revision: Number(r.revision),
});

export interface SupportListQuery {
  filter?: AdminSupportFilter;
  sort?: { field: 'receivedAt' | 'updatedAt'; order: 'ASC' | 'DESC' };
  range: [number, number];
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The inbox: open messages always first, then newest first unless sorted otherwise. */
export async function listSupportMessages(db: SqlExecutor, q: SupportListQuery): Promise<{ rows: SupportMessageDto[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  if (q.filter?.status) where.push(`status = ${param(q.filter.status)}`);
  if (q.filter?.subject) where.push(`subject = ${param(q.filter.subject)}`);
  if (q.filter?.q) {
    const like = param(`%${escapeLike(q.filter.q.toLowerCase())}%`);
    where.push(`(lower(email) LIKE ${like} OR lower(coalesce(name, '')) LIKE ${like} OR lower(message) LIKE ${like})`);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const column = q.sort?.field === 'updatedAt' ? 'updated_at' : 'received_at';
  const order = q.sort?.order === 'ASC' ? 'ASC' : 'DESC';
  const total = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM support_messages ${clause}`, params);
  const { rows } = await db.query<MessageRow>(
    `SELECT * FROM support_messages ${clause} ORDER BY (status = 'open') DESC, ${column} ${order}, id ${order} LIMIT ${q.range[1] - q.range[0] + 1} OFFSET ${q.range[0]}`,
    params,
  );
  return { rows: rows.map(toMessage), total: Number(total.rows[0]?.n ?? 0) };
}

/** One message with its thread (oldest reply first; the staff member's login while their account exists). */
export async function getSupportMessage(db: SqlExecutor, id: string): Promise<SupportMessageDto | null> {
  const { rows } = await db.query<MessageRow>('SELECT * FROM support_messages WHERE id = $1', [id]);
  if (!rows[0]) return null;
  const replies = await db.query<{ id: string; staff_id: string; login: string | null; text: string; sent_at: Date | string }>(
    `SELECT r.id, r.staff_id, a.login, r.text, r.sent_at FROM support_replies r LEFT JOIN accounts a ON a.id = r.staff_id
      WHERE r.message_id = $1 ORDER BY r.sent_at, r.id`,
    [id],
  );
  const thread: SupportReplyDto[] = replies.rows.map((r) => ({
    id: r.id,
    staffId: r.staff_id,
    staffLogin: r.login,
    text: r.text,
    sentAt: iso(r.sent_at),
  }));
  return { ...toMessage(rows[0]), replies: thread };
}

/** The console's badge: open messages, and those nobody has answered yet. */
export async function supportInboxCounts(db: SqlExecutor): Promise<SupportInboxCounts> {
  const { rows } = await db.query<{ open: string | number; unanswered: string | number }>(
    `SELECT count(*) FILTER (WHERE status = 'open') AS open, count(*) FILTER (WHERE status = 'open' AND reply_count = 0) AS unanswered FROM support_messages`,
  );
  return { open: Number(rows[0]?.open ?? 0), unanswered: Number(rows[0]?.unanswered ?? 0) };
}

/**
 * Messages of people whose account is being or was erased (`account_erasures`): each is deleted, which shreds its own
 * key, so a deleted account leaves no contact message behind, also one projected after the erasure began.
 */
export async function supportMessagesOfErasedAccounts(db: SqlExecutor, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT m.id FROM support_messages m JOIN account_erasures e ON e.id = m.account_id ORDER BY m.received_at LIMIT $1',
    [limit],
  );
  return rows.map((r) => r.id);
}
