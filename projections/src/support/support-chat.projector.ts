import { assertNever, SUPPORT_CHAT_EVENTS, type SupportChatEvent } from '@anonse/contracts';
import { ERASED, type RecordedEvent, type SqlExecutor } from '@anonse/eventstore';
import { ACCOUNT_DELETED } from '../privacy';
import type { Projector } from '../runner/projector';
import { supportChatMigrations } from './support-chat.migration';

export const SUPPORT_CHAT_EVENT_TYPES: readonly string[] = SUPPORT_CHAT_EVENTS.types;
/** The feed's recipient standing for every moderator's and administrator's console. */
export const STAFF_RECIPIENT = 'staff';

async function feed(db: SqlExecutor, recipients: readonly string[], position: number, chatId: string, messageId: string | null = null) {
  for (const recipient of recipients)
    await db.query(
      'INSERT INTO support_chat_feed (recipient, position, chat_id, message_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [recipient, position, chatId, messageId],
    );
}

async function applySupportChatEvent(db: SqlExecutor, event: SupportChatEvent, revision: number, position: number): Promise<void> {
  const id = event.data.accountId;
  switch (event.type) {
    case 'SupportChatMessageSent': {
      const d = event.data;
      const inserted = await db.query(
        `INSERT INTO support_chat_messages (id, chat_id, seq, author, staff_id, text, canned_id, delivery, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
        [d.messageId, id, d.seq, d.author, d.staffId, d.text, d.cannedId, d.delivery, d.sentAt],
      );
      if (!inserted.rowCount) return;
      if (d.author === 'person') {
        // A person's message to a new or handled chat begins a conversation: its first-response clock starts.
        const { rows } = await db.query<{ status: string }>('SELECT status FROM support_chats WHERE id = $1', [id]);
        const opens = rows[0]?.status !== 'open';
        await db.query(
          `INSERT INTO support_chats (id, status, locale, message_count, last_author, last_message_at, opened_at, revision)
           VALUES ($1, 'open', $2, 1, 'person', $3, $3, $4)
           ON CONFLICT (id) DO UPDATE SET status = 'open', locale = $2, message_count = support_chats.message_count + 1,
             last_author = 'person', last_message_at = $3, revision = $4,
             opened_at = CASE WHEN $5 THEN $3 ELSE support_chats.opened_at END,
             first_response_at = CASE WHEN $5 THEN NULL ELSE support_chats.first_response_at END`,
          [id, d.locale, d.sentAt, revision, opens],
        );
        if (opens)
          await db.query('INSERT INTO support_chat_rounds (chat_id, opened_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [id, d.sentAt]);
      } else {
        await db.query(
          `UPDATE support_chat_rounds r SET first_response_ms = GREATEST(0, (EXTRACT(EPOCH FROM ($2::timestamptz - c.opened_at)) * 1000)::bigint)
             FROM support_chats c WHERE c.id = $1 AND r.chat_id = c.id AND r.opened_at = c.opened_at AND r.first_response_ms IS NULL`,
          [id, d.sentAt],
        );
        await db.query(
          `UPDATE support_chats SET message_count = message_count + 1, last_author = 'staff', last_message_at = $2, revision = $3,
             first_response_at = COALESCE(first_response_at, $2) WHERE id = $1`,
          [id, d.sentAt, revision],
        );
      }
      await feed(db, [id, STAFF_RECIPIENT], position, id, d.messageId);
      return;
    }
    case 'SupportChatNoteAdded': {
      const d = event.data;
      await db.query(
        'INSERT INTO support_chat_notes (id, chat_id, staff_id, text, added_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING',
        [d.noteId, id, d.staffId, d.text, d.addedAt],
      );
      await db.query('UPDATE support_chats SET revision = $2 WHERE id = $1', [id, revision]);
      await feed(db, [STAFF_RECIPIENT], position, id);
      return;
    }
    case 'SupportChatAssigned':
      await db.query('UPDATE support_chats SET assignee_id = $2, revision = $3 WHERE id = $1', [id, event.data.assigneeId, revision]);
      await feed(db, [STAFF_RECIPIENT], position, id);
      return;
    case 'SupportChatHandled':
      await db.query(`UPDATE support_chats SET status = 'handled', revision = $2 WHERE id = $1`, [id, revision]);
      await feed(db, [STAFF_RECIPIENT], position, id);
      return;
    case 'SupportChatReopened':
      await db.query(`UPDATE support_chats SET status = 'open', revision = $2 WHERE id = $1`, [id, revision]);
      await feed(db, [STAFF_RECIPIENT], position, id);
      return;
    default:
      return assertNever(event);
  }
}

/** Drops a person's chat: its thread, notes, conversations and feed. */
async function forgetSupportChat(db: SqlExecutor, chatId: string): Promise<void> {
  for (const table of ['support_chat_messages', 'support_chat_notes', 'support_chat_rounds', 'support_chat_feed'])
    await db.query(`DELETE FROM ${table} WHERE chat_id = $1`, [chatId]);
  await db.query('DELETE FROM support_chat_feed WHERE recipient = $1', [chatId]);
  await db.query('DELETE FROM support_chats WHERE id = $1', [chatId]);
}

/**
 * Transactional: the inbox and the feed commit with the checkpoint. A deleted account's chat goes at once; on a
 * rebuild its events read as erased (its key is gone) and leave nothing either.
 */
export function createSupportChatProjector(): Projector {
  return {
    name: 'support-chat',
    mode: 'transactional',
    handles: [...SUPPORT_CHAT_EVENT_TYPES, ACCOUNT_DELETED],
    migrations: supportChatMigrations,
    apply: async (events: readonly RecordedEvent[], db) => {
      for (const raw of events) {
        const chatId = String((raw.data as { accountId?: unknown }).accountId);
        if (raw.type === ACCOUNT_DELETED || raw.metadata[ERASED]) {
          await forgetSupportChat(db, chatId);
          continue;
        }
        await applySupportChatEvent(db, SUPPORT_CHAT_EVENTS.parse(raw), raw.revision, raw.position);
      }
    },
    reset: async (db) => {
      await db.query('TRUNCATE support_chats, support_chat_messages, support_chat_notes, support_chat_rounds, support_chat_feed');
    },
  };
}
