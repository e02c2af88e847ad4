import type { NoticeKind, NoticeParams } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';

export interface NotificationRow {
  id: string;
  kind: NoticeKind;
  adId: string | null;
  /** The ad's current title; null when the ad is gone from the read model. */
  adTitle: string | null;
  params: NoticeParams;
  position: number;
  readAt: string | null;
  createdAt: string;
  updatedAt: string;
}

interface Raw {
  id: string;
  kind: NoticeKind;
  ad_id: string | null;
  ad_title: string | null;
  params: NoticeParams;
  position: string | number;
  read_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (v: Date | string) => new Date(v).toISOString();

/** The person's newest notices, newest first. */
export async function listNotifications(db: SqlExecutor, recipientId: string, limit: number): Promise<NotificationRow[]> {
  const { rows } = await db.query<Raw>(
    `SELECT n.id, n.kind, n.ad_id, ads.title AS ad_title, n.params, n.position, n.read_at, n.created_at, n.updated_at
     FROM notifications n LEFT JOIN ads ON ads.id = n.ad_id
     WHERE n.recipient_id = $1 ORDER BY n.position DESC LIMIT $2`,
    [recipientId, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    adId: r.ad_id,
    adTitle: r.ad_title,
    params: r.params,
    position: Number(r.position),
    readAt: r.read_at === null ? null : iso(r.read_at),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }));
}

export async function countUnreadNotifications(db: SqlExecutor, recipientId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM notifications WHERE recipient_id = $1 AND read_at IS NULL',
    [recipientId],
  );
  return rows[0]?.n ?? 0;
}

/** One notice of this person (another person's is as good as none). */
export async function findNotification(
  db: SqlExecutor,
  recipientId: string,
  id: string,
): Promise<{ position: number; read: boolean } | null> {
  const { rows } = await db.query<{ position: string | number; read: boolean }>(
    'SELECT position, read_at IS NOT NULL AS read FROM notifications WHERE id = $1 AND recipient_id = $2',
    [id, recipientId],
  );
  const row = rows[0];
  return row ? { position: Number(row.position), read: row.read } : null;
}

/**
 * The newest position among the person's unread notices, among `ids` when given (the ones the person saw);
 * null when there is nothing to mark.
 */
export async function newestUnreadPosition(db: SqlExecutor, recipientId: string, ids?: readonly string[]): Promise<number | null> {
  const { rows } = await db.query<{ p: string | number | null }>(
    ids
      ? 'SELECT max(position) AS p FROM notifications WHERE recipient_id = $1 AND read_at IS NULL AND id = ANY($2::text[])'
      : 'SELECT max(position) AS p FROM notifications WHERE recipient_id = $1 AND read_at IS NULL',
    ids ? [recipientId, ids] : [recipientId],
  );
  const p = rows[0]?.p;
  return p === null || p === undefined ? null : Number(p);
}

export interface NewNotification {
  id: string;
  recipientId: string;
  position: number;
  createdAt: string;
}

/**
 * Notices after `position`, oldest first: what the live feed pushes. Only one projector writes the table, in
 * log order and one transaction per batch, so positions become visible in increasing order and a cursor on
 * them never skips a row.
 */
export async function notificationsAfter(db: SqlExecutor, position: number, limit: number): Promise<NewNotification[]> {
  const { rows } = await db.query<{ id: string; recipient_id: string; position: string | number; created_at: Date | string }>(
    'SELECT id, recipient_id, position, created_at FROM notifications WHERE position > $1 ORDER BY position LIMIT $2',
    [position, limit],
  );
  return rows.map((r) => ({ id: r.id, recipientId: r.recipient_id, position: Number(r.position), createdAt: iso(r.created_at) }));
}

/** Where the live feed starts: the newest notice now (older ones the browser loads itself). */
export async function newestNotificationPosition(db: SqlExecutor): Promise<number> {
  const { rows } = await db.query<{ p: string | number | null }>('SELECT max(position) AS p FROM notifications');
  const p = rows[0]?.p;
  return p === null || p === undefined ? -1 : Number(p);
}
