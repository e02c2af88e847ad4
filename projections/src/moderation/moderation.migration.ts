import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * `reports`: one row per report; `urgent` (underage, coercion) leads the console's queue, then the oldest.
 * `account_notes`: staff's notes on an account, read only by staff. The partial index serves the open queue.
 */
export const moderationMigrations: readonly ReadModelMigration[] = [
  {
    id: 'moderation/001-create',
    up: (k) => [
      k.schema.createTable('reports', (t) => {
        t.text('id').primary();
        t.text('target_type').notNullable();
        t.text('target_id').notNullable();
        t.text('subject_account_id').notNullable();
        t.text('reason').notNullable();
        t.boolean('urgent').notNullable();
        t.text('details').nullable();
        t.text('reporter_id').nullable();
        t.text('status').notNullable();
        t.text('outcome').nullable();
        t.text('note').nullable();
        t.text('resolved_by').nullable();
        t.timestamp('resolved_at', { useTz: true }).nullable();
        t.boolean('ad_hidden').notNullable().defaultTo(false);
        t.timestamp('created_at', { useTz: true }).notNullable();
      }),
      'CREATE INDEX reports_queue_idx ON reports (urgent DESC, created_at, id)',
      "CREATE INDEX reports_open_idx ON reports (urgent DESC, created_at, id) WHERE status = 'open'",
      'CREATE INDEX reports_target_idx ON reports (target_id)',
      'CREATE INDEX reports_subject_idx ON reports (subject_account_id)',
      k.schema.createTable('account_notes', (t) => {
        t.text('id').primary();
        t.text('account_id').notNullable();
        t.text('text').notNullable();
        t.text('author_id').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.bigInteger('position').notNullable();
      }),
      'CREATE INDEX account_notes_account_idx ON account_notes (account_id, created_at DESC, position DESC)',
    ],
  },
  {
    // Issue 24: a report about a clip can take the clip down in one click. Decisions before it never did.
    id: 'moderation/002-video-hidden',
    up: (k) => [
      k.schema.alterTable('reports', (t) => {
        t.boolean('video_hidden').notNullable().defaultTo(false);
      }),
    ],
  },
];

export const MODERATION_TABLES = ['reports', 'account_notes'] as const;
