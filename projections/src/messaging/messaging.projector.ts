import {
  assertNever,
  CONVERSATION_EVENTS,
  MESSAGING_ACCOUNT_EVENTS,
  type ConversationEvent,
  type MessagingAccountEvent,
} from '@anonse/contracts';
import { ERASED, type RecordedEvent, type SqlExecutor } from '@anonse/eventstore';
import type { Projector } from '../runner/projector';
import { messagingMigrations } from './messaging.migration';

export const MESSAGING_EVENT_TYPES: readonly string[] = [...CONVERSATION_EVENTS.types, ...MESSAGING_ACCOUNT_EVENTS.types];
const CONVERSATION_TYPES: ReadonlySet<string> = new Set(CONVERSATION_EVENTS.types);
/** Reports that jump the console's queue, as they do for ads. */
const URGENT = new Set(['underage', 'coercion']);

export const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

async function feed(
  db: SqlExecutor,
  accountIds: readonly string[],
  position: number,
  conversationId: string,
  messageId: string | null = null,
) {
  for (const accountId of accountIds)
    await db.query(
      'INSERT INTO messaging_feed (account_id, position, conversation_id, message_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [accountId, position, conversationId, messageId],
    );
}

async function participants(db: SqlExecutor, conversationId: string): Promise<string[]> {
  const { rows } = await db.query<{ account_id: string }>('SELECT account_id FROM messaging_sides WHERE conversation_id = $1', [
    conversationId,
  ]);
  return rows.map((r) => r.account_id);
}

async function setSide(
  db: SqlExecutor,
  conversationId: string,
  accountId: string,
  assignments: string,
  values: unknown[],
  position: number,
) {
  await db.query(`UPDATE messaging_sides SET ${assignments} WHERE conversation_id = $1 AND account_id = $2`, [
    conversationId,
    accountId,
    ...values,
  ]);
  await feed(db, [accountId], position, conversationId);
}

