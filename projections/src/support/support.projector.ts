import { assertNever, SUPPORT_EVENTS, type SupportEvent } from '@anonse/contracts';
import { ERASED, type SqlExecutor } from '@anonse/eventstore';
import type { Projector } from '../runner/projector';
import { supportMigrations } from './support.migration';

export const SUPPORT_EVENT_TYPES: readonly string[] = SUPPORT_EVENTS.types;

async function applySupportEvent(db: SqlExecutor, event: SupportEvent, revision: number): Promise<void> {
  const id = event.data.messageId;
  switch (event.type) {
    case 'SupportMessageReceived': {
      const d = event.data;
      await db.query(
        `INSERT INTO support_messages (id, account_id, name, email, subject, message, locale, status, received_at, updated_at, revision)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'open', $8, $8, $9) ON CONFLICT (id) DO NOTHING`,
        [id, d.accountId, d.name, d.email, d.subject, d.message, d.locale, d.receivedAt, revision],
      );
      return;
    }
    case 'SupportReplySent': {
      const d = event.data;
      const inserted = await db.query(
        'INSERT INTO support_replies (id, message_id, staff_id, text, sent_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING',
        [d.replyId, id, d.staffId, d.text, d.sentAt],
      );
      await db.query(`UPDATE support_messages SET reply_count = reply_count + $2, updated_at = $3, revision = $4 WHERE id = $1`, [
        id,
        inserted.rowCount ? 1 : 0,
        d.sentAt,
        revision,
      ]);
      return;
    }
    case 'SupportMessageHandled':
      await db.query(
        `UPDATE support_messages SET status = 'handled', handled_at = $2, handled_by = $3, updated_at = $2, revision = $4 WHERE id = $1`,
        [id, event.data.handledAt, event.data.staffId, revision],
      );
      return;
    case 'SupportMessageReopened':
      await db.query(
        `UPDATE support_messages SET status = 'open', handled_at = NULL, handled_by = NULL, updated_at = $2, revision = $3 WHERE id = $1`,
        [id, event.data.reopenedAt, revision],
      );
      return;
    case 'SupportMessageDeleted':
      await forgetSupportMessage(db, id);
      return;
    default:
      return assertNever(event);
  }
}

/** Drops a message and its thread. */
async function forgetSupportMessage(db: SqlExecutor, messageId: string): Promise<void> {
  await db.query('DELETE FROM support_replies WHERE message_id = $1', [messageId]);
  await db.query('DELETE FROM support_messages WHERE id = $1', [messageId]);
}

/**
 * Transactional: the inbox commits with the checkpoint. A message whose key was destroyed reads as erased: it was
 * deleted, so nothing of it is kept (a rebuild after a delete ends with the same empty rows as the live inbox).
 */
export function createSupportProjector(): Projector {
  return {
    name: 'support',
    mode: 'transactional',
    handles: SUPPORT_EVENT_TYPES,
    migrations: supportMigrations,
    apply: async (events, db) => {
      for (const raw of events) {
        if (raw.metadata[ERASED]) {
          await forgetSupportMessage(db, String((raw.data as { messageId?: unknown }).messageId));
          continue;
        }
        await applySupportEvent(db, SUPPORT_EVENTS.parse(raw), raw.revision);
      }
    },
    reset: async (db) => {
      await db.query('TRUNCATE support_messages, support_replies');
    },
  };
}
