import { foldForSearch, searchWordsOf, type ForumSearchHit, type ForumSnippetPart } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';

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

/**
 * Where a query word that begins no word of the text matched it as a similar word (the database's trigram match):
 * the text's words whose start is within one edit of it (two for a word of 8 letters or more). Words under 4 letters
 * match only as prefixes, as they do in the database.
 */
function similarHits(folded: string, word: string): [number, number][] {
  if (word.length < 4) return [];
  const allowed = word.length >= 8 ? 2 : 1;
  const hits: [number, number][] = [];
  for (const m of folded.matchAll(/[\p{L}\p{N}]+/gu)) {
    const close = [-1, 0, 1].some((extra) => editDistance(word, m[0].slice(0, word.length + extra)) <= allowed);
    if (close) hits.push([m.index, m.index + m[0].length]);
  }
  return hits;
}

/**
 * Cuts `text` into parts, the stretches matching a word's start marked (found in the folded text, same positions); a
 * word that begins none marks the words similar to it instead.
 */
export function highlight(text: string, words: readonly string[], around = false): ForumSnippetPart[] {
  const folded = foldForSearch(text);
  const hits: [number, number][] = [];
  for (const word of words) {
    const exact = [...folded.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${word}`, 'gu'))].map((m): [number, number] => [
      m.index,
      m.index + word.length,
    ]);
    hits.push(...(exact.length ? exact : similarHits(folded, word)));
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
 * Whether the database has pg_trgm (the migration forum/007 creates it where it can): asked once per database handle.
 * Without it search keeps to prefixes and scans; with it a word also matches a similar word (a typo) and both go
 * through the trigram indexes.
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

/**
 * How a text matches a query word: the word begins one of its words (the regular expression), or — with pg_trgm — it
 * is similar to some stretch of it (`<%`: word similarity at least pg_trgm.word_similarity_threshold, 0.6 by default),
 * which forgives a typo or two in a long word. Both are conditions the trigram GIN index answers.
 */
const matchOf = (column: string, fuzzy: boolean) => `(${column} ~ q.pattern${fuzzy ? ` OR q.word <% ${column}` : ''})`;
/** An exact (prefix) match weighs more than a similar word. */
const weightOf = (column: string, exact: number, similar: number) => `CASE WHEN ${column} ~ q.pattern THEN ${exact} ELSE ${similar} END`;

const READABLE_TOPIC = "t.status = 'published' AND NOT t.deleted";
const READABLE_POST = "p.status = 'published' AND NOT p.deleted AND NOT p.hidden";

/**
 * Forum search, the same SQL on PGlite and Postgres: every word of the query must begin a word of the topic's title or
 * of one of its readable posts, or (with pg_trgm) be similar to one, diacritics and case aside (`forum_fold`, columns
 * kept by the projector), so "lodz" finds "Łódź", "oszu" finds "oszustwo" and "bezpieczenstow" finds "bezpieczeństwo".
 * The matches are found per word through the trigram indexes, then grouped by topic. Ranked by the words in the title
 * (three times; a similar word counts less than a prefix) and in the best post, then by activity.
 */
export async function searchForum(
  db: SqlExecutor,
  query: { q: string; category?: string | undefined; tag?: string | undefined },
  limit = 20,
): Promise<ForumSearchHit[]> {
  const words = searchWordsOf(query.q);
  if (words.length === 0) return [];
  const patterns = words.map((w) => `(^|[^[:alnum:]])${w}`);
  const fuzzy = await hasTrigrams(db);
  const { rows } = await db.query<HitRow>(
    `WITH q AS (SELECT * FROM unnest($1::text[], $2::text[]) AS q(word, pattern)),
     title_hits AS (
       SELECT t.id AS topic_id, q.word, ${weightOf('t.folded_title', 3, 2)} AS weight
       FROM q JOIN forum_topics t ON ${matchOf('t.folded_title', fuzzy)} WHERE ${READABLE_TOPIC}),
     post_hits AS (
       SELECT p.topic_id, p.number, q.word, ${weightOf('p.folded', 1, 0.5)} AS weight
       FROM q JOIN forum_posts p ON ${matchOf('p.folded', fuzzy)} WHERE ${READABLE_POST}),
     found AS (
       SELECT topic_id FROM (SELECT topic_id, word FROM title_hits UNION SELECT topic_id, word FROM post_hits) w
       GROUP BY topic_id HAVING count(*) = $3),
     title_score AS (SELECT topic_id, sum(weight) AS score FROM title_hits GROUP BY topic_id),
     best AS (
       SELECT DISTINCT ON (topic_id) topic_id, number, sum(weight) AS score
       FROM post_hits WHERE topic_id IN (SELECT topic_id FROM found)
       GROUP BY topic_id, number ORDER BY topic_id, sum(weight) DESC, number)
     SELECT t.id, t.slug, t.title, t.tags, t.author_id, a.login AS author_login, t.post_count, t.last_activity_at, t.created_at,
            t.locked, t.pinned, c.id AS category_id, c.slug AS category_slug, c.name AS category_name,
            coalesce(best.number, 1) AS number, p.body
     FROM found f
     JOIN forum_topics t ON t.id = f.topic_id AND ${READABLE_TOPIC}
     JOIN forum_categories c ON c.id = t.category_id
     LEFT JOIN best ON best.topic_id = t.id
     LEFT JOIN title_score ts ON ts.topic_id = t.id
     JOIN forum_posts p ON p.topic_id = t.id AND p.number = coalesce(best.number, 1)
     LEFT JOIN accounts a ON a.id = t.author_id
     WHERE ($4::text IS NULL OR c.slug = $4) AND ($5::text IS NULL OR $5 = ANY(t.tags))
     ORDER BY coalesce(ts.score, 0) + coalesce(best.score, 0) DESC,
              t.last_activity_at DESC, t.id
     LIMIT $6`,
    [words, patterns, words.length, query.category ?? null, query.tag ?? null, limit],
  );
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
