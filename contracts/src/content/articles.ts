import { z } from 'zod';
import { jsonParam, ListRange } from '../admin/simple-rest';
import type { Locale } from '../i18n';
import { code } from '../messages';
import { EntityId, text } from '../text';
import { ArticleKind, ArticleLanguage, ARTICLE_KINDS, type ArticleFields } from './article-events';
import { isStaticPageKey, kindHasLanguage } from './article-routes';

// The routes and links of articles are zod-free: a page that links the blog ships no schema library.
export * from './article-routes';

export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export const ArticleStatus = z.enum(ARTICLE_STATUSES);
export type ArticleStatus = z.infer<typeof ArticleStatus>;

export const ARTICLES_PER_PAGE = 12;
export const ARTICLE_LIMITS = {
  slug: 120,
  title: 200,
  lead: 600,
  body: 100_000,
  category: 60,
  tag: 40,
  tags: 12,
  seoDescription: 170,
} as const;
/** Slugs the list paths use for themselves (`/blog/rss.xml`). */
const RESERVED_SLUGS = new Set(['rss.xml']);

export const ArticleSlug = text({ min: 1, max: ARTICLE_LIMITS.slug }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$|^[a-z][a-zA-Z]*$/, {
  message: code('content:invalidSlug'),
});
const Label = (max: number) =>
  text({ min: 1, max })
    .toLowerCase()
    .regex(/^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u, { message: code('content:invalidSlug') });

const fields = {
  slug: ArticleSlug,
  title: text({ min: 1, max: ARTICLE_LIMITS.title }),
  lead: text({ max: ARTICLE_LIMITS.lead, multiline: true }).default(''),
  body: text({ max: ARTICLE_LIMITS.body, multiline: true }).default(''),
  coverPhotoId: EntityId.nullable().default(null),
  category: Label(ARTICLE_LIMITS.category).nullable().default(null),
  tags: z
    .array(Label(ARTICLE_LIMITS.tag))
    .max(ARTICLE_LIMITS.tags)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  seoDescription: text({ max: ARTICLE_LIMITS.seoDescription }).default(''),
};

/** Kinds and languages that go together; a page's slug names one of the static pages. */
function checkKind(v: { kind: ArticleKind; language: Locale; slug: string }, ctx: z.RefinementCtx): void {
  if (!kindHasLanguage(v.kind, v.language))
    ctx.addIssue({ code: 'custom', path: ['language'], message: code('content:storiesPolishOnly') });
  if (v.kind === 'page' ? !isStaticPageKey(v.slug) : RESERVED_SLUGS.has(v.slug) || !/^[a-z0-9-]+$/.test(v.slug))
    ctx.addIssue({ code: 'custom', path: ['slug'], message: code(v.kind === 'page' ? 'content:pageKey' : 'content:invalidSlug') });
}

/** POST /api/admin/articles: a new draft. */
export const CreateArticleInput = z
  .object({ kind: ArticleKind, language: ArticleLanguage, ...fields })
  .strict()
  .superRefine(checkKind);
export type CreateArticleInput = z.infer<typeof CreateArticleInput>;

/** PUT /api/admin/articles/{id} (If-Match: the revision it was based on): the fields as the editor left them. */
export const UpdateArticleInput = z
  .object({
    slug: fields.slug.optional(),
    title: fields.title.optional(),
    lead: text({ max: ARTICLE_LIMITS.lead, multiline: true }).optional(),
    body: text({ max: ARTICLE_LIMITS.body, multiline: true }).optional(),
    coverPhotoId: EntityId.nullable().optional(),
    category: Label(ARTICLE_LIMITS.category).nullable().optional(),
    tags: z
      .array(Label(ARTICLE_LIMITS.tag))
      .max(ARTICLE_LIMITS.tags)
      .transform((tags) => [...new Set(tags)])
      .optional(),
    seoDescription: text({ max: ARTICLE_LIMITS.seoDescription }).optional(),
  })
  // react-admin sends the whole record back; what is not an editable field is ignored, not refused.
  .strip();
export type UpdateArticleInput = z.infer<typeof UpdateArticleInput>;

