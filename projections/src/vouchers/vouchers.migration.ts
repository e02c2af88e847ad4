import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * `voucher_batches`: one row per batch, with how many of its codes were used. `voucher_codes`: one row per code,
 * keyed by the code's keyed hash (never the code), with who redeemed it and whether the wallet has the points yet:
 * the partial index is the credit worker's queue of redeemed-but-uncredited codes.
 */
export const vouchersMigrations: readonly ReadModelMigration[] = [
  {
    id: 'vouchers/001-create',
    up: (k) => [
      k.schema.createTable('voucher_batches', (t) => {
        t.text('id').primary();
        t.text('label').notNullable();
        t.integer('points').notNullable();
        t.integer('count').notNullable();
        t.integer('used').notNullable().defaultTo(0);
        t.timestamp('expires_at', { useTz: true }).notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('revoked_at', { useTz: true }).nullable();
      }),
      k.schema.createTable('voucher_codes', (t) => {
        t.text('id').primary();
        t.text('batch_id').notNullable();
        t.text('account_id').nullable();
        t.integer('points').nullable();
        t.timestamp('redeemed_at', { useTz: true }).nullable();
        t.timestamp('credited_at', { useTz: true }).nullable();
      }),
      'CREATE INDEX voucher_batches_created_idx ON voucher_batches (created_at DESC)',
      'CREATE INDEX voucher_codes_redeemed_idx ON voucher_codes (redeemed_at DESC) WHERE redeemed_at IS NOT NULL',
      'CREATE INDEX voucher_codes_uncredited_idx ON voucher_codes (redeemed_at) WHERE redeemed_at IS NOT NULL AND credited_at IS NULL',
    ],
  },
];

export const VOUCHERS_TABLES = ['voucher_batches', 'voucher_codes'] as const;
