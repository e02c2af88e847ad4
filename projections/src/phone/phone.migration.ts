import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * `phone_numbers`: each account's verified number (E.164; what the ad mark compares with) — absent when none.
 * `phone_sends`: every code sent, by the number's keyed hash: one number's sends on every account in a day, and the
 * completion rate the fraud watch shows. `phone_claims`: which accounts ever verified a number (its keyed hash),
 * `verified_now` while they hold it: one number on too many accounts, a number once on a blocked account.
 * A deleted account loses every row.
 */
export const phoneMigrations: readonly ReadModelMigration[] = [
  {
    id: 'phone/001-create',
    up: (k) => [
      k.schema.createTable('phone_numbers', (t) => {
        t.text('account_id').primary();
        t.text('number').notNullable();
        t.text('number_key').notNullable();
        t.timestamp('verified_at', { useTz: true }).notNullable();
      }),
      k.schema.createTable('phone_sends', (t) => {
        t.text('challenge_id').primary();
        t.text('account_id').notNullable();
        t.text('number_key').notNullable();
        t.text('country').notNullable();
        t.timestamp('sent_at', { useTz: true }).notNullable();
        t.boolean('completed').notNullable().defaultTo(false);
      }),
      'CREATE INDEX phone_sends_number_idx ON phone_sends (number_key, sent_at)',
      'CREATE INDEX phone_sends_account_idx ON phone_sends (account_id)',
      'CREATE INDEX phone_sends_time_idx ON phone_sends (sent_at)',
      k.schema.createTable('phone_claims', (t) => {
        t.text('number_key').notNullable();
        t.text('account_id').notNullable();
        t.boolean('verified_now').notNullable();
        t.primary(['number_key', 'account_id']);
      }),
      'CREATE INDEX phone_claims_account_idx ON phone_claims (account_id)',
    ],
  },
];

/**
 * SMS notices (issue 25, deliverable 4), the `sms-notices` projector's: `sms_notice_settings`, who chose which
 * notices (no row: none); `sms_notices`, one row per causing event of an opted-in account (`event_id`, the SMS's
 * idempotency key), `new` until the API's SMS worker queues it (`queued`, with `due_at` after the quiet hours), drops
 * it over the monthly cap (`dropped`) or finds no verified number left (`cancelled`). Neither holds a number or a
 * text; a deleted account loses its rows.
 */
export const smsNoticesMigrations: readonly ReadModelMigration[] = [
  {
    id: 'sms-notices/001-create',
    up: (k) => [
      k.schema.createTable('sms_notice_settings', (t) => {
        t.text('account_id').primary();
        t.boolean('ad_decided').notNullable();
        t.boolean('verification_decided').notNullable();
        t.boolean('message_request').notNullable();
      }),
      k.schema.createTable('sms_notices', (t) => {
        t.text('event_id').primary();
        t.text('account_id').notNullable();
        t.text('kind').notNullable();
        t.text('topic').notNullable();
        t.bigInteger('position').notNullable();
        t.timestamp('occurred_at', { useTz: true }).notNullable();
        t.text('status').notNullable().defaultTo('new');
        t.timestamp('due_at', { useTz: true });
        t.timestamp('decided_at', { useTz: true });
      }),
      "CREATE INDEX sms_notices_new_idx ON sms_notices (position) WHERE status = 'new'",
      'CREATE INDEX sms_notices_account_idx ON sms_notices (account_id, due_at)',
    ],
  },
];

export const PHONE_TABLES = ['phone_numbers', 'phone_sends', 'phone_claims'] as const;
export const SMS_NOTICES_TABLES = ['sms_notice_settings', 'sms_notices'] as const;
