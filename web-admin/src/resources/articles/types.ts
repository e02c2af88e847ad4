/** GET /api/admin/articles (contracts AdminArticleDto). */
export interface ArticleRecord {
  id: string;
  kind: ArticleKind;
  language: 'pl' | 'en';
  slug: string;
  title: string;
  lead: string;
  body: string;
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
  href: string;
}

export const ARTICLE_KINDS = ['blog', 'guide', 'story', 'news', 'page'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
/** The static pages (kind `page`): their slug is the page's route id. */
export const STATIC_PAGE_KEYS = ['about', 'terms', 'privacy', 'security', 'adTypes', 'promoInfo', 'pricing', 'advertising', 'contact'] as const;

/** GET /api/admin/articles/{id}/history (contracts ArticleHistoryEntry). */
export interface ArticleHistoryEntry {
  id: string;
  revision: number;
  type: string;
  at: string;
  actor: { id: string | null; role: number | null; login: string | null };
  changes: { field: string; before: unknown; after: unknown }[];
}
