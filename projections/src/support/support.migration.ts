import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * `support_messages`: the console's inbox, one row per contact message with its status and the revision of its
 * stream (the ETag of changes); `support_replies`: the staff's answers, the thread. Names, addresses and words are
 * personal data: a deleted message takes its rows along (and its key, so no rebuild brings them back).
 */
export const supportMigrations: readonly ReadModelMigration[] = [
  {
    id: 'support/001-create',
    up: (k) => [
      k.schema.createTable('support_messages', (t) => {
        t.text('id').primary();
        t.text('account_id');
        t.text('name');
        t.text('email').notNullable();
        t.text('subject').notNullable();
        t.text('message').notNullable();
        t.text('locale').notNullable();
        t.text('status').notNullable();
        t.integer('reply_count').notNullable().defaultTo(0);
        t.timestamp('received_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        t.timestamp('handled_at', { useTz: true });
        t.text('handled_by');
        t.integer('revision').notNullable();
      }),
      // The inbox: open first, then by arrival.
      'CREATE INDEX support_messages_inbox_idx ON support_messages (status, received_at DESC)',
      k.schema.createTable('support_replies', (t) => {
        t.text('id').primary();
        t.text('message_id').notNullable();
        t.text('staff_id').notNullable();
        t.text('text').notNullable();
        t.timestamp('sent_at', { useTz: true }).notNullable();
      }),
      'CREATE INDEX support_replies_message_idx ON support_replies (message_id, sent_at)',
    ],
  },
];

export const SUPPORT_TABLES = ['support_messages', 'support_replies'] as const;
