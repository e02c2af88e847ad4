import {
  CONVERSATIONS_PAGE_SIZE,
  DEFAULT_MESSAGE_SETTINGS,
  href,
  slugify,
  type AdminConversationListItem,
  type ContactFlag,
  type ConversationFolder,
  type ConversationReportReason,
  type ConversationStatus,
  type ConversationSummaryDto,
  type IncomingPolicy,
  type Locale,
  type MessageDto,
  type ScamFlag,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { pairKey } from './messaging.projector';

const PREVIEW = 120;

export interface MessagingAccountView {
  incoming: IncomingPolicy;
  shareReadReceipts: boolean;
  emailWhenAway: boolean;
  suspended: boolean;
}

export async function messagingSettingsOf(db: SqlExecutor, accountId: string): Promise<MessagingAccountView> {
  const { rows } = await db.query<{ incoming: IncomingPolicy; share_read_receipts: boolean; email_when_away: boolean; suspended: boolean }>(
    'SELECT incoming, share_read_receipts, email_when_away, suspended FROM messaging_settings WHERE account_id = $1',
    [accountId],
  );
  const r = rows[0];
  return r
    ? { incoming: r.incoming, shareReadReceipts: r.share_read_receipts, emailWhenAway: r.email_when_away, suspended: r.suspended }
    : { ...DEFAULT_MESSAGE_SETTINGS, suspended: false };
}

/** Whether either of the two blocks the other. */
export async function isBlockedBetween(db: SqlExecutor, a: string, b: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM messaging_blocks WHERE (account_id = $1 AND blocked_id = $2) OR (account_id = $2 AND blocked_id = $1) LIMIT 1',
    [a, b],
  );
  return rows.length > 0;
}

export async function pairHasAcceptedConversation(db: SqlExecutor, a: string, b: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM messaging_conversations WHERE pair_key = $1 AND status = 'accepted' LIMIT 1`, [
    pairKey(a, b),
  ]);
  return rows.length > 0;
}

export async function acceptedConversationCount(db: SqlExecutor, accountId: string): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM messaging_conversations WHERE status = 'accepted' AND (starter_id = $1 OR recipient_id = $1)`,
    [accountId],
  );
  return Number(rows[0]?.n ?? 0);
}

/** What the new-account rule needs of the sender's account, null when there is no such account. */
export async function messagingStandingOf(db: SqlExecutor, accountId: string): Promise<{ registeredAt: Date; verified: boolean } | null> {
  const { rows } = await db.query<{ registered_at: Date | string; verified: boolean }>(
    'SELECT registered_at, verified FROM accounts WHERE id = $1',
    [accountId],
  );
  const r = rows[0];
  return r ? { registeredAt: new Date(r.registered_at), verified: r.verified } : null;
}

export async function messageIdByClientId(
  db: SqlExecutor,
  conversationId: string,
  senderId: string,
  clientId: string,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM messaging_messages WHERE conversation_id = $1 AND sender_id = $2 AND client_id = $3',
    [conversationId, senderId, clientId],
  );
  return rows[0]?.id ?? null;
}

interface MessageRow {
  id: string;
  conversation_id: string;
  seq: number;
  sender_id: string;
  text: string | null;
  contact: string;
  scam: string;
  hidden: boolean;
  deleted: boolean;
  sent_at: Date | string;
  photos: string;
}
const MESSAGE_COLUMNS = 'id, conversation_id, seq, sender_id, text, contact, scam, hidden, deleted, sent_at, photos';
const photosOf = (r: MessageRow) => JSON.parse(r.photos) as string[];
const iso = (v: Date | string) => new Date(v).toISOString();

export const messageDtoOf = (r: MessageRow, viewerId: string): MessageDto => ({
  id: r.id,
  seq: r.seq,
  mine: r.sender_id === viewerId,
  text: r.deleted || r.hidden ? null : r.text,
  deleted: r.deleted,
  hidden: r.hidden,
  sentAt: iso(r.sent_at),
  flags: { contact: JSON.parse(r.contact) as ContactFlag[], scam: JSON.parse(r.scam) as ScamFlag[] },
  photos: r.deleted || r.hidden ? [] : photosOf(r),
});

