import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * `audit_data_access`: one row per view of someone's personal data or verification photo, keyed by the event's id
 * (a replay inserts nothing). Ids only, never the data seen: the log of who looked is itself no personal data to leak.
 */
export const auditMigrations: readonly ReadModelMigration[] = [
  {
    id: 'audit/001-data-access',
    up: (k) => [
      k.schema.createTable('audit_data_access', (t) => {
        t.text('id').primary();
        t.bigInteger('position').notNullable();
        t.timestamp('viewed_at', { useTz: true }).notNullable();
        t.text('viewer_id').notNullable();
        t.smallint('viewer_role');
        t.text('subject_account_id').notNullable();
        t.text('what').notNullable();
        t.text('detail');
      }),
      'CREATE INDEX audit_data_access_position_idx ON audit_data_access (position DESC)',
      'CREATE INDEX audit_data_access_viewer_idx ON audit_data_access (viewer_id, position DESC)',
      'CREATE INDEX audit_data_access_subject_idx ON audit_data_access (subject_account_id, position DESC)',
    ],
  },
];

export const AUDIT_TABLES = ['audit_data_access'] as const;
