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

export const PHONE_TABLES = ['phone_numbers', 'phone_sends', 'phone_claims'] as const;