interface SummaryRow {
  id: string;
  starter_id: string;
  recipient_id: string;
  other_id: string;
  ad_id: string | null;
  ad_title: string | null;
  status: string;
  last_seq: number;
  last_message_at: Date | string;
  /** The side's copy of the latest message's time: the folders' order and the page cursor. */
  side_at: Date | string;
  archived: boolean;
  muted: boolean;
  deleted_up_to: number;
  read_up_to: number;
  other_read_up_to: number;
  other_erased: boolean;
  other_login: string | null;
  other_verified: boolean | null;
  blocked_by_me: boolean;
  blocked_by_other: boolean;
  unread: string | number;
  lm_id: string | null;
  lm_text: string | null;
  lm_sender: string | null;
  lm_hidden: boolean | null;
  lm_deleted: boolean | null;
  lm_sent_at: Date | string | null;
}

/**
 * The summaries of the viewer's (`$1`) sides that `where` picks (`s`: the side, `c`: the conversation), `page` then
 * ordering and limiting them. The side and its conversation are read first, in a subquery of two tables; what the
 * summary adds (the other side, the account, the ad, the last message, blocks, unread) is looked up for those rows
 * only. Written as one join of everything, the planner searched the join orders of seven tables at every call: on
 * the embedded store (PGlite, where planning runs in WebAssembly) that was most of an inbox page's time
 * (bench/messaging.ts --explain).
 */
const summarySql = (where: string, page = '') => `
  SELECT p.*, o.read_up_to AS other_read_up_to, o.erased AS other_erased,
    acc.login AS other_login, acc.verified AS other_verified, ad.title AS ad_title,
    EXISTS (SELECT 1 FROM messaging_blocks b WHERE b.account_id = $1 AND b.blocked_id = p.other_id) AS blocked_by_me,
    EXISTS (SELECT 1 FROM messaging_blocks b WHERE b.account_id = p.other_id AND b.blocked_id = $1) AS blocked_by_other,
    (SELECT count(*) FROM messaging_messages m WHERE m.conversation_id = p.id AND m.sender_id <> $1
       AND m.seq > GREATEST(p.read_up_to, p.deleted_up_to)) AS unread,
    lm.id AS lm_id, lm.text AS lm_text, lm.sender_id AS lm_sender, lm.hidden AS lm_hidden, lm.deleted AS lm_deleted, lm.sent_at AS lm_sent_at
  FROM (
    SELECT c.id, c.starter_id, c.recipient_id, s.other_id, c.ad_id, c.status, c.last_seq, c.last_message_at, c.last_message_id,
      s.archived, s.muted, s.deleted_up_to, s.read_up_to, s.last_message_at AS side_at
    FROM messaging_sides s JOIN messaging_conversations c ON c.id = s.conversation_id
    WHERE ${where} ${page}
  ) p
  JOIN messaging_sides o ON o.conversation_id = p.id AND o.account_id = p.other_id
  LEFT JOIN accounts acc ON acc.id = p.other_id
  LEFT JOIN ads ad ON ad.id = p.ad_id
  LEFT JOIN messaging_messages lm ON lm.id = p.last_message_id AND lm.seq > p.deleted_up_to`;

const statusOf = (r: SummaryRow, viewerId: string): ConversationStatus => {
  if (r.blocked_by_me || r.blocked_by_other) return 'blocked';
  if (r.status === 'pending') return r.starter_id === viewerId ? 'request-sent' : 'request-received';
  return r.status === 'accepted' ? 'accepted' : 'declined';
};

const previewOf = (text: string | null): string => [...(text ?? '')].slice(0, PREVIEW).join('');

function summaryOf(r: SummaryRow, viewerId: string, locale: Locale): ConversationSummaryDto {
  return {
    id: r.id,
    // A deleted account leaves no name behind; the web says "deleted account".
    other: { id: r.other_id, displayName: r.other_login ?? '', verified: r.other_verified ?? false },
    ad:
      r.ad_id && r.ad_title
        ? { id: r.ad_id, title: r.ad_title, path: href('adDetail', locale, { id: r.ad_id, slug: slugify(r.ad_title) || undefined }) }
        : null,
    status: statusOf(r, viewerId),
    lastMessage:
      r.lm_id && r.lm_sent_at
        ? { preview: r.lm_hidden || r.lm_deleted ? '' : previewOf(r.lm_text), sentAt: iso(r.lm_sent_at), mine: r.lm_sender === viewerId }
        : null,
    unread: Number(r.unread),
    muted: r.muted,
    archived: r.archived,
  };
}

