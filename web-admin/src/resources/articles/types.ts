import type { AdminArticleDto, ArticleKind, ArticleStatus } from '@anonse/contracts';

/** GET /api/admin/articles. */
export type ArticleRecord = AdminArticleDto;

/** GET /api/admin/articles/{id}/history. */
export type { ArticleHistoryEntry } from '@anonse/contracts';

// The filters' choices. The contracts hold the same lists beside their schemas, and a module that defines schemas
// is bundled whole: a copy here keeps zod's articles out of the console, and the types keep the copy exact.
export const ARTICLE_KINDS = ['blog', 'guide', 'story', 'news', 'page'] as const satisfies readonly ArticleKind[];
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const satisfies readonly ArticleStatus[];
type Missing<T, Listed> = Exclude<T, Listed> extends never ? true : Exclude<T, Listed>;
true satisfies Missing<ArticleKind, (typeof ARTICLE_KINDS)[number]>;
true satisfies Missing<ArticleStatus, (typeof ARTICLE_STATUSES)[number]>;