/** POST /api/admin/articles/{id}/schedule */
export const ScheduleArticleInput = z
  .object({ publishAt: z.iso.datetime({ offset: true }).transform((v) => new Date(v).toISOString()) })
  .strict();
export type ScheduleArticleInput = z.infer<typeof ScheduleArticleInput>;

/** POST /api/admin/articles/preview: Markdown in, the HTML the public page would show out. */
export const PreviewArticleInput = z.object({ body: text({ max: ARTICLE_LIMITS.body, multiline: true }) }).strip();
export type PreviewArticleInput = z.infer<typeof PreviewArticleInput>;
export const ArticlePreview = z.object({ html: z.string() });
export type ArticlePreview = z.infer<typeof ArticlePreview>;

export const ArticleCover = z.object({ id: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() });
export type ArticleCover = z.infer<typeof ArticleCover>;

/** An article as the console edits it (`revision` is also its ETag). */
export const AdminArticleDto = z.object({
  id: z.string(),
  kind: ArticleKind,
  language: ArticleLanguage,
  slug: z.string(),
  title: z.string(),
  lead: z.string(),
  body: z.string(),
  coverPhotoId: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  seoDescription: z.string(),
  status: ArticleStatus,
  publishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  revision: z.number().int(),
  /** Where the public reads it (staff see it there before it is published). */
  href: z.string(),
});
export type AdminArticleDto = z.infer<typeof AdminArticleDto>;

export const ADMIN_ARTICLE_SORT_KEYS = ['updatedAt', 'createdAt', 'publishedAt', 'title'] as const;
export const AdminArticleFilter = z.strictObject({
  kind: ArticleKind.optional(),
  language: ArticleLanguage.optional(),
  status: ArticleStatus.optional(),
  q: text({ max: 100 }).optional(),
});
export type AdminArticleFilter = z.infer<typeof AdminArticleFilter>;
/** GET /api/admin/articles (simple-rest). */
export const AdminArticleListParams = z.object({
  sort: jsonParam(z.tuple([z.enum(ADMIN_ARTICLE_SORT_KEYS), z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
  range: jsonParam(ListRange),
  filter: jsonParam(AdminArticleFilter),
});
export type AdminArticleListParams = z.infer<typeof AdminArticleListParams>;

/** One event of an article's history: who did what when, and which fields changed. */
export const ArticleHistoryEntry = z.object({
  id: z.string(),
  revision: z.number().int(),
  type: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), role: z.number().int().nullable(), login: z.string().nullable() }),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type ArticleHistoryEntry = z.infer<typeof ArticleHistoryEntry>;

/** An article in a public list. */
export const ArticleSummary = z.object({
  id: z.string(),
  kind: ArticleKind,
  language: ArticleLanguage,
  slug: z.string(),
  title: z.string(),
  lead: z.string(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  cover: ArticleCover.nullable(),
  publishedAt: z.string(),
  href: z.string(),
});
export type ArticleSummary = z.infer<typeof ArticleSummary>;

/** GET /api/content/articles?kind&language&category&tag&page: published only, newest first. */
export const ArticleListQuery = z.object({
  kind: ArticleKind,
  language: ArticleLanguage.default('pl'),
  category: Label(ARTICLE_LIMITS.category).optional(),
  tag: Label(ARTICLE_LIMITS.tag).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(ARTICLES_PER_PAGE),
});
export type ArticleListQuery = z.infer<typeof ArticleListQuery>;
export const ArticleList = z.object({
  items: z.array(ArticleSummary),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
});
export type ArticleList = z.infer<typeof ArticleList>;

/** GET /api/content/articles/{kind}/{language}/{slug}: sanitised HTML, ready to show. */
export const PublicArticleDto = ArticleSummary.extend({
  html: z.string(),
  seoDescription: z.string(),
  updatedAt: z.string(),
  /** Not `published` only when a staff member previews it. */
  status: ArticleStatus,
  /** The same article in the other language, when published. */
  translations: z.array(z.object({ language: ArticleLanguage, href: z.string() })),
});
export type PublicArticleDto = z.infer<typeof PublicArticleDto>;

export type { ArticleFields };
export const ALL_ARTICLE_KINDS = ARTICLE_KINDS;
