import type { RecordedEvent, SqlExecutor } from '@anonse/eventstore';
import type { Projector } from '../runner/projector';
import {
  foldNotificationEvents,
  noticeIdOf,
  NOTIFICATIONS_EVENT_TYPES,
  type FollowerFanout,
  type NoticeRow,
  type NoticeWrite,
} from './fold-notification-events';
import { notificationsMigrations } from './notifications.migration';

/**
 * A notice is made only for a person who still has an account: on a rebuild, the approval of an erased person's
 * ad (an event with nothing sealed in it) would otherwise bring a notice back. Old approvals without `ownerId`
 * name their recipient through the ads read model.
 */
const INSERT_NOTICES = `
  INSERT INTO notifications (id, recipient_id, kind, ad_id, params, position, created_at, updated_at)
  SELECT n.id, r.owner, n.kind, n.ad_id, n.params, n.position, n.created_at, n.created_at
  FROM jsonb_to_recordset($1::jsonb) AS n(id text, recipient_id text, kind text, ad_id text, params jsonb, position bigint, created_at timestamptz)
  CROSS JOIN LATERAL (SELECT coalesce(n.recipient_id, (SELECT ads.owner_id FROM ads WHERE ads.id = n.ad_id)) AS owner) r
  WHERE r.owner IS NOT NULL AND EXISTS (SELECT 1 FROM accounts a WHERE a.id = r.owner)
  ON CONFLICT (id) DO NOTHING`;

// Only the recipient's own notice: a mark naming someone else's (never decided, but never trusted) changes nothing.
const MARK_READ = `
  UPDATE notifications SET read_at = m.read_at, updated_at = m.read_at
  FROM jsonb_to_recordset($1::jsonb) AS m(account_id text, notification_id text, read_at timestamptz)
  WHERE notifications.id = m.notification_id AND notifications.recipient_id = m.account_id AND notifications.read_at IS NULL`;

const MARK_ALL_READ = `
  UPDATE notifications SET read_at = m.read_at, updated_at = m.read_at
  FROM jsonb_to_recordset($1::jsonb) AS m(account_id text, up_to bigint, read_at timestamptz)
  WHERE notifications.recipient_id = m.account_id AND notifications.position <= m.up_to AND notifications.read_at IS NULL`;

const FOLLOW = `
  INSERT INTO notification_forum_follows (account_id, kind, target_id)
  SELECT f.account_id, f.kind, f.target_id FROM jsonb_to_recordset($1::jsonb) AS f(account_id text, kind text, target_id text)
  ON CONFLICT DO NOTHING`;

const UNFOLLOW = `
  DELETE FROM notification_forum_follows n USING jsonb_to_recordset($1::jsonb) AS f(account_id text, kind text, target_id text)
  WHERE n.account_id = f.account_id AND n.kind = f.kind AND n.target_id = f.target_id`;

/** Tells a post's followers (FollowerFanout): those who follow its topic or category now, in log order, but its author. */
async function tellFollowers(db: SqlExecutor, f: FollowerFanout): Promise<void> {
  let { targetId, authorId } = f;
  if (targetId === null || authorId === null) {
    const { rows } = await db.query<{ author_id: string; category_id: string }>(
      'SELECT p.author_id, t.category_id FROM forum_posts p JOIN forum_topics t ON t.id = p.topic_id WHERE p.id = $1',
      [f.postId],
    );
    if (!rows[0]) return;
    targetId ??= rows[0].category_id;
    authorId ??= rows[0].author_id;
  }
  const { rows } = await db.query<{ account_id: string }>(
    'SELECT account_id FROM notification_forum_follows WHERE kind = $1 AND target_id = $2 AND account_id <> $3',
    [f.kind === 'forumFollowedReply' ? 'topic' : 'category', targetId, authorId],
  );
  const notices: NoticeRow[] = rows.map((r) => ({
    id: noticeIdOf(`${f.eventId}|${r.account_id}`),
    recipient_id: r.account_id,
    kind: f.kind,
    ad_id: null,
    params: f.params,
    position: f.position,
    created_at: f.created_at,
  }));
  if (notices.length) await db.query(INSERT_NOTICES, [JSON.stringify(notices)]);
}

async function write(db: SqlExecutor, w: NoticeWrite): Promise<void> {
  switch (w.kind) {
    case 'insert':
      await db.query(INSERT_NOTICES, [JSON.stringify(w.rows)]);
      return;
    case 'erase':
      await db.query('DELETE FROM notifications WHERE recipient_id = ANY($1::text[])', [w.recipients]);
      await db.query('DELETE FROM notification_forum_follows WHERE account_id = ANY($1::text[])', [w.recipients]);
      return;
    case 'read':
      await db.query(MARK_READ, [JSON.stringify(w.marks)]);
      return;
    case 'readAll':
      await db.query(MARK_ALL_READ, [JSON.stringify(w.marks)]);
      return;
    case 'follow':
      await db.query(FOLLOW, [JSON.stringify(w.items)]);
      return;
    case 'unfollow':
      await db.query(UNFOLLOW, [JSON.stringify(w.items)]);
      return;
    case 'followers':
      for (const f of w.items) await tellFollowers(db, f);
      return;
  }
}

/** Writes one batch in log order (a deletion drops notices made earlier in the same batch too). */
export async function applyNotificationEvents(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
  for (const w of foldNotificationEvents(events)) await write(db, w);
}

/**
 * Transactional: the notices and the checkpoint commit together, so each event makes its notice exactly once.
 * It reads `ads` (the owner of old approvals), `accounts` (is the person still there) and `forum` (an approved post's
 * author and category), hence `dependsOn`.
 */
export function createNotificationsProjector(): Projector {
  return {
    name: 'notifications',
    mode: 'transactional',
    handles: NOTIFICATIONS_EVENT_TYPES,
    dependsOn: ['ads', 'accounts', 'forum'],
    migrations: notificationsMigrations,
    apply: (events, db) => applyNotificationEvents(db, events),
    reset: async (db) => {
      await db.query('TRUNCATE notifications, notification_forum_follows');
    },
  };
}
