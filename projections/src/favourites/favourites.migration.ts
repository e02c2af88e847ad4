import type { ReadModelMigration } from '../migrations/migrate-read-models';

/** `favourites`: one row per (account, ad). `id` is `{accountId}:{adId}` (every read-model table has an `id`). */
export const favouritesMigrations: readonly ReadModelMigration[] = [
  {
    id: 'favourites/001-create',
    up: (k) => [
      k.schema.createTable('favourites', (t) => {
        t.text('id').primary();
        t.text('account_id').notNullable();
        t.text('ad_id').notNullable();
        t.timestamp('added_at', { useTz: true }).notNullable();
      }),
      'CREATE INDEX favourites_account_idx ON favourites (account_id, added_at DESC)',
    ],
  },
];

export const FAVOURITES_TABLES = ['favourites'] as const;
