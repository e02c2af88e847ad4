import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * The promotion's durable queues (docs/architecture.md "Scheduled work is a due-items table"):
 * - `promotion_orders`: one row per paid order (the wallet entry's id), its step in the process manager
 *   (`pending` → `done` | `refund_due` → `refunded`; `done` → `ended` or `refund_due` when an administrator ends it);
 * - `promotions`: one row per ad promoted now, with its end and the end a reminder went out for.
 * Both are written in the projector's checkpoint transaction, so a restart finds every step still to take.
 */
export const promotionMigrations: readonly ReadModelMigration[] = [
  {
    id: 'promotion/001-create',
    up: (k) => [
      k.schema.createTable('promotion_orders', (t) => {
        t.text('id').primary();
        t.text('ad_id').notNullable();
        t.text('owner_id').notNullable();
        t.text('kind').notNullable();
        t.integer('days');
        t.integer('points').notNullable();
        t.text('status').notNullable();
        t.integer('refund_points').notNullable().defaultTo(0);
        t.text('refund_reason');
        t.integer('refunded_points').notNullable().defaultTo(0);
        t.timestamp('promoted_from', { useTz: true });
        t.timestamp('promoted_to', { useTz: true });
        t.timestamp('created_at', { useTz: true }).notNullable();
      }),
      "CREATE INDEX promotion_orders_due_idx ON promotion_orders (created_at) WHERE status IN ('pending', 'refund_due')",
      'CREATE INDEX promotion_orders_ad_idx ON promotion_orders (ad_id)',
      'CREATE INDEX promotion_orders_owner_idx ON promotion_orders (owner_id, created_at DESC)',
      k.schema.createTable('promotions', (t) => {
        t.text('id').primary();
        t.text('owner_id').notNullable();
        t.timestamp('promoted_at', { useTz: true }).notNullable();
        t.timestamp('until', { useTz: true }).notNullable();
        t.timestamp('reminded_for', { useTz: true });
        t.integer('points_paid').notNullable().defaultTo(0);
      }),
      'CREATE INDEX promotions_until_idx ON promotions (until)',
      'CREATE INDEX promotions_owner_idx ON promotions (owner_id)',
    ],
  },
];

export const PROMOTION_TABLES = ['promotion_orders', 'promotions'] as const;
