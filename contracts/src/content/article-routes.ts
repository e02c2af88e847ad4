import type { Locale } from '../i18n';
import { fillPattern, href, ROUTES, type RouteId } from '../routes/route-table';
import type { ArticleKind } from './article-events';

/** Where articles live: their routes and links, apart from the schemas (./articles.ts) that check them. */

/** The static information pages: articles of kind `page`, their slug the route id of the page they fill. */
export const STATIC_PAGE_KEYS = [
  'about',
  'terms',
  'privacy',
  'security',
  'adTypes',
  'promoInfo',
  'pricing',
  'advertising',
  'contact',
] as const satisfies readonly RouteId[];
export type StaticPageKey = (typeof STATIC_PAGE_KEYS)[number];
export const isStaticPageKey = (v: string): v is StaticPageKey => (STATIC_PAGE_KEYS as readonly string[]).includes(v);

/** The listed kinds and the route whose splat holds their lists and articles. */
export const ARTICLE_ROUTES = { blog: 'blog', guide: 'guides', story: 'stories', news: 'news' } as const satisfies Record<
  Exclude<ArticleKind, 'page'>,
  RouteId
>;
export type ListedArticleKind = keyof typeof ARTICLE_ROUTES;
export const LISTED_ARTICLE_KINDS = Object.keys(ARTICLE_ROUTES) as ListedArticleKind[];
/** Kinds with an RSS 2.0 feed per language. */
export const FEED_KINDS = ['blog', 'news'] as const satisfies readonly ListedArticleKind[];

/** Whether `kind` is published in `language` (stories are Polish only: their route has no English path). */
export const kindHasLanguage = (kind: ArticleKind, language: Locale): boolean =>
  kind === 'page' || language === 'pl' || ROUTES[ARTICLE_ROUTES[kind]].en !== null;

/** The page of `kind` in `language` showing `slug` (a static page: its own route). */
export function articleHref(kind: ArticleKind, language: Locale, slug: string): string {
  if (kind === 'page') return isStaticPageKey(slug) ? href(slug, language) : href('home', language);
  const pattern = ROUTES[ARTICLE_ROUTES[kind]][language] ?? ROUTES[ARTICLE_ROUTES[kind]].pl;
  return fillPattern(pattern, { '*': slug });
}

/** A list page of `kind`: `/blog/`, `/blog/?category=…&tag=…&page=2` (filters and page as the query, in this order). */
export function articleListHref(
  kind: ListedArticleKind,
  language: Locale,
  filter: { category?: string; tag?: string; page?: number } = {},
): string {
  const base = articleHref(kind, language, '');
  const query = new URLSearchParams();
  if (filter.category) query.set('category', filter.category);
  if (filter.tag) query.set('tag', filter.tag);
  if (filter.page && filter.page > 1) query.set('page', String(filter.page));
  const qs = query.toString();
  return qs ? `${base}?${qs}` : base;
}

/** The feed of a kind's list: `/blog/rss.xml`, `/en/news/rss.xml`. */
export const articleFeedHref = (kind: (typeof FEED_KINDS)[number], language: Locale): string => `${articleHref(kind, language, '')}rss.xml`;

/** Which listed kind a route id is (for pages rendered by one module). */
export const listedKindOfRoute = (routeId: string): ListedArticleKind | undefined =>
  (Object.entries(ARTICLE_ROUTES) as [ListedArticleKind, RouteId][]).find(([, id]) => id === routeId)?.[0];
