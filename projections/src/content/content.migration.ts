import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * `articles`: one row per article that is not deleted, with its Markdown (for the console) and the sanitised HTML
 * rendered from it when the row was written (for the pages, so a view never renders Markdown). Slugs are not
 * unique here: the API refuses a taken slug, and a projector must take whatever the log holds (the public query
 * picks the earliest published when two ever share one). `scheduled` rows with `publish_at` are the scheduler's
 * queue.
 */
export const contentMigrations: readonly ReadModelMigration[] = [
  {
    id: 'content/001-create',
    up: (k) => [
      k.schema.createTable('articles', (t) => {
        t.text('id').primary();
        t.text('kind').notNullable();
        t.text('language').notNullable();
        t.text('slug').notNullable();
        t.text('title').notNullable();
        t.text('lead').notNullable();
        t.text('body').notNullable();
        t.text('html').notNullable();
        t.text('cover_photo_id');
        t.text('category');
        t.specificType('tags', 'text[]').notNullable();
        t.text('seo_description').notNullable();
        t.text('status').notNullable();
        t.timestamp('publish_at', { useTz: true });
        t.timestamp('published_at', { useTz: true });
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        t.integer('revision').notNullable();
      }),
      "CREATE INDEX articles_public_idx ON articles (kind, language, published_at DESC) WHERE status = 'published'",
      'CREATE INDEX articles_slug_idx ON articles (kind, language, slug)',
      "CREATE INDEX articles_due_idx ON articles (publish_at) WHERE status = 'scheduled'",
      'CREATE INDEX articles_updated_idx ON articles (updated_at DESC)',
    ],
  },
];

export const CONTENT_TABLES = ['articles'] as const;