export interface ConversationView {
  summary: ConversationSummaryDto;
  starterId: string;
  recipientId: string;
  blockedByMe: boolean;
  blocked: boolean;
  /** The conversation's own state: pending, accepted or declined. */
  state: string;
  otherReadUpTo: number;
  otherErased: boolean;
  lastSeq: number;
  deletedUpTo: number;
}

const viewOf = (r: SummaryRow, viewerId: string, locale: Locale): ConversationView => ({
  summary: summaryOf(r, viewerId, locale),
  starterId: r.starter_id,
  recipientId: r.recipient_id,
  blockedByMe: r.blocked_by_me,
  blocked: r.blocked_by_me || r.blocked_by_other,
  state: r.status,
  otherReadUpTo: r.other_read_up_to,
  otherErased: r.other_erased,
  lastSeq: r.last_seq,
  deletedUpTo: r.deleted_up_to,
});

/** The conversation as `viewerId` sees it; null when they are not in it, or deleted it and nothing came since. */
export async function conversationFor(
  db: SqlExecutor,
  viewerId: string,
  conversationId: string,
  locale: Locale,
): Promise<ConversationView | null> {
  const { rows } = await db.query<SummaryRow>(summarySql('s.account_id = $1 AND s.conversation_id = $2'), [viewerId, conversationId]);
  const r = rows[0];
  return r ? viewOf(r, viewerId, locale) : null;
}

const FOLDERS: Record<ConversationFolder, string> = {
  requests: `c.status = 'pending' AND c.recipient_id = s.account_id`,
  archived: `s.archived`,
  inbox: `NOT s.archived AND NOT (c.status = 'pending' AND c.recipient_id = s.account_id)`,
};

const encodeCursor = (at: Date | string, id: string) => Buffer.from(`${iso(at)}|${id}`).toString('base64url');
function decodeCursor(cursor: string): { at: string; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  return at && id && !Number.isNaN(Date.parse(at)) ? { at, id } : null;
}

/** One folder of `viewerId`, the latest activity first; null for a cursor that is not ours. */
export async function listConversations(
  db: SqlExecutor,
  viewerId: string,
  folder: ConversationFolder,
  cursor: string | undefined,
  locale: Locale,
): Promise<{ items: ConversationSummaryDto[]; nextCursor: string | null } | null> {
  const after = cursor ? decodeCursor(cursor) : undefined;
  if (after === null) return null;
  const params: unknown[] = [viewerId, CONVERSATIONS_PAGE_SIZE + 1];
  let where = `s.account_id = $1 AND c.last_seq > s.deleted_up_to AND ${FOLDERS[folder]}`;
  if (after) {
    params.push(after.at, after.id);
    where += ' AND (s.last_message_at, s.conversation_id) < ($3::timestamptz, $4)';
  }
  // Walks the person's sides in folder order (messaging_sides_folder_idx) and stops at a page; the summary's lookups
  // run for those rows only. Joined and sorted over every conversation of the folder, an inbox of 1,000 took 35 ms a
  // page on Postgres (bench/messaging.ts).
  const { rows } = await db.query<SummaryRow>(
    `${summarySql(where, 'ORDER BY s.last_message_at DESC, s.conversation_id DESC LIMIT $2')} ORDER BY p.side_at DESC, p.id DESC`,
    params,
  );
  const page = rows.slice(0, CONVERSATIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((r) => summaryOf(r, viewerId, locale)),
    nextCursor: rows.length > CONVERSATIONS_PAGE_SIZE && last ? encodeCursor(last.side_at, last.id) : null,
  };
}

