import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * The support chat's read models:
 * - `support_chats`: the console's inbox of chats, one row per person (the id is their account id), with the current
 *   conversation's start and first answer, the assignee and the stream's revision (the ETag of changes);
 * - `support_chat_messages`, `support_chat_notes`: the thread and the staff's internal notes;
 * - `support_chat_rounds`: every conversation (a person's first message since the chat was new or handled) and the
 *   milliseconds to its first staff answer, for the first-response p50/p95;
 * - `support_chat_feed`: per recipient (the person's account id, or `staff`), the global position of every change
 *   they should hear of: the socket pushes it and the catch-up after a reconnect reads it again.
 * Texts are personal data: a deleted account takes its rows along (and its key, so no rebuild brings them back).
 */
export const supportChatMigrations: readonly ReadModelMigration[] = [
  {
    id: 'support/002-chat',
    up: (k) => [
      k.schema.createTable('support_chats', (t) => {
        t.text('id').primary();
        t.text('status').notNullable();
        t.text('locale').notNullable();
        t.text('assignee_id');
        t.integer('message_count').notNullable().defaultTo(0);
        t.text('last_author').notNullable();
        t.timestamp('last_message_at', { useTz: true }).notNullable();
        t.timestamp('opened_at', { useTz: true }).notNullable();
        t.timestamp('first_response_at', { useTz: true });
        t.integer('revision').notNullable();
      }),
      'CREATE INDEX support_chats_inbox_idx ON support_chats (status, last_message_at DESC)',
      k.schema.createTable('support_chat_messages', (t) => {
        t.text('id').primary();
        t.text('chat_id').notNullable();
        t.integer('seq').notNullable();
        t.text('author').notNullable();
        t.text('staff_id');
        t.text('text').notNullable();
        t.text('canned_id');
        t.text('delivery').notNullable();
        t.timestamp('sent_at', { useTz: true }).notNullable();
      }),
      'CREATE UNIQUE INDEX support_chat_messages_seq_idx ON support_chat_messages (chat_id, seq)',
      k.schema.createTable('support_chat_notes', (t) => {
        t.text('id').primary();
        t.text('chat_id').notNullable();
        t.text('staff_id').notNullable();
        t.text('text').notNullable();
        t.timestamp('added_at', { useTz: true }).notNullable();
      }),
      'CREATE INDEX support_chat_notes_chat_idx ON support_chat_notes (chat_id, added_at)',
      k.schema.createTable('support_chat_rounds', (t) => {
        t.text('chat_id').notNullable();
        t.timestamp('opened_at', { useTz: true }).notNullable();
        t.bigInteger('first_response_ms');
        t.primary(['chat_id', 'opened_at']);
      }),
      k.schema.createTable('support_chat_feed', (t) => {
        t.text('recipient').notNullable();
        t.bigInteger('position').notNullable();
        t.text('chat_id').notNullable();
        t.text('message_id');
        t.primary(['recipient', 'position']);
      }),
      // The live push tails the whole table by position.
      'CREATE INDEX support_chat_feed_position_idx ON support_chat_feed (position)',
    ],
  },
];

export const SUPPORT_CHAT_TABLES = [
  'support_chats',
  'support_chat_messages',
  'support_chat_notes',
  'support_chat_rounds',
  'support_chat_feed',
] as const;
