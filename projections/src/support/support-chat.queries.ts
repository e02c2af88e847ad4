import type {
  AdminSupportChatDto,
  AdminSupportChatMessageDto,
  Locale,
  SupportChatMessageDto,
  SupportChatNoteDto,
  SupportChatStats,
  SupportChatStatus,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { STAFF_RECIPIENT } from './support-chat.projector';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

interface MessageRow {
  id: string;
  seq: number;
  author: 'person' | 'staff';
  staff_id: string | null;
  login?: string | null;
  text: string;
  canned_id: string | null;
  delivery: 'live' | 'email';
  sent_at: Date | string;
}

const toMessage = (r: MessageRow): SupportChatMessageDto => ({
  id: r.id,
  seq: Number(r.seq),
  author: r.author,
  text: r.text,
  sentAt: iso(r.sent_at),
  delivery: r.delivery,
});

/** The person's view of their chat: its status and the newest `limit` messages, oldest first. */
export async function supportChatOf(
  db: SqlExecutor,
  accountId: string,
  limit: number,
): Promise<{ status: SupportChatStatus; messages: SupportChatMessageDto[] }> {
  const chat = await db.query<{ status: 'open' | 'handled' }>('SELECT status FROM support_chats WHERE id = $1', [accountId]);
  const { rows } = await db.query<MessageRow>(
    'SELECT * FROM (SELECT * FROM support_chat_messages WHERE chat_id = $1 ORDER BY seq DESC LIMIT $2) m ORDER BY seq',
    [accountId, limit],
  );
  return { status: chat.rows[0]?.status ?? 'none', messages: rows.map(toMessage) };
}

export async function supportChatMessage(db: SqlExecutor, messageId: string): Promise<SupportChatMessageDto | null> {
  const { rows } = await db.query<MessageRow>('SELECT * FROM support_chat_messages WHERE id = $1', [messageId]);
  return rows[0] ? toMessage(rows[0]) : null;
}

export interface SupportChatFeedRow {
  recipient: string;
  position: number;
  chatId: string;
  messageId: string | null;
}
type FeedDbRow = { recipient: string; position: string | number; chat_id: string; message_id: string | null };
const feedRow = (r: FeedDbRow): SupportChatFeedRow => ({
  recipient: r.recipient,
  position: Number(r.position),
  chatId: r.chat_id,
  messageId: r.message_id,
});

/** One recipient's changes after `after`, oldest first (the catch-up). */
export async function supportChatFeedOf(db: SqlExecutor, recipient: string, after: number, limit: number): Promise<SupportChatFeedRow[]> {
  const { rows } = await db.query<FeedDbRow>(
    'SELECT * FROM support_chat_feed WHERE recipient = $1 AND position > $2 ORDER BY position LIMIT $3',
    [recipient, after, limit],
  );
  return rows.map(feedRow);
}

/** Everybody's changes after `after` (the live push tails this). */
export async function supportChatFeedAfter(db: SqlExecutor, after: number, limit: number): Promise<SupportChatFeedRow[]> {
  const { rows } = await db.query<FeedDbRow>('SELECT * FROM support_chat_feed WHERE position > $1 ORDER BY position, recipient LIMIT $2', [
    after,
    limit,
  ]);
  return rows.map(feedRow);
}

/** The newest position of the feed (-1 when empty); of one recipient's when named. */
export async function newestSupportChatFeedPosition(db: SqlExecutor, recipient?: string): Promise<number> {
  const { rows } = recipient
    ? await db.query<{ p: string | number | null }>('SELECT max(position) AS p FROM support_chat_feed WHERE recipient = $1', [recipient])
    : await db.query<{ p: string | number | null }>('SELECT max(position) AS p FROM support_chat_feed');
  return rows[0]?.p == null ? -1 : Number(rows[0].p);
}

// ---- The console.

interface ChatRow {
  id: string;
  login: string | null;
  status: 'open' | 'handled';
  locale: Locale;
  assignee_id: string | null;
  assignee_login: string | null;
  message_count: number;
  last_author: 'person' | 'staff';
  last_message_at: Date | string;
  opened_at: Date | string;
  first_response_at: Date | string | null;
  revision: number;
}

const toChat = (r: ChatRow): AdminSupportChatDto => ({
  id: r.id,
  login: r.login,
  status: r.status,
  locale: r.locale,
  assigneeId: r.assignee_id,
  assigneeLogin: r.assignee_login,
  unanswered: r.last_author === 'person',
  messageCount: Number(r.message_count),
  lastMessageAt: iso(r.last_message_at),
  openedAt: iso(r.opened_at),
  firstResponseMs: r.first_response_at === null ? null : Math.max(0, Date.parse(iso(r.first_response_at)) - Date.parse(iso(r.opened_at))),
  revision: Number(r.revision),
});

const CHAT_SELECT = `SELECT c.*, a.login, s.login AS assignee_login FROM support_chats c
  LEFT JOIN accounts a ON a.id = c.id LEFT JOIN accounts s ON s.id = c.assignee_id`;

export interface SupportChatListQuery {
  filter?: { status?: 'open' | 'handled'; assigneeId?: string };
  sort?: { field: 'lastMessageAt' | 'openedAt'; order: 'ASC' | 'DESC' };
  range: [number, number];
}

/** The console's chats: open ones first, then the latest message first unless sorted otherwise. */
export async function listSupportChats(db: SqlExecutor, q: SupportChatListQuery): Promise<{ rows: AdminSupportChatDto[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  if (q.filter?.status) where.push(`c.status = ${param(q.filter.status)}`);
  if (q.filter?.assigneeId) where.push(`c.assignee_id = ${param(q.filter.assigneeId)}`);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const column = q.sort?.field === 'openedAt' ? 'c.opened_at' : 'c.last_message_at';
  const order = q.sort?.order === 'ASC' ? 'ASC' : 'DESC';
  const total = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM support_chats c ${clause}`, params);
  const { rows } = await db.query<ChatRow>(
    `${CHAT_SELECT} ${clause} ORDER BY (c.status = 'open') DESC, ${column} ${order}, c.id ${order} LIMIT ${q.range[1] - q.range[0] + 1} OFFSET ${q.range[0]}`,
    params,
  );
  return { rows: rows.map(toChat), total: Number(total.rows[0]?.n ?? 0) };
}

/** One chat with its whole thread (oldest first) and its notes, for the console. */
export async function getSupportChat(db: SqlExecutor, id: string): Promise<AdminSupportChatDto | null> {
  const { rows } = await db.query<ChatRow>(`${CHAT_SELECT} WHERE c.id = $1`, [id]);
  if (!rows[0]) return null;
  const messages = await db.query<MessageRow>(
    `SELECT m.*, a.login FROM support_chat_messages m LEFT JOIN accounts a ON a.id = m.staff_id WHERE m.chat_id = $1 ORDER BY m.seq`,
    [id],
  );
  const notes = await db.query<{ id: string; staff_id: string; login: string | null; text: string; added_at: Date | string }>(
    `SELECT n.id, n.staff_id, a.login, n.text, n.added_at FROM support_chat_notes n LEFT JOIN accounts a ON a.id = n.staff_id
      WHERE n.chat_id = $1 ORDER BY n.added_at, n.id`,
    [id],
  );
  return {
    ...toChat(rows[0]),
    messages: messages.rows.map((r): AdminSupportChatMessageDto => ({
      ...toMessage(r),
      staffId: r.staff_id,
      staffLogin: r.login ?? null,
      cannedId: r.canned_id,
    })),
    notes: notes.rows.map((r): SupportChatNoteDto => ({
      id: r.id,
      staffId: r.staff_id,
      staffLogin: r.login,
      text: r.text,
      addedAt: iso(r.added_at),
    })),
  };
}

/** Open chats, and those whose last word is the person's (the console's badge). */
export async function supportChatCounts(db: SqlExecutor): Promise<{ open: number; unanswered: number }> {
  const { rows } = await db.query<{ open: string | number; unanswered: string | number }>(
    `SELECT count(*) FILTER (WHERE status = 'open') AS open,
            count(*) FILTER (WHERE status = 'open' AND last_author = 'person') AS unanswered FROM support_chats`,
  );
  return { open: Number(rows[0]?.open ?? 0), unanswered: Number(rows[0]?.unanswered ?? 0) };
}

/**
 * First-response times over every conversation kept (each person's first message since their chat was new or
 * handled, to the first staff answer): the median and the 95th percentile, nearest-rank, of the answered ones.
 */
export async function supportChatStats(db: SqlExecutor): Promise<SupportChatStats> {
  const { rows } = await db.query<{ ms: string | number | null }>('SELECT first_response_ms AS ms FROM support_chat_rounds');
  const answered = rows.flatMap((r) => (r.ms === null ? [] : [Number(r.ms)])).sort((a, b) => a - b);
  const rank = (p: number) => (answered.length ? answered[Math.max(0, Math.ceil(p * answered.length) - 1)]! : null);
  return {
    conversations: rows.length,
    answered: answered.length,
    waiting: rows.length - answered.length,
    firstResponseP50Ms: rank(0.5),
    firstResponseP95Ms: rank(0.95),
  };
}

/** The person's own chat messages for the data export (the staff's answers are in the same chat, so both sides). */
export async function ownSupportChatOf(db: SqlExecutor, accountId: string): Promise<SupportChatMessageDto[]> {
  const { rows } = await db.query<MessageRow>('SELECT * FROM support_chat_messages WHERE chat_id = $1 ORDER BY seq', [accountId]);
  return rows.map(toMessage);
}

export { STAFF_RECIPIENT };
