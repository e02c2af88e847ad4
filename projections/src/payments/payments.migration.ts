import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * `payments`: one row per order (`id` = order id). The partial index is the payments worker's queue: orders
 * paid whose points are not in the wallet yet (a crash between confirmation and credit leaves one there).
 */
export const paymentsMigrations: readonly ReadModelMigration[] = [
  {
    id: 'payments/001-create',
    up: (k) => [
      k.schema.createTable('payments', (t) => {
        t.text('id').primary();
        t.text('account_id').notNullable();
        t.text('package_id').notNullable();
        t.integer('points').notNullable();
        t.integer('amount_grosze').notNullable();
        t.text('currency').notNullable();
        t.text('provider').notNullable();
        t.text('status').notNullable();
        t.text('provider_payment_id');
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('confirmed_at', { useTz: true });
        t.timestamp('credited_at', { useTz: true });
        t.timestamp('updated_at', { useTz: true }).notNullable();
      }),
      'CREATE INDEX payments_account_idx ON payments (account_id, created_at DESC)',
      'CREATE INDEX payments_created_idx ON payments (created_at DESC, id)',
      "CREATE INDEX payments_uncredited_idx ON payments (confirmed_at) WHERE status = 'confirmed'",
    ],
  },
];

export const PAYMENTS_TABLES = ['payments'] as const;