/** Newest first; `before` pages back. Messages the viewer deleted for themselves are not there. */
export async function listMessages(
  db: SqlExecutor,
  viewerId: string,
  conversationId: string,
  deletedUpTo: number,
  before: number | undefined,
  limit: number,
): Promise<{ items: MessageDto[]; nextBefore: number | null }> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM messaging_messages WHERE conversation_id = $1 AND seq > $2 AND seq < $3 ORDER BY seq DESC LIMIT $4`,
    [conversationId, deletedUpTo, before ?? 2 ** 31 - 1, limit + 1],
  );
  const page = rows.slice(0, limit);
  return { items: page.map((r) => messageDtoOf(r, viewerId)), nextBefore: rows.length > limit ? (page.at(-1)?.seq ?? null) : null };
}

export async function messageFor(db: SqlExecutor, viewerId: string, messageId: string): Promise<MessageDto | null> {
  const { rows } = await db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM messaging_messages WHERE id = $1`, [messageId]);
  return rows[0] ? messageDtoOf(rows[0], viewerId) : null;
}

/** Unread messages of accepted, unmuted conversations, plus the requests waiting for the viewer's answer. */
export async function unreadMessagingCount(db: SqlExecutor, viewerId: string): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>(
    `SELECT
       (SELECT count(*) FROM messaging_sides s JOIN messaging_conversations c ON c.id = s.conversation_id
          JOIN messaging_messages m ON m.conversation_id = c.id AND m.sender_id <> s.account_id AND m.seq > GREATEST(s.read_up_to, s.deleted_up_to)
        WHERE s.account_id = $1 AND c.status = 'accepted' AND NOT s.muted
          AND NOT EXISTS (SELECT 1 FROM messaging_blocks b WHERE (b.account_id = s.account_id AND b.blocked_id = s.other_id) OR (b.account_id = s.other_id AND b.blocked_id = s.account_id)))
     + (SELECT count(*) FROM messaging_sides s JOIN messaging_conversations c ON c.id = s.conversation_id
        WHERE s.account_id = $1 AND c.status = 'pending' AND c.recipient_id = $1 AND c.last_seq > s.deleted_up_to
          AND NOT EXISTS (SELECT 1 FROM messaging_blocks b WHERE b.account_id = s.account_id AND b.blocked_id = s.other_id)) AS n`,
    [viewerId],
  );
  return Number(rows[0]?.n ?? 0);
}

export interface FeedRow {
  accountId: string;
  position: number;
  conversationId: string;
  messageId: string | null;
}
const feedRow = (r: { account_id: string; position: string | number; conversation_id: string; message_id: string | null }): FeedRow => ({
  accountId: r.account_id,
  position: Number(r.position),
  conversationId: r.conversation_id,
  messageId: r.message_id,
});

/** One account's changes after `position`, oldest first (the catch-up). */
export async function messagingFeedOf(db: SqlExecutor, accountId: string, after: number, limit: number): Promise<FeedRow[]> {
  const { rows } = await db.query<{ account_id: string; position: string | number; conversation_id: string; message_id: string | null }>(
    'SELECT account_id, position, conversation_id, message_id FROM messaging_feed WHERE account_id = $1 AND position > $2 ORDER BY position LIMIT $3',
    [accountId, after, limit],
  );
  return rows.map(feedRow);
}

/** Everybody's changes after `position` (the live push tails this). */
export async function messagingFeedAfter(db: SqlExecutor, after: number, limit: number): Promise<FeedRow[]> {
  const { rows } = await db.query<{ account_id: string; position: string | number; conversation_id: string; message_id: string | null }>(
    'SELECT account_id, position, conversation_id, message_id FROM messaging_feed WHERE position > $1 ORDER BY position, account_id LIMIT $2',
    [after, limit],
  );
  return rows.map(feedRow);
}

export async function newestMessagingFeedPosition(db: SqlExecutor): Promise<number> {
  const { rows } = await db.query<{ p: string | number | null }>('SELECT max(position) AS p FROM messaging_feed');
  return rows[0]?.p == null ? -1 : Number(rows[0].p);
}

// ---- The console.

