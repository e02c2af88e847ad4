import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * `mail_outbox`: messages to send, one per causing event and template (`message_key`), rendered and sent by the
 * API's mail sender; `mail_recipients`: the address, login and e-mail language of each account, so the reactor
 * can address a message about an ad to its owner. Both hold personal data and lose a person's rows when the
 * person is erased.
 */
export const mailMigrations: readonly ReadModelMigration[] = [
  {
    id: 'mail/001-create',
    up: (k) => [
      k.schema.createTable('mail_recipients', (t) => {
        t.text('account_id').primary();
        t.text('login').notNullable();
        t.text('email').notNullable();
        t.text('locale').notNullable();
      }),
      'CREATE INDEX mail_recipients_email_lower_idx ON mail_recipients (lower(email))',
      k.schema.createTable('mail_outbox', (t) => {
        t.bigIncrements('id');
        t.text('message_key').notNullable().unique();
        t.text('account_id').notNullable();
        t.text('recipient').notNullable();
        t.text('locale').notNullable();
        t.text('template').notNullable();
        t.jsonb('params').notNullable();
        t.text('subject');
        t.text('html');
        t.text('text');
        t.text('status').notNullable().defaultTo('pending');
        t.integer('attempts').notNullable().defaultTo(0);
        t.timestamp('next_attempt_at', { useTz: true }).notNullable();
        t.timestamp('claimed_until', { useTz: true });
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('sent_at', { useTz: true });
        t.text('last_error');
      }),
      "CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status IN ('pending', 'sending')",
      'CREATE INDEX mail_outbox_account_idx ON mail_outbox (account_id)',
    ],
  },
  {
    // The development transport used to keep each rendered body, live links included (a password reset is an
    // account takeover). Bodies are rendered when shown now; `html` and `text` stay empty.
    id: 'mail/002-forget-rendered-bodies',
    up: () => ['UPDATE mail_outbox SET html = NULL, text = NULL WHERE html IS NOT NULL OR text IS NOT NULL'],
  },
];

export const MAIL_TABLES = ['mail_recipients', 'mail_outbox'] as const;
