import {
  articleHref,
  type AdminArticleDto,
  type ArticleCover,
  type ArticleSummary,
  type PublicArticleDto,
  type Locale,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { photosByIds, toPublicPhoto, type ArticleRecord } from '@anonse/projections';

export const toAdminArticleDto = (r: ArticleRecord): AdminArticleDto => ({
  id: r.id,
  kind: r.kind,
  language: r.language,
  slug: r.slug,
  title: r.title,
  lead: r.lead,
  body: r.body,
  coverPhotoId: r.coverPhotoId,
  category: r.category,
  tags: r.tags,
  seoDescription: r.seoDescription,
  status: r.status,
  publishAt: r.publishAt,
  publishedAt: r.publishedAt,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  revision: r.revision,
  href: articleHref(r.kind, r.language, r.slug),
});

/** The widest JPEG rendition up to this width: a cover fills the column, and every browser reads JPEG. */
const COVER_MAX_WIDTH = 1280;

/** Covers by photo id (ready photos only: one deleted or still processing leaves the article without one). */
export async function coversOf(sql: SqlExecutor, ids: readonly (string | null)[]): Promise<Map<string, ArticleCover>> {
  const wanted = ids.filter((id): id is string => id !== null);
  const covers = new Map<string, ArticleCover>();
  for (const record of await photosByIds(sql, wanted)) {
    const photo = toPublicPhoto(record);
    if (!photo) continue;
    const fitting = photo.sources.filter((s) => s.width <= COVER_MAX_WIDTH);
    const pool = fitting.length ? fitting : photo.sources;
    const best = [...pool].sort((a, b) => Number(b.format === 'jpeg') - Number(a.format === 'jpeg') || b.width - a.width)[0];
    if (best) covers.set(photo.id, { id: photo.id, url: best.url, width: best.width, height: best.height });
  }
  return covers;
}

export const toArticleSummary = (r: ArticleRecord, covers: Map<string, ArticleCover>): ArticleSummary => ({
  id: r.id,
  kind: r.kind,
  language: r.language,
  slug: r.slug,
  title: r.title,
  lead: r.lead,
  category: r.category,
  tags: r.tags,
  cover: (r.coverPhotoId && covers.get(r.coverPhotoId)) || null,
  // A staff preview of a draft has no publication date yet: it shows as of its last edit.
  publishedAt: r.publishedAt ?? r.updatedAt,
  href: articleHref(r.kind, r.language, r.slug),
});

export const toPublicArticle = (r: ArticleRecord, covers: Map<string, ArticleCover>, translations: Locale[]): PublicArticleDto => ({
  ...toArticleSummary(r, covers),
  html: r.html,
  seoDescription: r.seoDescription || r.lead,
  updatedAt: r.updatedAt,
  status: r.status,
  translations: translations.map((language) => ({ language, href: articleHref(r.kind, language, r.slug) })),
});
