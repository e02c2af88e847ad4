import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * The messaging read models (docs/messaging.md):
 * - `messaging_conversations`: one row per conversation, with the pair (`pair_key`: the two ids sorted), its state
 *   and its last message (the folders' order), and its reports' summary (the console's queue);
 * - `messaging_sides`: what each participant did to it for themselves (archive, mute, delete for me, read up to);
 * - `messaging_messages`: the words, in the clear as every read model holds personal data, and the ids of the
 *   message's photos (their files are sealed in media storage); an erased side's rows keep their place (the other
 *   side sees "deleted") with the text gone;
 * - `messaging_feed`: per account, the global position of every change it should hear of: the socket pushes it and
 *   the catch-up after a reconnect reads it again, so nothing is lost or repeated;
 * - `messaging_settings`, `messaging_blocks`: each person's settings and blocks;
 * - `messaging_reports`, `messaging_actions`: what was reported and what the staff did.
 */
export const messagingMigrations: readonly ReadModelMigration[] = [
  {
    id: 'messaging/001-create',
    up: (k) => [
      k.schema.createTable('messaging_conversations', (t) => {
        t.text('id').primary();
        t.text('starter_id').notNullable();
        t.text('recipient_id').notNullable();
        t.text('pair_key').notNullable();
        t.text('ad_id');
        t.text('status').notNullable();
        t.integer('last_seq').notNullable().defaultTo(0);
        t.text('last_message_id');
        t.timestamp('started_at', { useTz: true }).notNullable();
        t.timestamp('last_message_at', { useTz: true }).notNullable();
        t.text('report_status');
        t.boolean('report_urgent').notNullable().defaultTo(false);
        t.timestamp('last_reported_at', { useTz: true });
        t.integer('report_count').notNullable().defaultTo(0);
      }),
      'CREATE INDEX messaging_conversations_pair_idx ON messaging_conversations (pair_key, status)',
      'CREATE INDEX messaging_conversations_reported_idx ON messaging_conversations (last_reported_at) WHERE report_status IS NOT NULL',
      // The retention worker: conversations idle for long.
      'CREATE INDEX messaging_conversations_idle_idx ON messaging_conversations (last_message_at)',
      k.schema.createTable('messaging_sides', (t) => {
        t.text('conversation_id').notNullable();
        t.text('account_id').notNullable();
        t.text('other_id').notNullable();
        t.boolean('archived').notNullable().defaultTo(false);
        t.boolean('muted').notNullable().defaultTo(false);
        t.integer('deleted_up_to').notNullable().defaultTo(0);
        t.integer('read_up_to').notNullable().defaultTo(0);
        t.boolean('erased').notNullable().defaultTo(false);
        t.primary(['conversation_id', 'account_id']);
      }),
      'CREATE INDEX messaging_sides_account_idx ON messaging_sides (account_id)',
      k.schema.createTable('messaging_messages', (t) => {
        t.text('id').primary();
        t.text('conversation_id').notNullable();
        t.integer('seq').notNullable();
        t.text('sender_id').notNullable();
        t.text('client_id').notNullable();
        t.text('text');
        t.text('contact').notNullable();
        t.text('scam').notNullable();
        t.boolean('hidden').notNullable().defaultTo(false);
        t.boolean('deleted').notNullable().defaultTo(false);
        t.timestamp('sent_at', { useTz: true }).notNullable();
      }),
      'CREATE UNIQUE INDEX messaging_messages_seq_idx ON messaging_messages (conversation_id, seq)',
      'CREATE UNIQUE INDEX messaging_messages_client_idx ON messaging_messages (conversation_id, sender_id, client_id)',
      k.schema.createTable('messaging_feed', (t) => {
        t.text('account_id').notNullable();
        t.bigInteger('position').notNullable();
        t.text('conversation_id').notNullable();
        t.text('message_id');
        t.primary(['account_id', 'position']);
      }),
      // The live push tails the whole table by position.
      'CREATE INDEX messaging_feed_position_idx ON messaging_feed (position)',
      k.schema.createTable('messaging_settings', (t) => {
        t.text('account_id').primary();
        t.text('incoming').notNullable();
        t.boolean('share_read_receipts').notNullable();
        t.boolean('suspended').notNullable().defaultTo(false);
      }),
      k.schema.createTable('messaging_blocks', (t) => {
        t.text('account_id').notNullable();
        t.text('blocked_id').notNullable();
        t.primary(['account_id', 'blocked_id']);
      }),
      k.schema.createTable('messaging_reports', (t) => {
        t.text('id').primary();
        t.text('conversation_id').notNullable();
        t.text('reporter_id').notNullable();
        t.text('reported_id').notNullable();
        t.text('reason').notNullable();
        t.text('message_id');
        t.integer('at_seq').notNullable();
        t.text('note');
        t.timestamp('reported_at', { useTz: true }).notNullable();
      }),
      'CREATE INDEX messaging_reports_conversation_idx ON messaging_reports (conversation_id, reported_at)',
      k.schema.createTable('messaging_actions', (t) => {
        t.bigInteger('position').primary();
        t.text('conversation_id').notNullable();
        t.text('staff_id').notNullable();
        t.text('action').notNullable();
        t.text('target_id').notNullable();
        t.text('message_id');
        t.text('note');
        t.timestamp('at', { useTz: true }).notNullable();
      }),
      'CREATE INDEX messaging_actions_conversation_idx ON messaging_actions (conversation_id)',
    ],
  },
  {
    // A folder's page walks one person's sides in the order of the latest message: the order kept on the conversation
    // alone made every page join and sort all of that person's conversations (bench/messaging.ts).
    id: 'messaging/002-side-order',
    up: () => [
      'ALTER TABLE messaging_sides ADD COLUMN last_message_at timestamptz',
      'UPDATE messaging_sides s SET last_message_at = c.last_message_at FROM messaging_conversations c WHERE c.id = s.conversation_id',
      'ALTER TABLE messaging_sides ALTER COLUMN last_message_at SET NOT NULL',
      'CREATE INDEX messaging_sides_folder_idx ON messaging_sides (account_id, last_message_at DESC, conversation_id DESC)',
    ],
  },
  {
    // The e-mail notice of a message left unread while away (docs/messaging.md § E-mail notice): each person's opt-out,
    // how far and when each side was last told, and the worker's walk over recent messages by time.
    id: 'messaging/003-email-notice',
    up: () => [
      'ALTER TABLE messaging_settings ADD COLUMN email_when_away boolean NOT NULL DEFAULT true',
      'ALTER TABLE messaging_sides ADD COLUMN noticed_up_to integer NOT NULL DEFAULT 0',
      'ALTER TABLE messaging_sides ADD COLUMN noticed_at timestamptz',
      'CREATE INDEX messaging_messages_sent_at_idx ON messaging_messages (sent_at)',
    ],
  },
  {
    // Photos in messages (docs/messaging.md § Photos): the ids of the sealed files, a JSON array like the flags.
    id: 'messaging/004-message-photos',
    up: () => [`ALTER TABLE messaging_messages ADD COLUMN photos text NOT NULL DEFAULT '[]'`],
  },
];

export const MESSAGING_TABLES = [
  'messaging_conversations',
  'messaging_sides',
  'messaging_messages',
  'messaging_feed',
  'messaging_settings',
  'messaging_blocks',
  'messaging_reports',
  'messaging_actions',
] as const;