async function applyConversationEvent(db: SqlExecutor, event: ConversationEvent, position: number, erased: boolean): Promise<void> {
  const id = event.data.conversationId;
  switch (event.type) {
    case 'ConversationStarted': {
      const d = event.data;
      await db.query(
        `INSERT INTO messaging_conversations (id, starter_id, recipient_id, pair_key, ad_id, status, started_at, last_message_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT (id) DO NOTHING`,
        [id, d.starterId, d.recipientId, pairKey(d.starterId, d.recipientId), d.adId, d.request ? 'pending' : 'accepted', d.startedAt],
      );
      for (const [me, other] of [
        [d.starterId, d.recipientId],
        [d.recipientId, d.starterId],
      ])
        await db.query(
          'INSERT INTO messaging_sides (conversation_id, account_id, other_id, last_message_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
          [id, me, other, d.startedAt],
        );
      await feed(db, [d.starterId, d.recipientId], position, id);
      return;
    }
    case 'MessageSent': {
      const d = event.data;
      await db.query(
        `INSERT INTO messaging_messages (id, conversation_id, seq, sender_id, client_id, text, contact, scam, deleted, sent_at, photos)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
        [
          d.messageId,
          id,
          d.seq,
          d.senderId,
          d.clientId,
          erased ? null : d.text,
          JSON.stringify(d.contact),
          JSON.stringify(d.scam),
          erased,
          d.sentAt,
          JSON.stringify(d.photos),
        ],
      );
      await db.query('UPDATE messaging_conversations SET last_seq = $2, last_message_id = $3, last_message_at = $4 WHERE id = $1', [
        id,
        d.seq,
        d.messageId,
        d.sentAt,
      ]);
      // Both sides' folders order by it; news for the other side also takes it out of their archive.
      await db.query(
        'UPDATE messaging_sides SET last_message_at = $3, archived = archived AND account_id = $2 WHERE conversation_id = $1',
        [id, d.senderId, d.sentAt],
      );
      // The sender has read what they wrote.
      await db.query('UPDATE messaging_sides SET read_up_to = GREATEST(read_up_to, $3) WHERE conversation_id = $1 AND account_id = $2', [
        id,
        d.senderId,
        d.seq,
      ]);
      await feed(db, await participants(db, id), position, id, d.messageId);
      return;
    }
    case 'ConversationAccepted':
    case 'ConversationDeclined':
      await db.query('UPDATE messaging_conversations SET status = $2 WHERE id = $1', [
        id,
        event.type === 'ConversationAccepted' ? 'accepted' : 'declined',
      ]);
      await feed(db, await participants(db, id), position, id);
      return;
    case 'ConversationArchived':
    case 'ConversationUnarchived':
      return setSide(db, id, event.data.accountId, 'archived = $3', [event.type === 'ConversationArchived'], position);
    case 'ConversationMuted':
    case 'ConversationUnmuted':
      return setSide(db, id, event.data.accountId, 'muted = $3', [event.type === 'ConversationMuted'], position);
    case 'ConversationDeletedForAccount':
      return setSide(db, id, event.data.accountId, 'deleted_up_to = $3, archived = false', [event.data.upToSeq], position);
    case 'ConversationRead':
      // The reader's own devices hear it (their unread count); the other side learns it from the conversation when both share receipts.
      await setSide(db, id, event.data.accountId, 'read_up_to = GREATEST(read_up_to, $3)', [event.data.upToSeq], position);
      await feed(db, await participants(db, id), position, id);
      return;
    case 'ConversationReported': {
      const d = event.data;
      await db.query(
        `INSERT INTO messaging_reports (id, conversation_id, reporter_id, reported_id, reason, message_id, at_seq, note, reported_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
        [d.reportId, id, d.reporterId, d.reportedId, d.reason, d.messageId, d.atSeq, d.note, d.reportedAt],
      );
      await db.query(
        `UPDATE messaging_conversations SET report_status = 'open', report_urgent = report_urgent OR $2, last_reported_at = $3,
           report_count = report_count + 1 WHERE id = $1`,
        [id, URGENT.has(d.reason), d.reportedAt],
      );
      return;
    }
    case 'ConversationModerated': {
      const d = event.data;
      await db.query(
        `INSERT INTO messaging_actions (position, conversation_id, staff_id, action, target_id, message_id, note, at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
        [position, id, d.staffId, d.action, d.targetId, d.messageId, d.note, d.moderatedAt],
      );
      await db.query(`UPDATE messaging_conversations SET report_status = 'handled', report_urgent = false WHERE id = $1`, [id]);
      if (d.action === 'hide-message' && d.messageId) {
        await db.query('UPDATE messaging_messages SET hidden = true WHERE id = $1', [d.messageId]);
        await feed(db, await participants(db, id), position, id, d.messageId);
      }
      return;
    }
    case 'ConversationSideErased':
      await eraseSide(db, id, event.data.accountId);
      await feed(db, await participants(db, id), position, id);
      return;
    case 'ConversationEmailNoticeSent':
      // Only the e-mail notice's own queue cares; nothing the person sees changes.
      await db.query(
        'UPDATE messaging_sides SET noticed_up_to = GREATEST(noticed_up_to, $3), noticed_at = $4 WHERE conversation_id = $1 AND account_id = $2',
        [id, event.data.accountId, event.data.upToSeq, event.data.sentAt],
      );
      return;
    default:
      return assertNever(event);
  }
}

/** The words go; the rows stay so the other side sees where a message was. */
async function eraseSide(db: SqlExecutor, conversationId: string, accountId: string): Promise<void> {
  await db.query('UPDATE messaging_messages SET text = NULL, deleted = true WHERE conversation_id = $1 AND sender_id = $2', [
    conversationId,
    accountId,
  ]);
  await db.query('UPDATE messaging_sides SET erased = true WHERE conversation_id = $1 AND account_id = $2', [conversationId, accountId]);
  await db.query('UPDATE messaging_reports SET note = NULL WHERE conversation_id = $1 AND reporter_id = $2', [conversationId, accountId]);
}

async function applyAccountEvent(db: SqlExecutor, event: MessagingAccountEvent, position: number): Promise<void> {
  const accountId = event.data.accountId;
  switch (event.type) {
    case 'MessageSettingsChanged':
      await db.query(
        `INSERT INTO messaging_settings (account_id, incoming, share_read_receipts, email_when_away) VALUES ($1, $2, $3, $4)
         ON CONFLICT (account_id) DO UPDATE SET incoming = $2, share_read_receipts = $3, email_when_away = $4`,
        [accountId, event.data.incoming, event.data.shareReadReceipts, event.data.emailWhenAway],
      );
      return;
    case 'MessagingPartnerBlocked':
      await db.query('INSERT INTO messaging_blocks (account_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        accountId,
        event.data.blockedId,
      ]);
      await feed(db, [accountId, event.data.blockedId], position, event.data.conversationId);
      return;
    case 'MessagingPartnerUnblocked': {
      await db.query('DELETE FROM messaging_blocks WHERE account_id = $1 AND blocked_id = $2', [accountId, event.data.blockedId]);
      // Every conversation of the pair changes its status for both.
      const { rows } = await db.query<{ id: string }>('SELECT id FROM messaging_conversations WHERE pair_key = $1', [
        pairKey(accountId, event.data.blockedId),
      ]);
      for (const row of rows) await feed(db, [accountId, event.data.blockedId], position, row.id);
      return;
    }
    case 'MessagingSuspended':
      await db.query(
        `INSERT INTO messaging_settings (account_id, incoming, share_read_receipts, suspended) VALUES ($1, 'everyone', false, true)
         ON CONFLICT (account_id) DO UPDATE SET suspended = true`,
        [accountId],
      );
      return;
    default:
      return assertNever(event);
  }
}

/**
 * Transactional: the rows and the feed commit with the checkpoint, so the feed's positions only grow and a reader
 * tailing it by position misses nothing. A message whose side key is destroyed reads as erased: its row is kept
 * without its words (a rebuild after an erasure ends where the live projection did).
 */
export function createMessagingProjector(): Projector {
  return {
    name: 'messaging',
    mode: 'transactional',
    handles: MESSAGING_EVENT_TYPES,
    migrations: messagingMigrations,
    apply: async (events, db) => {
      for (const raw of events) await applyRaw(db, raw);
    },
    reset: async (db) => {
      await db.query(
        'TRUNCATE messaging_conversations, messaging_sides, messaging_messages, messaging_feed, messaging_settings, messaging_blocks, messaging_reports, messaging_actions',
      );
    },
  };
}

async function applyRaw(db: SqlExecutor, raw: RecordedEvent): Promise<void> {
  if (!CONVERSATION_TYPES.has(raw.type)) return applyAccountEvent(db, MESSAGING_ACCOUNT_EVENTS.parse(raw), raw.position);
  const erased = raw.metadata[ERASED] === true;
  // Sealed fields read as null once their key is gone; the rest of the event still says where the message was.
  const data = erased && raw.type === 'MessageSent' ? { ...(raw.data as object), text: '' } : raw.data;
  return applyConversationEvent(db, CONVERSATION_EVENTS.parse({ ...raw, data }), raw.position, erased);
}
