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
];
