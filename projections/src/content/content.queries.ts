import type { AdminArticleFilter, ArticleKind, ArticleStatus, Locale } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';

interface Row {
  id: string;
  kind: ArticleKind;
  language: Locale;
  slug: string;
  title: string;
  lead: string;
  body: string;
  html: string;
  cover_photo_id: string | null;
  category: string | null;
  tags: string[] | string;
  seo_description: string;
  status: ArticleStatus;
  publish_at: Date | string | null;
  published_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  revision: number | string;
}

export interface ArticleRecord {
  id: string;
  kind: ArticleKind;
  language: Locale;
  slug: string;
  title: string;
  lead: string;
  body: string;
  html: string;
  coverPhotoId: string | null;
  category: string | null;
  tags: string[];
  seoDescription: string;
  status: ArticleStatus;
  publishAt: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  revision: number;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));
/** PGlite and pg both parse text[]; a driver that does not leaves `{a,b}`. */
const tagsOf = (v: string[] | string): string[] =>
  Array.isArray(v)
    ? v
    : v
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean)
        .map((t) => t.replace(/^"|"$/g, ''));

const toRecord = (r: Row): ArticleRecord => ({
  id: r.id,
  kind: r.kind,
  language: r.language,
  slug: r.slug,
  title: r.title,
  lead: r.lead,
  body: r.body,
  html: r.html,
  coverPhotoId: r.cover_photo_id,
  category: r.category,
  tags: tagsOf(r.tags),
  seoDescription: r.seo_description,
  status: r.status,
  publishAt: isoOrNull(r.publish_at),
  publishedAt: isoOrNull(r.published_at),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  revision: Number(r.revision),
});

export async function getArticle(db: SqlExecutor, id: string): Promise<ArticleRecord | null> {
  const { rows } = await db.query<Row>('SELECT * FROM articles WHERE id = $1', [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/**
 * The article a page shows at kind + language + slug: the published one, or with `anyStatus` (staff previewing) any
 * state. Should two rows ever share a slug, the earliest published (then created) wins, the same on every node.
 */
export async function findArticleBySlug(
  db: SqlExecutor,
  q: { kind: ArticleKind; language: Locale; slug: string; anyStatus?: boolean },
): Promise<ArticleRecord | null> {
  const { rows } = await db.query<Row>(
    `SELECT * FROM articles WHERE kind = $1 AND language = $2 AND slug = $3 ${q.anyStatus ? '' : "AND status = 'published'"}
     ORDER BY (status = 'published') DESC, published_at ASC NULLS LAST, created_at ASC, id LIMIT 1`,
    [q.kind, q.language, q.slug],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Who holds a slug (any state), other than `exceptId`: the API's check before it lets one be taken. */
export async function articleSlugHolder(
  db: SqlExecutor,
  q: { kind: ArticleKind; language: Locale; slug: string; exceptId?: string },
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM articles WHERE kind = $1 AND language = $2 AND slug = $3 AND id <> $4 LIMIT 1',
    [q.kind, q.language, q.slug, q.exceptId ?? ''],
  );
  return rows[0]?.id ?? null;
}

/** Languages (other than `language`) in which the same kind + slug is published: the page's hreflang. */
export async function publishedTranslations(db: SqlExecutor, q: { kind: ArticleKind; language: Locale; slug: string }): Promise<Locale[]> {
  const { rows } = await db.query<{ language: Locale }>(
    "SELECT DISTINCT language FROM articles WHERE kind = $1 AND slug = $2 AND language <> $3 AND status = 'published' ORDER BY language",
    [q.kind, q.slug, q.language],
  );
  return rows.map((r) => r.language);
}

export interface PublishedArticleQuery {
  kind: ArticleKind;
  language: Locale;
  category?: string;
  tag?: string;
  offset: number;
  limit: number;
}

/** A public list: published only, newest first. */
export async function listPublishedArticles(db: SqlExecutor, q: PublishedArticleQuery): Promise<{ rows: ArticleRecord[]; total: number }> {
  const params: unknown[] = [q.kind, q.language];
  const where = ['kind = $1', 'language = $2', "status = 'published'"];
  if (q.category) where.push(`category = $${params.push(q.category)}`);
  if (q.tag) where.push(`$${params.push(q.tag)} = ANY(tags)`);
  const clause = where.join(' AND ');
  const total = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM articles WHERE ${clause}`, params);
  const { rows } = await db.query<Row>(
    `SELECT * FROM articles WHERE ${clause} ORDER BY published_at DESC, id LIMIT ${q.limit} OFFSET ${q.offset}`,
    params,
  );
  return { rows: rows.map(toRecord), total: Number(total.rows[0]?.n ?? 0) };
}

/** Every published article of the listed kinds (not pages, which the static sitemap has), for the XML sitemap. */
export async function publishedArticlesForSitemap(
  db: SqlExecutor,
): Promise<Pick<ArticleRecord, 'kind' | 'language' | 'slug' | 'updatedAt'>[]> {
  const { rows } = await db.query<Pick<Row, 'kind' | 'language' | 'slug' | 'updated_at'>>(
    "SELECT kind, language, slug, updated_at FROM articles WHERE status = 'published' AND kind <> 'page' ORDER BY kind, language, published_at DESC, id",
  );
  return rows.map((r) => ({ kind: r.kind, language: r.language, slug: r.slug, updatedAt: iso(r.updated_at) }));
}

/** Scheduled articles whose time has come, oldest first: the scheduler's queue. */
export async function articlesDueForPublication(db: SqlExecutor, now: Date, limit: number): Promise<{ id: string; publishAt: string }[]> {
  const { rows } = await db.query<{ id: string; publish_at: Date | string }>(
    "SELECT id, publish_at FROM articles WHERE status = 'scheduled' AND publish_at <= $1 ORDER BY publish_at, id LIMIT $2",
    [now.toISOString(), limit],
  );
  return rows.map((r) => ({ id: r.id, publishAt: iso(r.publish_at) }));
}

const ADMIN_SORT = { updatedAt: 'updated_at', createdAt: 'created_at', publishedAt: 'published_at', title: 'title' } as const;

export interface AdminArticleQuery {
  filter?: AdminArticleFilter;
  sort?: { field: keyof typeof ADMIN_SORT; order: 'ASC' | 'DESC' };
  range: [number, number];
}

/** The console's list: every state, filtered by kind, language, state or words of the title or slug. */
export async function listAdminArticles(db: SqlExecutor, q: AdminArticleQuery): Promise<{ rows: ArticleRecord[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  if (q.filter?.kind) where.push(`kind = ${param(q.filter.kind)}`);
  if (q.filter?.language) where.push(`language = ${param(q.filter.language)}`);
  if (q.filter?.status) where.push(`status = ${param(q.filter.status)}`);
  if (q.filter?.q) {
    const like = param(`%${q.filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(title ILIKE ${like} OR slug ILIKE ${like})`);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const order = `${ADMIN_SORT[q.sort?.field ?? 'updatedAt']} ${q.sort?.order === 'ASC' ? 'ASC' : 'DESC'} NULLS LAST, id`;
  const total = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM articles ${clause}`, params);
  const { rows } = await db.query<Row>(
    `SELECT * FROM articles ${clause} ORDER BY ${order} LIMIT ${q.range[1] - q.range[0] + 1} OFFSET ${q.range[0]}`,
    params,
  );
  return { rows: rows.map(toRecord), total: Number(total.rows[0]?.n ?? 0) };
}
