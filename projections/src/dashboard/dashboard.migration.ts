import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * `dashboard_daily`: one counter per Europe/Warsaw day and metric (DASHBOARD_METRICS), so a year of charts is a
 * few hundred rows, never a scan of the log. `dashboard_decision_times`: each day's moderation decisions as their
 * durations in seconds (an array per day: a day holds hundreds, not millions) and their exact median, recomputed on
 * each decision, so the charts read one number per day instead of a year of durations.
 * `dashboard_pending`: when each ad or revision now waiting was submitted (the start of a decision's duration;
 * a newer edit of a waiting item keeps the first time, the time the item has been in the queue).
 */
export const dashboardMigrations: readonly ReadModelMigration[] = [
  {
    id: 'dashboard/001-create',
    up: (k) => [
      k.schema.createTable('dashboard_daily', (t) => {
        t.date('day').notNullable();
        t.text('metric').notNullable();
        t.bigInteger('value').notNullable();
        t.primary(['day', 'metric']);
      }),
      k.schema.createTable('dashboard_decision_times', (t) => {
        t.date('day').primary();
        t.specificType('seconds', 'double precision[]').notNullable();
        t.integer('decisions').notNullable();
        t.double('median').notNullable();
      }),
      k.schema.createTable('dashboard_pending', (t) => {
        t.text('ad_id').primary();
        t.text('kind').notNullable();
        t.timestamp('since', { useTz: true }).notNullable();
      }),
    ],
  },
];

export const DASHBOARD_TABLES = ['dashboard_daily', 'dashboard_decision_times', 'dashboard_pending'] as const;
