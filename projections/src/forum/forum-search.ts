import { foldForSearch, searchWordsOf, type ForumSearchHit, type ForumSnippetPart } from '@anonse/contracts';
import type { SqlClient, SqlExecutor } from '@anonse/eventstore';

/** Markdown's marks are not words: a snippet shows the text without them (the same length is not needed here). */
const plainOf = (markdown: string) =>
  markdown
    .replace(/[*_`#>~[\]]|\]\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const SNIPPET = 160;

/** Edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`: small words, small cost. */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

/** Whether `candidate`, a word of the forum, may be `word` mistyped: its start within one edit (two from 8 letters). */
function closeTo(word: string, candidate: string): boolean {
  const allowed = word.length >= 8 ? 2 : 1;
  return [-1, 0, 1].some((extra) => editDistance(word, candidate.slice(0, word.length + extra)) <= allowed);
}

/** A query word and the forum's words it may be a typo of (none when it is under 4 letters or pg_trgm is missing). */
interface QueryWord {
  word: string;
  similar: readonly string[];
}

const WORD = '[\\p{L}\\p{N}]';

/**
 * Cuts `text` into parts, the stretches matching a word's start marked (found in the folded text, same positions); a
 * word that begins none marks the whole words it was taken to be a typo of instead.
 */
export function highlight(text: string, words: readonly QueryWord[], around = false): ForumSnippetPart[] {
  const folded = foldForSearch(text);
  const hits: [number, number][] = [];
  const find = (pattern: string) =>
    [...folded.matchAll(new RegExp(pattern, 'gu'))].map((m): [number, number] => [m.index, m.index + m[0].length]);
  for (const { word, similar } of words) {
    const exact = find(`(?<!${WORD})${word}`);
    hits.push(...(exact.length || similar.length === 0 ? exact : find(`(?<!${WORD})(?:${similar.join('|')})(?!${WORD})`)));
  }
  hits.sort((a, b) => a[0] - b[0]);
  let start = 0;
  let end = text.length;
  if (around && text.length > SNIPPET) {
    start = Math.max(0, (hits[0]?.[0] ?? 0) - 40);
    end = Math.min(text.length, start + SNIPPET);
  }
  const parts: ForumSnippetPart[] = [];
  let at = start;
  for (const [from, to] of hits) {
    if (from < at || to > end) continue;
    if (from > at) parts.push({ text: text.slice(at, from), hit: false });
    parts.push({ text: text.slice(from, to), hit: true });
    at = to;
  }
  if (at < end) parts.push({ text: text.slice(at, end), hit: false });
  if (start > 0) parts.unshift({ text: '…', hit: false });
  if (end < text.length) parts.push({ text: '…', hit: false });
  return parts;
}

interface HitRow {
  id: string;
  slug: string;
  title: string;
  tags: string[];
  author_id: string;
  author_login: string | null;
  post_count: number;
  last_activity_at: Date | string;
  created_at: Date | string;
  locked: boolean;
  pinned: boolean;
  category_id: string;
  category_slug: string;
  category_name: string;
  number: number;
  body: string;
}

/**
 * Whether the database has pg_trgm (the migration forum/008 creates it where it can): asked once per database handle.
 * Without it search keeps to prefixes (still through the documents' index); with it a word also stands for the
 * forum's words it may be a typo of.
 */
const trigrams = new WeakMap<SqlExecutor, Promise<boolean>>();
function hasTrigrams(db: SqlExecutor): Promise<boolean> {
  let known = trigrams.get(db);
  if (!known) {
    known = db
      .query<{ on: boolean }>("SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS on")
      .then(({ rows }) => rows[0]?.on === true);
    trigrams.set(db, known);
  }
  return known;
}

const READABLE_TOPIC = "t.status = 'published' AND NOT t.deleted";
const READABLE_POST = "p.status = 'published' AND NOT p.deleted AND NOT p.hidden";
/** How many of the forum's words one query word may stand for as a typo. */
const SIMILAR_WORDS = 8;

/**
 * The forum's words that each query word of 4 letters or more may be a typo of: the words table's trigram index finds
 * the words it is similar to (pg_trgm: `%`, similarity at least 0.3, for a typo inside a word, where two swapped letters
 * change four trigrams; `<%`, word similarity at least 0.6, for a mistyped start of a longer word), the most similar
 * first (then the most used), and of those the ones whose start is within one edit of it (two from 8 letters) are
 * kept. A word the query word begins is no typo (the prefix finds it anyway).
 */
async function similarWords(db: SqlExecutor, words: readonly string[]): Promise<QueryWord[]> {
  const long = words.filter((w) => w.length >= 4);
  const found = new Map<string, string[]>();
  if (long.length > 0 && (await hasTrigrams(db))) {
    const { rows } = await db.query<{ q: string; word: string }>(
      `SELECT q.q, s.word FROM unnest($1::text[]) AS q(q)
       CROSS JOIN LATERAL (
         SELECT w.word FROM forum_search_words w WHERE (q.q <% w.word OR q.q % w.word) AND NOT starts_with(w.word, q.q)
         ORDER BY greatest(word_similarity(q.q, w.word), similarity(q.q, w.word)) DESC, w.topics DESC, w.word LIMIT 40) s`,
      [long],
    );
    for (const { q, word } of rows) {
      const list = found.get(q) ?? [];
      if (list.length < SIMILAR_WORDS && closeTo(q, word)) found.set(q, [...list, word]);
    }
  }
  return words.map((word) => ({ word, similar: found.get(word) ?? [] }));
}

/** A tsquery's text: the word as a prefix (`'oszu':*`), or any of its similar words as whole words. Words are letters and digits. */
const prefixOf = (w: QueryWord) => `'${w.word}':*`;
const anyOf = (w: QueryWord) => (w.similar.length ? `(${[prefixOf(w), ...w.similar.map((s) => `'${s}'`)].join(' | ')})` : prefixOf(w));
/** A POSIX expression for the folded text of a post or title: a word's start, or one of its similar words whole. */
const prefixPattern = (w: QueryWord) => `(^|[^[:alnum:]])${w.word}`;
const similarPattern = (w: QueryWord) => (w.similar.length ? `(^|[^[:alnum:]])(${w.similar.join('|')})([^[:alnum:]]|$)` : null);

/**
 * Forum search, the same SQL on PGlite and Postgres, over one search row per readable topic (forum-search-index.ts):
 * every word of the query must begin a word of the topic's title or of one of its readable posts, or be a typo of one
 * (with pg_trgm), diacritics and case aside (`forum_fold`), so "lodz" finds "Łódź", "oszu" finds "oszustwo" and
 * "bezpieczenstow" finds "bezpieczeństwo". Typos become real words first (`similarWords`, through the small words
 * table), so the topics are then found by one GIN index scan of their documents, with no row to recheck. Ranked by the
 * words in the title (a prefix 3, a typo 2) and whether the topic has every word as typed (1 a word) or only through a
 * typo (0.5), then by activity; the best post of each of the topics shown is then picked by the same weights.
 */
export async function searchForum(
  db: SqlExecutor,
  query: { q: string; category?: string | undefined; tag?: string | undefined },
  limit = 20,
): Promise<ForumSearchHit[]> {
  const words = await similarWords(db, searchWordsOf(query.q));
  if (words.length === 0) return [];
  // Per word: its prefix and its typos as tsqueries (the title's weight) and as expressions (the best post's).
  const perWord = words.flatMap((w) => [
    prefixOf(w),
    w.similar.length ? w.similar.map((x) => `'${x}'`).join(' | ') : null,
    prefixPattern(w),
    similarPattern(w),
  ]);
  const param = (i: number, k: number) => `$${7 + 4 * i + k}`;
  // Scores are doubled to stay integers (cheaper to add up over thousands of topics): see the weights above.
  const typos = words.some((w) => w.similar.length > 0);
  const titleScore = words
    .map((_, i) => `CASE WHEN s.title @@ ${param(i, 0)}::tsquery THEN 6 WHEN s.title @@ ${param(i, 1)}::tsquery THEN 4 ELSE 0 END`)
    .join(' + ');
  const postScore = words
    .map((_, i) => `CASE WHEN p.folded ~ ${param(i, 2)}::text THEN 2 WHEN p.folded ~ ${param(i, 3)}::text THEN 1 ELSE 0 END`)
    .join(' + ');
  const statement = `
    WITH typed AS MATERIALIZED (
      -- The topics with every word as typed, by the index alone (joined row by row it would unpack each one's words).
      SELECT topic_id FROM forum_topic_search WHERE ${typos ? 'words @@ $1::tsquery' : 'false'}),
    top AS MATERIALIZED (
      SELECT s.topic_id, ${titleScore} + ${typos ? 'CASE WHEN s.topic_id IN (SELECT topic_id FROM typed) THEN 2 ELSE 1 END' : '2'} * $5::int AS score, s.last_activity_at
      FROM forum_topic_search s
      WHERE s.words @@ $2::tsquery ${typos ? '' : 'AND $1::tsquery IS NOT NULL'}
        AND ($3::text IS NULL OR s.category_id = (SELECT id FROM forum_categories WHERE slug = $3))
        AND ($4::text IS NULL OR EXISTS (SELECT 1 FROM forum_topics t WHERE t.id = s.topic_id AND $4 = ANY(t.tags)))
      ORDER BY score DESC, s.last_activity_at DESC, s.topic_id
      LIMIT $6)
    SELECT t.id, t.slug, t.title, t.tags, t.author_id, a.login AS author_login, t.post_count, t.last_activity_at, t.created_at,
           t.locked, t.pinned, c.id AS category_id, c.slug AS category_slug, c.name AS category_name,
           coalesce(best.number, 1) AS number, coalesce(best.body, '') AS body
    FROM top
    JOIN forum_topics t ON t.id = top.topic_id AND ${READABLE_TOPIC}
    JOIN forum_categories c ON c.id = t.category_id
    LEFT JOIN accounts a ON a.id = t.author_id
    LEFT JOIN LATERAL (
      SELECT p.number, p.body FROM forum_posts p WHERE p.topic_id = t.id AND ${READABLE_POST}
      ORDER BY ${postScore} DESC, p.number
      LIMIT 1) best ON true
    ORDER BY top.score DESC, top.last_activity_at DESC, top.topic_id`;
  const params = [
    words.map(prefixOf).join(' & '),
    words.map(anyOf).join(' & '),
    query.category ?? null,
    query.tag ?? null,
    words.length,
    limit,
    ...perWord,
  ];
  // The planner sees a common word in most documents and prefers reading the whole table, which unpacks every
  // topic's words to test them; the index answers without opening one (no recheck), so it is the cheaper path always.
  const run = (sql: SqlExecutor) => sql.query<HitRow>(statement, params);
  const { rows } =
    'transaction' in db
      ? await (db as SqlClient).transaction(async (tx) => {
          await tx.query('SET LOCAL enable_seqscan = off');
          return run(tx);
        })
      : await run(db);
  const iso = (v: Date | string) => new Date(v).toISOString();
  return rows.map((r) => ({
    topic: {
      id: r.id,
      slug: r.slug,
      title: r.title,
      tags: Array.isArray(r.tags) ? r.tags : [],
      author: { id: r.author_id, login: r.author_login },
      postCount: Number(r.post_count),
      lastActivityAt: iso(r.last_activity_at),
      createdAt: iso(r.created_at),
      status: 'published' as const,
      locked: r.locked,
      pinned: r.pinned,
      category: { id: r.category_id, slug: r.category_slug, name: r.category_name },
    },
    postNumber: Number(r.number),
    title: highlight(r.title, words),
    snippet: highlight(plainOf(r.body), words, true),
  }));
}
