/**
 * The forum (issue 23's budgets): what the API runs for a topic page, a section's topic list and a search.
 *   npx tsx bench/forum.ts --db pglite      (on disk in a temp dir, as the embedded product runs)
 *   npx tsx bench/forum.ts                  (Postgres: DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   options: --topics 10000  --posts 500000 (about; 10 to 90 a topic)  --queries 300  --explain (plans of three searches)
 * Budgets (p95, uncached by the API: every call goes to the database): a topic page of 20 posts ≤ 25 ms, a topic
 * list page ≤ 15 ms, a search ≤ 50 ms.
 *
 * Seeding: the read model is filled in bulk, as the projector would leave it, by `INSERT … SELECT` over
 * `generate_series` inside the database (no events, no projector: a replay of 510,000 events would take most of an
 * hour here): 10 sections, the topics spread over them with counts and latest activity on their rows, and each
 * post 16 words drawn from a vocabulary of 3,000 made-up Polish-looking words (some with diacritics), skewed like
 * real text (a word's rank drawn as N·r², so a few words are in most posts and most words in few), with `folded`
 * through `forum_fold` and `html` as the projector writes them; then the search rows of the topics and the words table
 * by the migration's own backfill (`FORUM_SEARCH_BACKFILL`, what the projector keeps topic by topic), their two
 * indexes dropped before and made again after from their own definitions, then ANALYZE.
 *
 * Queries: a topic page is `findForumTopic` by slug, then its section and its 20 posts (first or a later page) as
 * `GET /api/forum/topics/{slug}` does; a list is `listForumTopics` of a random section, the first page or one by its
 * cursor; a search is `searchForum` of one or two words of rank 50–3,000 (not the handful in every post), typed
 * without diacritics: 40% of the words cut to their first 4–5 letters (the prefix search), 20% with two neighbouring
 * letters swapped (the typo search, for words of 6 letters or more), the rest whole.
 */
import projections from '../projections/src/index';
import { openBenchDatabase, type BenchSqlClient } from './lib/bench-database';

const {
  FORUM_SEARCH_BACKFILL,
  findForumCategory,
  findForumTopic,
  listForumPosts,
  listForumTopics,
  migrateReadModels,
  searchForum,
  seededRandom,
} = projections;

const argv = process.argv;
const option = (name: string, fallback: string) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1]! : fallback);
const topics = Number(option('topics', '10000'));
const postsWanted = Number(option('posts', '500000'));
const queries = Number(option('queries', '300'));
const dbKind = option('db', 'postgres');
const explain = argv.includes('--explain');
const rng = seededRandom(23);
const CATEGORIES = 10;
const VOCABULARY = 3000;
const BUDGETS = { topic: 25, list: 15, search: 50 } as const;

/**
 * Made-up words of two to four syllables (a consonant, a vowel, sometimes a closing consonant; Polish letters
 * included), all distinct: varied letters, so their trigrams are as varied as a real vocabulary's.
 */
function vocabulary(): string[] {
  const consonants = 'bcćdfghjklłmnńprsśtwzźż';
  const vowels = 'aąeęioóuy';
  const letter = (set: string) => set[Math.floor(rng() * set.length)]!;
  const words = new Set<string>();
  while (words.size < VOCABULARY) {
    const length = 2 + Math.floor(rng() * 3);
    let word = '';
    for (let i = 0; i < length; i++) word += letter(consonants) + letter(vowels) + (rng() < 0.3 ? letter(consonants) : '');
    words.add(word);
  }
  return [...words];
}

/** `count` words of the vocabulary, the rank skewed as N·r² (r from a hash of `seed`), joined by spaces. */
const wordsSql = (seed: string, count: number) =>
  `(SELECT string_agg(($1::text[])[1 + floor(power((abs(hashtext(${seed} || ':' || k)::bigint) % 1000003) / 1000003.0, 2) * ${VOCABULARY})::int], ' ')
    FROM generate_series(1, ${count}) k)`;