export async function listReportedConversations(
  db: SqlExecutor,
  filter: { status?: 'open' | 'handled'; reason?: ConversationReportReason },
  range: [number, number],
  direction: 'ASC' | 'DESC',
): Promise<{ rows: AdminConversationListItem[]; total: number }> {
  const where = ['c.report_status IS NOT NULL'];
  const params: unknown[] = [];
  if (filter.status) where.push(`c.report_status = $${params.push(filter.status)}`);
  if (filter.reason)
    where.push(`EXISTS (SELECT 1 FROM messaging_reports x WHERE x.conversation_id = c.id AND x.reason = $${params.push(filter.reason)})`);
  const sql = `FROM messaging_conversations c
    JOIN LATERAL (SELECT * FROM messaging_reports r WHERE r.conversation_id = c.id ORDER BY r.reported_at DESC, r.id DESC LIMIT 1) r ON true
    LEFT JOIN accounts rep ON rep.id = r.reporter_id LEFT JOIN accounts tgt ON tgt.id = r.reported_id
    WHERE ${where.join(' AND ')}`;
  const total = await db.query<{ n: string | number }>(`SELECT count(*) AS n ${sql}`, params);
  // Open underage and coercion reports first, as in the ads' queue.
  const { rows } = await db.query<{
    id: string;
    reason: ConversationReportReason;
    reported_at: Date | string;
    report_count: number;
    reporter_id: string;
    reported_id: string;
    reporter_login: string | null;
    reported_login: string | null;
    report_status: 'open' | 'handled';
  }>(
    `SELECT c.id, r.reason, c.last_reported_at AS reported_at, c.report_count, r.reporter_id, r.reported_id, rep.login AS reporter_login,
       tgt.login AS reported_login, c.report_status ${sql}
     ORDER BY (c.report_status = 'open' AND c.report_urgent) DESC, c.last_reported_at ${direction}, c.id
     OFFSET $${params.push(range[0])} LIMIT $${params.push(range[1] - range[0] + 1)}`,
    params,
  );
  return {
    total: Number(total.rows[0]?.n ?? 0),
    rows: rows.map((r) => ({
      id: r.id,
      reason: r.reason,
      reportedAt: iso(r.reported_at),
      reportCount: r.report_count,
      reporter: { id: r.reporter_id, displayName: r.reporter_login ?? '' },
      reported: { id: r.reported_id, displayName: r.reported_login ?? '' },
      status: r.report_status,
    })),
  };
}

export interface ReportedConversationRows {
  id: string;
  adId: string | null;
  adTitle: string | null;
  status: 'open' | 'handled';
  participants: { id: string; displayName: string; verified: boolean }[];
  reports: {
    id: string;
    reporterId: string;
    reportedId: string;
    reason: ConversationReportReason;
    messageId: string | null;
    atSeq: number;
    note: string | null;
    reportedAt: string;
  }[];
  actions: {
    action: 'warn' | 'hide-message' | 'block-sender' | 'ban';
    staffId: string;
    targetId: string;
    messageId: string | null;
    note: string | null;
    at: string;
  }[];
}

/** A reported conversation without its messages; null when it does not exist or was never reported. */
export async function reportedConversation(db: SqlExecutor, id: string): Promise<ReportedConversationRows | null> {
  const { rows } = await db.query<{
    id: string;
    ad_id: string | null;
    title: string | null;
    report_status: 'open' | 'handled' | null;
    starter_id: string;
    recipient_id: string;
  }>(
    'SELECT c.id, c.ad_id, ad.title, c.report_status, c.starter_id, c.recipient_id FROM messaging_conversations c LEFT JOIN ads ad ON ad.id = c.ad_id WHERE c.id = $1',
    [id],
  );
  const c = rows[0];
  if (!c?.report_status) return null;
  const people = await db.query<{ id: string; login: string; verified: boolean }>(
    'SELECT id, login, verified FROM accounts WHERE id IN ($1, $2)',
    [c.starter_id, c.recipient_id],
  );
  const byId = new Map(people.rows.map((p) => [p.id, p]));
  const reports = await db.query<{
    id: string;
    reporter_id: string;
    reported_id: string;
    reason: ConversationReportReason;
    message_id: string | null;
    at_seq: number;
    note: string | null;
    reported_at: Date | string;
  }>('SELECT * FROM messaging_reports WHERE conversation_id = $1 ORDER BY reported_at, id', [id]);
  const actions = await db.query<{
    action: 'warn' | 'hide-message' | 'block-sender' | 'ban';
    staff_id: string;
    target_id: string;
    message_id: string | null;
    note: string | null;
    at: Date | string;
  }>('SELECT action, staff_id, target_id, message_id, note, at FROM messaging_actions WHERE conversation_id = $1 ORDER BY position', [id]);
  return {
    id: c.id,
    adId: c.ad_id,
    adTitle: c.title,
    status: c.report_status,
    participants: [c.starter_id, c.recipient_id].map((pid) => ({
      id: pid,
      displayName: byId.get(pid)?.login ?? '',
      verified: byId.get(pid)?.verified ?? false,
    })),
    reports: reports.rows.map((r) => ({
      id: r.id,
      reporterId: r.reporter_id,
      reportedId: r.reported_id,
      reason: r.reason,
      messageId: r.message_id,
      atSeq: r.at_seq,
      note: r.note,
      reportedAt: iso(r.reported_at),
    })),
    actions: actions.rows.map((a) => ({
      action: a.action,
      staffId: a.staff_id,
      targetId: a.target_id,
      messageId: a.message_id,
      note: a.note,
      at: iso(a.at),
    })),
  };
}

