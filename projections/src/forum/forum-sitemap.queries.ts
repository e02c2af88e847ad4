import type { SqlExecutor } from '@anonse/eventstore';

export interface ForumSitemapRow {
  kind: 'forum' | 'category' | 'topic';
  /** The category's or the topic's slug ('' for /forum/ itself). */
  slug: string;
  lastmod: string | null;
}

/**
 * The forum's indexable pages in a fixed order: /forum/ (once a section is open), each open section with readable
 * topics (an empty one says noindex), then each readable topic's first page, by id. What the web indexes is what
 * this lists (web-public's forum routes).
 */
const PAGES = `
  SELECT 0 AS kind, '' AS slug, max(last_activity_at) AS lastmod, '' AS id FROM forum_categories WHERE NOT archived HAVING count(*) > 0
  UNION ALL
  SELECT 1, slug, last_activity_at, id FROM forum_categories WHERE NOT archived AND topic_count > 0
  UNION ALL
  SELECT 2, slug, last_activity_at, id FROM forum_topics WHERE status = 'published' AND NOT deleted`;

const KINDS = ['forum', 'category', 'topic'] as const;
const isoOrNull = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export async function countForumSitemapPages(db: SqlExecutor): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${PAGES}) p`);
  return Number(rows[0]?.n ?? 0);
}

export async function forumSitemapPages(db: SqlExecutor, offset: number, limit: number): Promise<ForumSitemapRow[]> {
  const { rows } = await db.query<{ kind: number; slug: string; lastmod: Date | string | null }>(
    `SELECT kind, slug, lastmod FROM (${PAGES}) p ORDER BY kind, id OFFSET $1 LIMIT $2`,
    [offset, limit],
  );
  return rows.map((r) => ({ kind: KINDS[Number(r.kind)]!, slug: r.slug, lastmod: isoOrNull(r.lastmod) }));
}

export async function forumSitemapLastmod(db: SqlExecutor, offset: number, limit: number): Promise<string | null> {
  const { rows } = await db.query<{ lastmod: Date | string | null }>(
    `SELECT max(lastmod) AS lastmod FROM (SELECT lastmod FROM (${PAGES}) p ORDER BY kind, id OFFSET $1 LIMIT $2) f`,
    [offset, limit],
  );
  return isoOrNull(rows[0]?.lastmod ?? null);
}