async function seed(client: BenchSqlClient, words: string[]): Promise<void> {
  const perTopic = (t: number) => 10 + ((t * 7919) % 81); // 10…90, 50 on average
  const scale = postsWanted / (topics * 50);
  const postsOf = (t: number) => Math.max(1, Math.round(perTopic(t) * scale));
  const base = Date.UTC(2026, 0, 1);
  await client.query(
    `INSERT INTO accounts (id, login, email, password_hash, role, revision, registered_at)
     SELECT 'a' || i, 'czlonek' || i, 'czlonek' || i || '@example.com', 'x', 0, 1, now() - interval '300 days' FROM generate_series(0, 1999) i`,
  );
  const chunk = 500;
  for (let from = 0; from < topics; from += chunk) {
    const to = Math.min(topics, from + chunk) - 1;
    const counts = Array.from({ length: to - from + 1 }, (_, i) => postsOf(from + i));
    // The topics of this chunk with their post counts, then their posts; latest activity is the last post's time.
    await client.query(
      `INSERT INTO forum_topics (id, category_id, slug, title, folded_title, tags, author_id, opening_post_id, status, post_count,
                                 last_activity_at, created_at, pinned)
       SELECT 't' || t, 'c' || (t % ${CATEGORIES}), 'temat-' || t, title, forum_fold(title), ARRAY['porady', 'tag' || (t % 40)],
              'a' || (t % 2000), 'p' || t || '-1', 'published', n,
              to_timestamp($2 / 1000.0) + (t * interval '37 minutes') + n * interval '5 minutes',
              to_timestamp($2 / 1000.0) + (t * interval '37 minutes'), t % 997 = 0
       FROM (SELECT t, n, initcap(${wordsSql("'t' || t", 6)}) AS title
             FROM unnest($3::int[], $4::int[]) AS u(t, n)) s`,
      [words, base, counts.map((_, i) => from + i), counts],
    );
    await client.query(
      `INSERT INTO forum_posts (id, topic_id, number, author_id, body, folded, html, status, created_at)
       SELECT 'p' || t || '-' || n, 't' || t, n, 'a' || ((t * 31 + n) % 2000), body, forum_fold(body), '<p>' || body || '</p>',
              'published', to_timestamp($2 / 1000.0) + (t * interval '37 minutes') + n * interval '5 minutes'
       FROM (SELECT t, n, initcap(${wordsSql("t || '-' || n", 16)}) || '.' AS body
             FROM unnest($3::int[], $4::int[]) AS u(t, total), generate_series(1, total) n) s`,
      [words, base, counts.map((_, i) => from + i), counts],
    );
    if ((to + 1) % 2000 === 0 || to === topics - 1) console.log(`  … ${to + 1} topics`);
  }
  await client.query(
    `INSERT INTO forum_categories (id, slug, name, description, position, topic_count, post_count, last_activity_at, last_topic_id, created_at)
     SELECT 'c' || i, 'dzial-' || i, 'Dział ' || i, '', i, s.topics, s.posts, s.last_at,
            (SELECT id FROM forum_topics WHERE category_id = 'c' || i ORDER BY last_activity_at DESC, id DESC LIMIT 1), now()
     FROM generate_series(0, ${CATEGORIES - 1}) i
     CROSS JOIN LATERAL (SELECT count(*)::int AS topics, sum(post_count)::int AS posts, max(last_activity_at) AS last_at
                         FROM forum_topics WHERE category_id = 'c' || i) s`,
  );
  await client.query('ANALYZE');
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

async function measure(name: string, budget: number, query: (i: number) => Promise<unknown>): Promise<boolean> {
  for (let i = 0; i < 10; i++) await query(i + queries); // warm: plans prepared, pages cached, as a running server has them
  const times: number[] = [];
  for (let i = 0; i < queries; i++) {
    const t0 = performance.now();
    await query(i);
    times.push(performance.now() - t0);
  }
  const p95 = quantile(times, 0.95);
  console.log(
    `  ${name.padEnd(34)} p50 ${quantile(times, 0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms` +
      `  (budget ≤ ${budget} ms: ${p95 <= budget ? 'MET' : 'MISSED'})`,
  );
  return p95 <= budget;
}

const { client, close } = await openBenchDatabase(dbKind, 'forum');
try {
  await migrateReadModels(client);
  const words = vocabulary();
  const t = performance.now();
  const searchIndexes = (
    await client.query<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND indexname IN ('forum_topic_search_words_idx', 'forum_search_words_trgm_idx')",
    )
  ).rows;
  for (const index of searchIndexes) await client.query(`DROP INDEX ${index.indexname}`);
  await seed(client, words);
  const indexed = performance.now();
  for (const statement of FORUM_SEARCH_BACKFILL) await client.query(statement);
  for (const index of searchIndexes) await client.query(index.indexdef);
  await client.query('ANALYZE');
  const searchRows = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM forum_search_words')).rows[0]!.n;
  console.log(
    `  search rows of the topics, ${searchRows} words and their indexes (${searchIndexes.length}) built in ${((performance.now() - indexed) / 1000).toFixed(1)} s`,
  );
  const counts = (
    await client.query<{ topics: number; posts: number }>(
      'SELECT (SELECT count(*)::int FROM forum_topics) AS topics, (SELECT count(*)::int FROM forum_posts) AS posts',
    )
  ).rows[0]!;
  console.log(`${dbKind}: seeded ${counts.topics} topics, ${counts.posts} posts in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const anonymous = { id: null, staff: false };
  const pick = (n: number) => Math.floor(rng() * n);
  const topicPage = async () => {
    const topic = await findForumTopic(client, { slug: `temat-${pick(topics)}` }, anonymous);
    if (!topic) throw new Error('a seeded topic is missing');
    const after = topic.postCount > 20 && rng() < 0.5 ? 20 : undefined;
    const [category, posts] = await Promise.all([
      findForumCategory(client, { id: topic.categoryId }),
      listForumPosts(client, topic.id, { after, limit: 20, viewer: anonymous }),
    ]);
    if (!category || posts.items.length === 0) throw new Error('an empty topic page: the seed does not match the queries');
  };
  const cursors = await Promise.all(
    Array.from({ length: CATEGORIES }, async (_, i) => (await listForumTopics(client, `c${i}`, { limit: 20 })).next!),
  );
  const listPage = async () => {
    const c = pick(CATEGORIES);
    const page = await listForumTopics(client, `c${c}`, { limit: 20, ...(rng() < 0.5 ? { after: cursors[c]! } : {}) });
    if (page.items.length < 20) throw new Error('a short list page: the seed does not match the queries');
  };
  const fold = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l');
  // A typo: two neighbouring letters swapped inside the word (past its first two).
  const mistyped = (w: string) => (w.length < 6 ? w : w.slice(0, 3) + w[4] + w[3] + w.slice(5));
  const searchText = () => {
    const one = () => {
      const word = fold(words[50 + pick(VOCABULARY - 50)]!);
      const r = rng();
      return r < 0.4 ? word.slice(0, 4 + pick(2)) : r < 0.6 ? mistyped(word) : word;
    };
    return rng() < 0.7 ? one() : `${one()} ${one()}`;
  };
  const searches = Array.from({ length: queries + 10 }, searchText);
  let found = 0;
  const search = async (i: number) => {
    found += (await searchForum(client, { q: searches[i]! })).length > 0 ? 1 : 0;
  };

  const met = [
    await measure('topic page (20 posts)', BUDGETS.topic, topicPage),
    await measure('topic list page', BUDGETS.list, listPage),
    await measure('forum search', BUDGETS.search, search),
  ];
  console.log(`  searches with a result: ${found} of ${queries + 10}`);
  console.log(`all within budget: ${met.every(Boolean) ? 'yes' : 'no'}`);
  if (explain) {
    // The plans of search's statements as it runs them (its main one inside its transaction), the rows of the others.
    const explained = (sql: Pick<BenchSqlClient, 'query'>) => ({
      query: async (text: string, params?: readonly unknown[]) => {
        if (!text.includes('forum_topic_search s')) return sql.query(text, params);
        const plan = await sql.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
        console.log(plan.rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n'));
        return { rows: [], rowCount: 0 };
      },
    });
    const explaining = {
      ...explained(client),
      kind: client.kind,
      transaction: <T>(fn: (tx: Pick<BenchSqlClient, 'query'>) => Promise<T>) => client.transaction((tx) => fn(explained(tx))),
    } as unknown as BenchSqlClient;
    for (const q of searches.slice(0, 3)) {
      console.log(`\n-- search "${q}"`);
      await searchForum(explaining, { q });
    }
  }
} finally {
  await close();
}
