import { FOLD_FROM, FOLD_TO } from '@anonse/contracts';
import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * The forum's read model. Posts keep their Markdown (for the author's edit and the moderator) and the sanitised HTML
 * rendered from it when the row was written (pages never render Markdown). Counts and latest activity per topic
 * and per category are kept on their rows, recomputed from the rows below whenever a post changes, so the lists
 * read one row each. Topic lists page by keyset on (last_activity_at, id), the partial index's order.
 */
export const forumMigrations: readonly ReadModelMigration[] = [
  {
    id: 'forum/001-create',
    up: (k) => [
      k.schema.createTable('forum_categories', (t) => {
        t.text('id').primary();
        t.text('slug').notNullable();
        t.text('name').notNullable();
        t.text('description').notNullable();
        t.integer('position').notNullable();
        t.boolean('archived').notNullable().defaultTo(false);
        t.integer('topic_count').notNullable().defaultTo(0);
        t.integer('post_count').notNullable().defaultTo(0);
        t.timestamp('last_activity_at', { useTz: true });
        t.text('last_topic_id');
        t.timestamp('created_at', { useTz: true }).notNullable();
      }),
      'CREATE INDEX forum_categories_slug_idx ON forum_categories (slug)',
      k.schema.createTable('forum_topics', (t) => {
        t.text('id').primary();
        t.text('category_id').notNullable();
        t.text('slug').notNullable();
        t.text('title').notNullable();
        t.specificType('tags', 'text[]').notNullable();
        t.text('author_id').notNullable();
        t.text('opening_post_id').notNullable();
        t.text('status').notNullable();
        t.boolean('deleted').notNullable().defaultTo(false);
        t.integer('post_count').notNullable().defaultTo(0);
        t.timestamp('last_activity_at', { useTz: true }).notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
      }),
      'CREATE INDEX forum_topics_slug_idx ON forum_topics (slug)',
      "CREATE INDEX forum_topics_list_idx ON forum_topics (category_id, last_activity_at DESC, id DESC) WHERE status = 'published' AND NOT deleted",
      k.schema.createTable('forum_posts', (t) => {
        t.text('id').primary();
        t.text('topic_id').notNullable();
        t.integer('number').notNullable();
        t.text('author_id').notNullable();
        t.text('body').notNullable();
        t.text('html').notNullable();
        t.text('status').notNullable();
        t.boolean('deleted').notNullable().defaultTo(false);
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('edited_at', { useTz: true });
      }),
      'CREATE UNIQUE INDEX forum_posts_topic_number_idx ON forum_posts (topic_id, number)',
      "CREATE INDEX forum_posts_author_idx ON forum_posts (author_id) WHERE status = 'published' AND NOT deleted",
      "CREATE INDEX forum_posts_queue_idx ON forum_posts (created_at, id) WHERE status = 'queued' AND NOT deleted",
      // The texts a post had before each edit, for staff (the log has them too; this is the readable copy).
      k.schema.createTable('forum_post_revisions', (t) => {
        t.text('post_id').notNullable();
        t.integer('seq').notNullable();
        t.text('title');
        t.text('body').notNullable();
        t.timestamp('until', { useTz: true }).notNullable();
        t.primary(['post_id', 'seq']);
      }),
    ],
  },
  {
    // A post whose author deleted their account: its body is shredded in the log and gone from here.
    id: 'forum/002-erased-posts',
    up: (k) => [
      k.schema.alterTable('forum_posts', (t) => {
        t.boolean('erased').notNullable().defaultTo(false);
      }),
    ],
  },
  {
    // The tags members used and staff keep (rename, merge, archive); topics carry the tag's text.
    id: 'forum/003-tags',
    up: (k) => [
      k.schema.createTable('forum_tags', (t) => {
        t.text('tag').primary();
        t.boolean('archived').notNullable().defaultTo(false);
        t.timestamp('created_at', { useTz: true }).notNullable();
      }),
      // Topics that already carry tags (a read model built before this table) name theirs.
      'INSERT INTO forum_tags (tag, created_at) SELECT DISTINCT unnest(tags), now() FROM forum_topics ON CONFLICT (tag) DO NOTHING',
      'CREATE INDEX forum_topics_tags_idx ON forum_topics USING gin (tags)',
    ],
  },
  {
    // Search (projections/src/forum/forum-search.ts): the folded text of each title and post, kept by the projector
    // through this one function, so the query folds its words the same way (contracts' forum-fold.ts).
    id: 'forum/004-search',
    up: (k) => [
      `CREATE OR REPLACE FUNCTION forum_fold(text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT translate(lower($1), '${FOLD_FROM}', '${FOLD_TO}') $$`,
      k.schema.alterTable('forum_topics', (t) => {
        t.text('folded_title').notNullable().defaultTo('');
      }),
      k.schema.alterTable('forum_posts', (t) => {
        t.text('folded').notNullable().defaultTo('');
      }),
      'UPDATE forum_topics SET folded_title = forum_fold(title)',
      'UPDATE forum_posts SET folded = forum_fold(body)',
    ],
  },
  {
    // Staff's hand: a locked topic takes no replies, a pinned one heads its section, a hidden reply leaves others' sight.
    id: 'forum/005-staff-actions',
    up: (k) => [
      k.schema.alterTable('forum_topics', (t) => {
        t.boolean('locked').notNullable().defaultTo(false);
        t.boolean('pinned').notNullable().defaultTo(false);
      }),
      k.schema.alterTable('forum_posts', (t) => {
        t.boolean('hidden').notNullable().defaultTo(false);
      }),
    ],
  },
  {
    // Members' flags on posts: one row per member and post, the staff's list of flagged posts reads them grouped.
    id: 'forum/006-flags',
    up: (k) => [
      k.schema.createTable('forum_post_flags', (t) => {
        t.text('post_id').notNullable();
        t.text('flagger_id').notNullable();
        t.text('topic_id').notNullable();
        t.text('reason').notNullable();
        t.text('note').notNullable().defaultTo('');
        t.boolean('trusted').notNullable();
        t.timestamp('flagged_at', { useTz: true }).notNullable();
        t.primary(['post_id', 'flagger_id']);
      }),
    ],
  },
  {
    // Search at 500,000 posts (bench/forum.ts): trigram indexes under the folded text, so each word's regular
    // expression finds its candidate posts and titles by their letters instead of a scan of every post. pg_trgm is
    // loaded in the embedded database (eventstore's PGLITE_EXTENSIONS) and created by the search read model's
    // first migration on Postgres; a server without it keeps the scan, which is still correct.
    id: 'forum/007-search-trigrams',
    up: () => [
      `DO $$ BEGIN
         CREATE EXTENSION IF NOT EXISTS pg_trgm;
         CREATE INDEX IF NOT EXISTS forum_posts_folded_trgm_idx ON forum_posts USING gin (folded gin_trgm_ops);
         CREATE INDEX IF NOT EXISTS forum_topics_folded_title_trgm_idx ON forum_topics USING gin (folded_title gin_trgm_ops);
       EXCEPTION WHEN undefined_file OR feature_not_supported OR insufficient_privilege THEN
         RAISE NOTICE 'pg_trgm is not available: forum search scans the posts';
       END $$`,
    ],
  },
];

export const FORUM_TABLES = [
  'forum_categories',
  'forum_topics',
  'forum_posts',
  'forum_post_revisions',
  'forum_tags',
  'forum_post_flags',
] as const;
