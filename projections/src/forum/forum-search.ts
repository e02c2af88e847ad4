import { foldForSearch, searchWordsOf, type ForumSearchHit, type ForumSnippetPart } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';

/** Markdown's marks are not words: a snippet shows the text without them (the same length is not needed here). */
const plainOf = (markdown: string) =>
  markdown
    .replace(/[*_`#>~[\]]|\]\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const SNIPPET = 160;

/** Cuts `text` into parts, the stretches matching a word's start marked (found in the folded text, same positions). */
export function highlight(text: string, words: readonly string[], around = false): ForumSnippetPart[] {
  const folded = foldForSearch(text);
  const hits: [number, number][] = [];
  for (const word of words) {
    for (const m of folded.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${word}`, 'gu'))) hits.push([m.index, m.index + word.length]);
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

const READABLE = "status = 'published' AND NOT deleted";

/**
 * Forum search on both databases alike: every word of the query must begin a word of the topic's title or of one of
 * its readable posts, diacritics and case aside (`forum_fold`, columns kept by the projector), so "lodz" finds "Łódź"
 * and "oszu" finds "oszustwo". Ranked by the words in the title (three times) and in the best post, then by activity.
 *
 * The statement starts from the posts and titles that match any word, found through the trigram indexes of
 * `folded` and `folded_title` (migration forum/007: pg_trgm reads the literal letters of each word's regular
 * expression), never by walking every topic's posts; a word shorter than three letters has no trigram and is
 * matched by scanning. The topics that hold every word, in the title or some post, are then ranked.
 */
export async function searchForum(
  db: SqlExecutor,
  query: { q: string; category?: string | undefined; tag?: string | undefined },
  limit = 20,
): Promise<ForumSearchHit[]> {
  const words = searchWordsOf(query.q);
  if (words.length === 0) return [];
  const params: unknown[] = [query.category ?? null, query.tag ?? null, limit];
  // Words are letters and digits only (searchWordsOf), and each goes as a parameter all the same.
  const patterns = words.map((w) => `$${params.push(`(^|[^[:alnum:]])${w}`)}`);
  const each = (column: string) => patterns.map((p, i) => `${column} ~ ${p} AS w${i}`).join(', ');
  const any = (column: string) => patterns.map((p) => `${column} ~ ${p}`).join(' OR ');
  const hits = (alias: string) => patterns.map((_, i) => `${alias}.w${i}::int`).join(' + ');
  const covered = patterns.map((_, i) => `bool_or(w${i})`).join(' AND ');
  const ws = patterns.map((_, i) => `w${i}`).join(', ');
  // One pass over the hits ranks the topics; only the page's topics then look up their best post (by their index).
  const { rows } = await db.query<HitRow>(
    `WITH posts AS MATERIALIZED (
       SELECT p.topic_id, ${each('p.folded')} FROM forum_posts p
       WHERE (${any('p.folded')}) AND p.${READABLE} AND NOT p.hidden),
     titles AS MATERIALIZED (
       SELECT t.id AS topic_id, ${each('t.folded_title')} FROM forum_topics t WHERE (${any('t.folded_title')}) AND t.${READABLE}),
     ranked AS (
       SELECT topic_id, max(title_hits) * 3 + max(post_hits) AS score FROM (
         SELECT topic_id, 0 AS title_hits, ${hits('posts')} AS post_hits, ${ws} FROM posts
         UNION ALL SELECT topic_id, ${hits('titles')}, 0, ${ws} FROM titles) x
       GROUP BY topic_id HAVING ${covered}),
     page AS (
       SELECT t.*, r.score FROM ranked r JOIN forum_topics t ON t.id = r.topic_id
       JOIN forum_categories c ON c.id = t.category_id
       WHERE ($1::text IS NULL OR c.slug = $1) AND ($2::text IS NULL OR $2 = ANY(t.tags))
       ORDER BY r.score DESC, t.last_activity_at DESC, t.id LIMIT $3)
     SELECT t.id, t.slug, t.title, t.tags, t.author_id, a.login AS author_login, t.post_count, t.last_activity_at, t.created_at,
            t.locked, t.pinned, c.id AS category_id, c.slug AS category_slug, c.name AS category_name, best.number, best.body
     FROM page t
     JOIN forum_categories c ON c.id = t.category_id
     LEFT JOIN accounts a ON a.id = t.author_id
     CROSS JOIN LATERAL (
       SELECT p.number, p.body FROM forum_posts p WHERE p.topic_id = t.id AND p.${READABLE} AND NOT p.hidden
       ORDER BY ${patterns.map((pattern) => `(p.folded ~ ${pattern})::int`).join(' + ')} DESC, p.number LIMIT 1) best
     ORDER BY t.score DESC, t.last_activity_at DESC, t.id`,
    params,
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
