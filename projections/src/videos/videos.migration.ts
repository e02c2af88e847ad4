import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * `videos`: every clip from its upload until its files are gone (docs/architecture.md "Short videos"): its state, ad,
 * owner, renditions, poster, blurhash, length and the uploader's attestation. Three readers:
 * - the video worker's queue (`videos_due_idx`): clips to process, a crashed attempt past its lease, and removed or
 *   failed clips whose files are still stored;
 * - the review queue (`ready-for-review`, oldest first);
 * - the feed (`videos_feed_idx`): approved clips by `feed_key` then `id`, descending, joined to active ads at read time.
 */
export const videosMigrations: readonly ReadModelMigration[] = [
  {
    id: 'videos/001-create',
    up: (k) => [
      k.schema.createTable('videos', (t) => {
        t.text('id').primary();
        t.text('owner_id').notNullable();
        t.text('ad_id').notNullable();
        t.text('status').notNullable();
        t.integer('attempts').notNullable().defaultTo(0);
        t.timestamp('processing_started_at', { useTz: true });
        t.integer('duration_ms').notNullable();
        t.integer('width').notNullable();
        t.integer('height').notNullable();
        t.bigInteger('source_bytes').notNullable();
        t.jsonb('renditions').notNullable().defaultTo('[]');
        t.text('poster_key');
        t.integer('poster_width');
        t.integer('poster_height');
        t.text('blurhash');
        t.text('attestation_version');
        t.boolean('everyone_adult');
        t.boolean('everyone_consented');
        /** Null once the owner is erased (the answer is sealed with their key). */
        t.boolean('uploader_appears');
        t.timestamp('attested_at', { useTz: true });
        t.specificType('reason_codes', 'text[]');
        t.text('rejection_reason');
        t.text('decided_by');
        t.timestamp('decided_at', { useTz: true });
        t.boolean('ad_promoted').notNullable().defaultTo(false);
        /** Milliseconds: the approval time, plus the promoted head start (videos.queries.ts § the feed's order). */
        t.bigInteger('feed_key');
        t.text('removed_by');
        t.text('failure_reason');
        t.boolean('files_deleted').notNullable().defaultTo(false);
        t.timestamp('uploaded_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        t.integer('revision').notNullable();
      }),
      "CREATE INDEX videos_feed_idx ON videos (feed_key DESC, id DESC) WHERE status = 'approved'",
      "CREATE INDEX videos_due_idx ON videos (updated_at, id) WHERE status IN ('uploaded', 'processing') OR (status IN ('removed', 'failed') AND NOT files_deleted)",
      "CREATE INDEX videos_review_idx ON videos (updated_at, id) WHERE status = 'ready-for-review'",
      'CREATE INDEX videos_owner_idx ON videos (owner_id, uploaded_at DESC)',
      'CREATE INDEX videos_ad_idx ON videos (ad_id, feed_key DESC)',
    ],
  },
];

export const VIDEOS_TABLES = ['videos'] as const;
