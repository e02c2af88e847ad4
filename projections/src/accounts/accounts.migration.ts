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
  {
    // The console's account list (issue 10): who is blocked and why, and the verification badge (AccountVerified,
    // which the projector skipped before, hence the replay as in 002). Every list walks a (…, registered_at, id)
    // index and stops after its page, rare filters get partial indexes, and a part of a login is found by trigrams
    // (two letters or fewer: by prefix), so a page stays well under 50 ms at 100k accounts.
    id: 'accounts/003-admin-list',
    up: (k) => [
      'CREATE EXTENSION IF NOT EXISTS pg_trgm',
      k.schema.alterTable('accounts', (t) => {
        t.boolean('blocked').notNullable().defaultTo(false);
        t.text('blocked_reason');
        t.text('blocked_by');
        t.timestamp('blocked_at', { useTz: true });
        t.boolean('verified').notNullable().defaultTo(false);
      }),
      'CREATE INDEX accounts_registered_idx ON accounts (registered_at, id)',
      'CREATE INDEX accounts_role_registered_idx ON accounts (role, registered_at, id)',
      'CREATE INDEX accounts_blocked_registered_idx ON accounts (registered_at, id) WHERE blocked',
      'CREATE INDEX accounts_verified_registered_idx ON accounts (registered_at, id) WHERE verified',
      'CREATE INDEX accounts_login_prefix_idx ON accounts (lower(login) text_pattern_ops)',
      'CREATE INDEX accounts_login_trgm_idx ON accounts USING gin (lower(login) gin_trgm_ops)',
      "DELETE FROM parked_events WHERE projector = 'accounts'",
      'TRUNCATE accounts',
      "UPDATE checkpoints SET position = -1, updated_at = now() WHERE name = 'accounts'",
    ],
  },
];