/** The messages whose seq lies in any of `windows` ([from, to] inclusive), oldest first, with their senders. */
export async function messagesInWindows(
  db: SqlExecutor,
  conversationId: string,
  windows: readonly (readonly [number, number])[],
): Promise<(Omit<MessageDto, 'mine'> & { senderId: string })[]> {
  if (windows.length === 0) return [];
  const params: unknown[] = [conversationId];
  const ranges = windows.map(([from, to]) => `seq BETWEEN $${params.push(from)} AND $${params.push(to)}`);
  const { rows } = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM messaging_messages WHERE conversation_id = $1 AND (${ranges.join(' OR ')}) ORDER BY seq`,
    params,
  );
  return rows.map((r) => {
    const { mine: _mine, ...dto } = messageDtoOf(r, '');
    // Staff see a hidden message's text (they hid it); an erased one is gone for everybody.
    return { ...dto, text: r.deleted ? null : r.text, photos: r.deleted ? [] : photosOf(r), senderId: r.sender_id };
  });
}

/**
 * The message of a conversation that carries photo `photoId`, or null when none does (an upload not sent, or
 * another conversation's). The photo route checks who may see it from this.
 */
export async function messageWithPhoto(
  db: SqlExecutor,
  conversationId: string,
  photoId: string,
): Promise<{ senderId: string; seq: number; hidden: boolean; deleted: boolean } | null> {
  // The ids are base64url (`_` and `-` included), so strpos, not LIKE with its wildcards; the JSON quotes bound the id.
  const { rows } = await db.query<{ sender_id: string; seq: number; hidden: boolean; deleted: boolean }>(
    `SELECT sender_id, seq, hidden, deleted FROM messaging_messages
     WHERE conversation_id = $1 AND photos <> '[]' AND strpos(photos, $2) > 0 ORDER BY seq LIMIT 1`,
    [conversationId, JSON.stringify(photoId)],
  );
  const r = rows[0];
  return r ? { senderId: r.sender_id, seq: r.seq, hidden: r.hidden, deleted: r.deleted } : null;
}

// ---- Workers and the data export.

/** Sides of accounts whose erasure completed and whose words in a conversation are not erased yet. */
export async function conversationSidesOfErasedAccounts(
  db: SqlExecutor,
  limit: number,
): Promise<{ conversationId: string; accountId: string }[]> {
  const { rows } = await db.query<{ conversation_id: string; account_id: string }>(
    `SELECT s.conversation_id, s.account_id FROM messaging_sides s JOIN account_erasures e ON e.id = s.account_id
     WHERE NOT s.erased ORDER BY s.conversation_id, s.account_id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({ conversationId: r.conversation_id, accountId: r.account_id }));
}

