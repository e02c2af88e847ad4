import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * `verification_attempts`: one row per attempt (`id` = attempt id): the moderators' queue and history, and the
 * to-do list of the photo purge (`file_keys` while `purge_due` and not `photos_deleted`). `verified_now` marks the
 * attempt whose approval the account holds at present. `verification_views`: every moderator's look at a photo.
 */
export const verificationMigrations: readonly ReadModelMigration[] = [
  {
    id: 'verification/001-create',
    up: (k) => [
      k.schema.createTable('verification_attempts', (t) => {
        t.text('id').primary();
        t.text('account_id').notNullable();
        t.text('status').notNullable();
        t.integer('photo_count').notNullable().defaultTo(0);
        t.specificType('file_keys', 'text[]').notNullable().defaultTo('{}');
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('submitted_at', { useTz: true });
        t.timestamp('decided_at', { useTz: true });
        t.text('decided_by');
        t.text('reason_code');
        t.text('reason');
        t.timestamp('retry_after', { useTz: true });
        t.boolean('verified_now').notNullable().defaultTo(false);
        t.timestamp('revoked_at', { useTz: true });
        t.text('revoke_reason');
        t.boolean('purge_due').notNullable().defaultTo(false);
        t.boolean('photos_deleted').notNullable().defaultTo(false);
        t.boolean('account_deleted').notNullable().defaultTo(false);
      }),
      'CREATE INDEX verification_attempts_account_idx ON verification_attempts (account_id)',
      'CREATE INDEX verification_attempts_queue_idx ON verification_attempts (status, submitted_at)',
      'CREATE INDEX verification_attempts_purge_idx ON verification_attempts (id) WHERE purge_due AND NOT photos_deleted',
      k.schema.createTable('verification_views', (t) => {
        t.text('id').primary();
        t.text('attempt_id').notNullable();
        t.text('account_id').notNullable();
        t.smallint('photo_index').notNullable();
        t.text('viewed_by').notNullable();
        t.timestamp('viewed_at', { useTz: true }).notNullable();
      }),
      'CREATE INDEX verification_views_attempt_idx ON verification_views (attempt_id, viewed_at)',
    ],
  },
];

export const VERIFICATION_TABLES = ['verification_attempts', 'verification_views'] as const;
