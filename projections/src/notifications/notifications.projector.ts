import type { RecordedEvent, SqlExecutor } from '@anonse/eventstore';
import type { Projector } from '../runner/projector';
import { foldNotificationEvents, NOTIFICATIONS_EVENT_TYPES, type NoticeWrite } from './fold-notification-events';
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

async function write(db: SqlExecutor, w: NoticeWrite): Promise<void> {
  switch (w.kind) {
    case 'insert':
      await db.query(INSERT_NOTICES, [JSON.stringify(w.rows)]);
      return;
    case 'erase':
      await db.query('DELETE FROM notifications WHERE recipient_id = ANY($1::text[])', [w.recipients]);
      return;
    case 'read':
      await db.query(MARK_READ, [JSON.stringify(w.marks)]);
      return;
    case 'readAll':
      await db.query(MARK_ALL_READ, [JSON.stringify(w.marks)]);
      return;
  }
}

/** Writes one batch in log order (a deletion drops notices made earlier in the same batch too). */
export async function applyNotificationEvents(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
  for (const w of foldNotificationEvents(events)) await write(db, w);
}

/**
 * Transactional: the notices and the checkpoint commit together, so each event makes its notice exactly once.
 * It reads `ads` (the owner of old approvals) and `accounts` (is the person still there), hence `dependsOn`.
 */
export function createNotificationsProjector(): Projector {
  return {
    name: 'notifications',
    mode: 'transactional',
    handles: NOTIFICATIONS_EVENT_TYPES,
    dependsOn: ['ads', 'accounts'],
    migrations: notificationsMigrations,
    apply: (events, db) => applyNotificationEvents(db, events),
    reset: async (db) => {
      await db.query('TRUNCATE notifications');
    },
  };
}
