import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * `account_erasures`: one due item per deleted account — erase the person's keys, end their sessions, delete their
 * files. Enqueued by the projector in the same transaction as its checkpoint (exactly once); the API completes it
 * at once and a worker finishes any that a crash left open. Holds account ids only, nothing personal.
 */
export const accountErasuresMigrations: readonly ReadModelMigration[] = [
  {
    id: 'privacy/001-account-erasures',
    up: (k) => [
      k.schema.createTable('account_erasures', (t) => {
        // `id` is the account's id (every read-model table has an `id`: dumps and rebuild checks order by it).
        t.text('id').primary();
        t.timestamp('deleted_at', { useTz: true }).notNullable();
        t.timestamp('completed_at', { useTz: true });
      }),
      'CREATE INDEX account_erasures_open_idx ON account_erasures (deleted_at) WHERE completed_at IS NULL',
    ],
  },
];
