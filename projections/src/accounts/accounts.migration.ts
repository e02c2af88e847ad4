import type { ReadModelMigration } from '../migrations/migrate-read-models';

/** `accounts`: login lookup. Logins are unique case-insensitively (`lower(login)`), as the spec compares them. */
export const accountsMigrations: readonly ReadModelMigration[] = [
  {
    id: 'accounts/001-create',
    up: (k) => [
      k.schema.createTable('accounts', (t) => {
        t.text('id').primary();
        t.text('login').notNullable();
        t.text('email').notNullable();
        t.text('password_hash').notNullable();
        t.smallint('role').notNullable();
        t.integer('revision').notNullable();
        t.timestamp('registered_at', { useTz: true }).notNullable();
      }),
      'CREATE UNIQUE INDEX accounts_login_lower_key ON accounts (lower(login))',
      'CREATE INDEX accounts_email_lower_idx ON accounts (lower(email))',
    ],
  },
  {
    // The projector now follows EmailChanged, which it skipped before: a database projected by the old one
    // replays the accounts projector once from the start of the log (as `rebuild accounts` does), so older
    // changes of address take effect too. On a new database this changes nothing.
    id: 'accounts/002-replay-for-email-changes',
    up: () => [
      "DELETE FROM parked_events WHERE projector = 'accounts'",
      'TRUNCATE accounts',
      "UPDATE checkpoints SET position = -1, updated_at = now() WHERE name = 'accounts'",
    ],
  },
];
