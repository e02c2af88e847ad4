import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * `wallets`: one row per account that has any entry (`id` is the account id), with the balance after its newest
 * entry. `wallet_entries`: one row per wallet event, `id` = `{accountId}:{entryId}`, `points` signed, with who did
 * it and under which correlation (from the event's metadata), so the console can show the audit trail without
 * reading the log. `position` is the event's global position: the ledger's order.
 */
export const walletMigrations: readonly ReadModelMigration[] = [
  {
    id: 'wallet/001-create',
    up: (k) => [
      k.schema.createTable('wallets', (t) => {
        t.text('id').primary();
        t.bigInteger('balance').notNullable();
        t.integer('entries').notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
      }),
      k.schema.createTable('wallet_entries', (t) => {
        t.text('id').primary();
        t.text('account_id').notNullable();
        t.text('entry_id').notNullable();
        t.bigInteger('position').notNullable();
        t.text('kind').notNullable();
        t.integer('points').notNullable();
        t.bigInteger('balance_after').notNullable();
        t.text('source');
        t.text('reference');
        t.text('ad_id');
        t.integer('days');
        t.text('reason');
        t.text('refund_of');
        t.text('actor_id');
        t.smallint('actor_role');
        t.text('correlation_id');
        t.text('causation_id');
        t.timestamp('occurred_at', { useTz: true }).notNullable();
      }),
      'CREATE INDEX wallet_entries_account_idx ON wallet_entries (account_id, position DESC)',
    ],
  },
];

export const WALLET_TABLES = ['wallets', 'wallet_entries'] as const;
