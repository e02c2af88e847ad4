import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * `media_photos`: every photo not deleted, in any state (the owner's uploader, the ads context's checks).
 * `media_files`: the public renditions that may be served now — a name absent here (an old variant replaced by a
 * redaction, a deleted photo's) is never served, even before its file is gone.
 * `media_jobs`: durable work for the photo worker (process, redact, purge files), filled by the projector in the
 * same transaction as its checkpoint, so each job is enqueued exactly once and a restart loses none.
 */
export const mediaMigrations: readonly ReadModelMigration[] = [
  {
    id: 'media/001-create',
    up: (k) => [
      k.schema.createTable('media_photos', (t) => {
        t.text('id').primary();
        t.text('owner_id').notNullable();
        t.text('status').notNullable();
        t.integer('revision').notNullable();
        t.integer('width');
        t.integer('height');
        t.text('blurhash');
        t.jsonb('variants').notNullable().defaultTo('[]');
        t.text('failure_reason');
        t.text('upload_key');
        t.text('master_key');
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
      }),
      'CREATE INDEX media_photos_owner_idx ON media_photos (owner_id, created_at DESC)',
      k.schema.createTable('media_files', (t) => {
        t.text('name').primary();
        t.text('photo_id').notNullable();
        t.text('format').notNullable();
      }),
      'CREATE INDEX media_files_photo_idx ON media_files (photo_id)',
      k.schema.createTable('media_jobs', (t) => {
        t.text('id').primary();
        t.text('photo_id').notNullable();
        t.text('kind').notNullable();
        t.jsonb('keys').notNullable().defaultTo('[]');
        t.timestamp('due_at', { useTz: true }).notNullable();
        t.timestamp('locked_until', { useTz: true });
        t.integer('attempts').notNullable().defaultTo(0);
        t.text('last_error');
      }),
      'CREATE INDEX media_jobs_due_idx ON media_jobs (due_at)',
    ],
  },
  {
    // Worker and API state beside the read model (not derived from events, so a rebuild leaves them alone):
    // `media_orphans`: stored files no photo row names, with when the sweep first saw them so (clock port time);
    //   one still unnamed an hour later is deleted. Keys only: random names, nothing personal.
    // `media_upload_slots`: an upload on its way (checked against the owner's limits under a per-owner lock, before
    //   its photo row exists), so parallel uploads cannot all pass the count.
    // The indexes let the sweep ask "does any photo name this key?" without scanning every photo.
    id: 'media/002-sweep-and-slots',
    up: (k) => [
      k.schema.createTable('media_orphans', (t) => {
        t.text('key').primary();
        t.timestamp('first_seen_at', { useTz: true }).notNullable();
      }),
      k.schema.createTable('media_upload_slots', (t) => {
        t.text('photo_id').primary();
        t.text('owner_id').notNullable();
        t.timestamp('reserved_at', { useTz: true }).notNullable();
      }),
      'CREATE INDEX media_upload_slots_owner_idx ON media_upload_slots (owner_id)',
      'CREATE INDEX media_photos_upload_key_idx ON media_photos (upload_key) WHERE upload_key IS NOT NULL',
      'CREATE INDEX media_photos_master_key_idx ON media_photos (master_key) WHERE master_key IS NOT NULL',
      'CREATE INDEX media_photos_variants_idx ON media_photos USING gin (variants jsonb_path_ops)',
    ],
  },
];

export const MEDIA_TABLES = ['media_photos', 'media_files', 'media_jobs'] as const;
