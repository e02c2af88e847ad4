import { FOLD_FROM, FOLD_TO } from '@anonse/contracts';
import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * Every readable topic's search row and the words table, built from the rows at once: what the projector's
 * `reindexForumTopic` (forum-search-index.ts) leaves topic by topic. The migration runs it over a read model built
 * before search rows existed, and the benchmark after its bulk seed.
 */
export const FORUM_SEARCH_BACKFILL: readonly string[] = [
  `INSERT INTO forum_topic_search (topic_id, category_id, last_activity_at, title, words)
   SELECT t.id, t.category_id, t.last_activity_at, array_to_tsvector(forum_words(t.folded_title)), forum_topic_words(t.id, t.folded_title)
   FROM forum_topics t WHERE t.status = 'published' AND NOT t.deleted
   ON CONFLICT (topic_id) DO NOTHING`,
  `INSERT INTO forum_search_words (word, topics)
   SELECT w, count(*)::int FROM forum_topic_search CROSS JOIN unnest(tsvector_to_array(words)) w GROUP BY w
   ON CONFLICT (word) DO NOTHING`,
];

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
    // Staff's moves, merges and bans: a merged topic leaves the lists and its address redirects to `merged_into`;
    // a banned account has a row here until a moderator lifts the ban.
    id: 'forum/007-merges-and-bans',
    up: (k) => [
      k.schema.alterTable('forum_topics', (t) => {
        t.text('merged_into');
      }),
      k.schema.createTable('forum_bans', (t) => {
        t.text('account_id').primary();
        t.text('reason').notNullable();
        t.text('banned_by').notNullable();
        t.timestamp('banned_at', { useTz: true }).notNullable();
      }),
    ],
  },
  {
    // Search's typo tolerance and index (forum-search.ts): trigram GIN indexes on the folded texts, which serve both the
    // prefix regular expressions and the word-similarity operator. Where the server has no pg_trgm (a managed Postgres
    // without it) the migration still succeeds, creates no index, and search keeps to prefixes (forum-search.ts asks).
    id: 'forum/008-search-trigrams',
    up: () => [
      `DO $$ BEGIN
         CREATE EXTENSION IF NOT EXISTS pg_trgm;
       EXCEPTION WHEN OTHERS THEN
         RAISE NOTICE 'pg_trgm is not available: forum search matches prefixes only, without an index';
       END $$`,
      `DO $$ BEGIN
         IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
           CREATE INDEX forum_topics_folded_title_trgm_idx ON forum_topics USING gin (folded_title gin_trgm_ops)
             WHERE status = 'published' AND NOT deleted;
           CREATE INDEX forum_posts_folded_trgm_idx ON forum_posts USING gin (folded gin_trgm_ops)
             WHERE status = 'published' AND NOT deleted AND NOT hidden;
         END IF;
       END $$`,
    ],
  },
  {
    // Search reads one row per topic instead of every post (forum-search.ts, docs/architecture.md "The forum"): the
    // distinct folded words of its title and readable posts as a tsvector (the GIN index answers prefixes and whole
    // words without rechecking rows), and a table of the words all topics use, with trigrams, through which a typo is
    // turned into the few real words it may mean. The trigram indexes of forum/008 over every post are no longer read.
    id: 'forum/009-search-documents',
    up: (k) => [
      // A folded text's words, split where forum-fold.ts's `searchWordsOf` splits them.
      // A folded text's words, split where forum-fold.ts's `searchWordsOf` splits them. A "word" over 60 characters (a
      // pasted hash, a long address) is not a word anyone types: left out, as is everything past a topic's first
      // 50,000 distinct words (alphabetically), which keeps a document well under a tsvector's 1 MB.
      `CREATE OR REPLACE FUNCTION forum_words(text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
         SELECT coalesce(array_agg(w), '{}') FROM unnest(regexp_split_to_array($1, '[^[:alnum:]]+')) w WHERE length(w) BETWEEN 1 AND 60
       $$`,
      // A topic's document: the words of its (folded) title and of its readable posts.
      `CREATE OR REPLACE FUNCTION forum_topic_words(topic text, folded_title text) RETURNS tsvector LANGUAGE sql STABLE AS $$
         SELECT array_to_tsvector(coalesce(array_agg(w), '{}')) FROM (
           SELECT DISTINCT w FROM (
             SELECT unnest(forum_words(folded_title)) AS w
             UNION ALL
             SELECT unnest(forum_words(p.folded)) FROM forum_posts p
             WHERE p.topic_id = topic AND p.status = 'published' AND NOT p.deleted AND NOT p.hidden) a
           ORDER BY w LIMIT 50000) d
       $$`,
      k.schema.createTable('forum_topic_search', (t) => {
        t.text('topic_id').primary();
        // The topic's section and latest activity, copied so that ranking never joins the topics of every match.
        t.text('category_id').notNullable();
        t.timestamp('last_activity_at', { useTz: true }).notNullable();
        t.specificType('title', 'tsvector').notNullable();
        t.specificType('words', 'tsvector').notNullable();
      }),
      'CREATE INDEX forum_topic_search_words_idx ON forum_topic_search USING gin (words)',
      k.schema.createTable('forum_search_words', (t) => {
        t.text('word').primary();
        t.integer('topics').notNullable();
      }),
      `DO $$ BEGIN
         IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
           CREATE INDEX forum_search_words_trgm_idx ON forum_search_words USING gin (word gin_trgm_ops);
         END IF;
       END $$`,
      'DROP INDEX IF EXISTS forum_posts_folded_trgm_idx',
      'DROP INDEX IF EXISTS forum_topics_folded_title_trgm_idx',
      ...FORUM_SEARCH_BACKFILL,
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
  'forum_bans',
  'forum_topic_search',
  'forum_search_words',
] as const;