/** Conversations with no message since `before` and a side whose words are still there. */
export async function idleConversations(
  db: SqlExecutor,
  before: Date,
  limit: number,
): Promise<{ conversationId: string; accountIds: string[] }[]> {
  const { rows } = await db.query<{ id: string; account_id: string }>(
    `SELECT c.id, s.account_id FROM messaging_conversations c JOIN messaging_sides s ON s.conversation_id = c.id
     WHERE c.last_message_at < $1 AND NOT s.erased AND c.id IN (
       SELECT c2.id FROM messaging_conversations c2 JOIN messaging_sides s2 ON s2.conversation_id = c2.id
       WHERE c2.last_message_at < $1 AND NOT s2.erased ORDER BY c2.last_message_at LIMIT $2)
     ORDER BY c.id, s.account_id`,
    [before, limit],
  );
  const byId = new Map<string, string[]>();
  for (const r of rows) byId.set(r.id, [...(byId.get(r.id) ?? []), r.account_id]);
  return [...byId].map(([conversationId, accountIds]) => ({ conversationId, accountIds }));
}

/** The person's own messages, for their data export. */
export async function ownMessagesOf(
  db: SqlExecutor,
  accountId: string,
): Promise<{ conversationId: string; otherId: string; seq: number; text: string | null; photos: string[]; sentAt: string }[]> {
  const { rows } = await db.query<{
    conversation_id: string;
    other_id: string;
    seq: number;
    text: string | null;
    photos: string;
    sent_at: Date | string;
  }>(
    `SELECT m.conversation_id, s.other_id, m.seq, m.text, m.photos, m.sent_at FROM messaging_messages m
     JOIN messaging_sides s ON s.conversation_id = m.conversation_id AND s.account_id = m.sender_id
     WHERE m.sender_id = $1 AND NOT m.deleted ORDER BY m.conversation_id, m.seq`,
    [accountId],
  );
  return rows.map((r) => ({
    conversationId: r.conversation_id,
    otherId: r.other_id,
    seq: r.seq,
    text: r.text,
    photos: JSON.parse(r.photos) as string[],
    sentAt: iso(r.sent_at),
  }));
}

/** A side that may be owed an e-mail notice: the worker's queue (the decider has the last word). */
export interface EmailNoticeCandidate {
  conversationId: string;
  accountId: string;
  /** The newest waiting message's seq: with the pair, the worker's step scope. */
  upToSeq: number;
}

/**
 * Sides with a message of the other person that has waited since `sentBefore` (but not from before `sentAfter`: older
 * news is not worth an e-mail), unread, unanswered and not told of, whose last notice is older than `noticedBefore`,
 * in a conversation neither muted, declined, erased nor blocked, of a person who keeps `emailWhenAway` on.
 */
export async function emailNoticeCandidates(
  db: SqlExecutor,
  window: { sentAfter: Date; sentBefore: Date; noticedBefore: Date },
  limit: number,
): Promise<EmailNoticeCandidate[]> {
  const { rows } = await db.query<{ conversation_id: string; account_id: string; up_to: number }>(
    `SELECT m.conversation_id, s.account_id, max(m.seq) AS up_to
     FROM messaging_messages m
     JOIN messaging_sides s ON s.conversation_id = m.conversation_id AND s.account_id <> m.sender_id
     JOIN messaging_conversations c ON c.id = m.conversation_id
     LEFT JOIN messaging_settings st ON st.account_id = s.account_id
     WHERE m.sent_at > $1 AND m.sent_at <= $2 AND NOT m.hidden AND NOT m.deleted
       AND m.seq > GREATEST(s.read_up_to, s.deleted_up_to, s.noticed_up_to)
       AND (s.noticed_at IS NULL OR s.noticed_at <= $3)
       AND NOT s.muted AND NOT s.erased AND c.status <> 'declined'
       AND COALESCE(st.email_when_away, true)
       AND NOT EXISTS (SELECT 1 FROM messaging_sides o WHERE o.conversation_id = m.conversation_id AND o.erased)
       AND NOT EXISTS (SELECT 1 FROM messaging_blocks b
                       WHERE (b.account_id = s.account_id AND b.blocked_id = s.other_id) OR (b.account_id = s.other_id AND b.blocked_id = s.account_id))
     GROUP BY m.conversation_id, s.account_id
     ORDER BY min(m.sent_at), m.conversation_id, s.account_id
     LIMIT $4`,
    [window.sentAfter, window.sentBefore, window.noticedBefore, limit],
  );
  return rows.map((r) => ({ conversationId: r.conversation_id, accountId: r.account_id, upToSeq: Number(r.up_to) }));
}
