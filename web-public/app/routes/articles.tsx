import {
  articleFeedHref,
  articleListHref,
  ARTICLE_ROUTES,
  ROUTES,
  type ArticleList,
  type ListedArticleKind,
  type Locale,
  type PublicArticleDto,
} from '@anonse/contracts/browser';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaArgs, type MetaDescriptor } from 'react-router';
import { getArticle } from '../features/content/api/get-article';
import { getArticles } from '../features/content/api/get-articles';
import { ArticleListView, type ArticleListFilter } from '../features/content/components/ArticleListView';
import { ArticleView } from '../features/content/components/ArticleView';
import { ARTICLES } from '../features/content/i18n';
import { articlePathOf } from '../features/content/lib/article-path';
import { getT } from '../i18n/i18n';
import { ApiRequestError } from '../lib/api';
import { serverApi } from '../lib/api.server';
import { pageLinks, pageLinksMeta, type PageLinks } from '../lib/page-links';
import { seoMeta, type PageSeo } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** Read-only: a visitor gets server HTML and islands (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

type LoaderData =
  | {
      view: 'list';
      kind: ListedArticleKind;
      list: ArticleList;
      filter: ArticleListFilter;
      seo: PageSeo;
      pageLinks: PageLinks;
      feed: string | null;
    }
  | { view: 'article'; article: PublicArticleDto; seo: PageSeo };

const notFound = () => data(null, { status: 404 });
const FILTER_VALUE = /^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u;

/** `?category=`, `?tag=` and `?page=` of a list; anything malformed is no page of ours (404). */
function listQuery(url: URL): { filter: ArticleListFilter; page: number } | null {
  const category = url.searchParams.get('category') ?? undefined;
  const tag = url.searchParams.get('tag') ?? undefined;
  const rawPage = url.searchParams.get('page');
  const page = rawPage === null ? 1 : /^[1-9]\d{0,3}$/.test(rawPage) ? Number(rawPage) : NaN;
  if (!Number.isInteger(page) || (category !== undefined && !FILTER_VALUE.test(category)) || (tag !== undefined && !FILTER_VALUE.test(tag)))
    return null;
  return { filter: { ...(category ? { category } : {}), ...(tag ? { tag } : {}) }, page };
}

async function loadList(args: LoaderFunctionArgs, kind: ListedArticleKind, locale: Locale, url: URL): Promise<LoaderData> {
  const q = listQuery(url);
  if (!q) throw notFound();
  let list: ArticleList;
  try {
    list = await getArticles(serverApi(args.request, args.context, locale), { kind, language: locale, page: q.page, ...q.filter });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) throw notFound();
    throw error;
  }
  const pageCount = Math.max(1, Math.ceil(list.total / list.perPage));
  if (q.page > pageCount) throw notFound();
  const t = getT(locale, ARTICLES);
  const title = t(`articles.kinds.${kind}.title`);
  const filtered = !!(q.filter.category || q.filter.tag);
  const hasEnglish = ROUTES[ARTICLE_ROUTES[kind]].en !== null;
  const seo: PageSeo = {
    title: q.page > 1 ? t('articles.pageN', { title, page: q.page }) : t('articles.pageTitle', { title }),
    description: t(`articles.kinds.${kind}.seo`),
    locale,
    // Each page of the list is its own canonical (with its filter and number), as the ad lists do.
    alternates: filtered
      ? {
          pl: locale === 'pl' ? articleListHref(kind, 'pl', { ...q.filter, page: q.page }) : null,
          en: locale === 'en' ? articleListHref(kind, 'en', { ...q.filter, page: q.page }) : null,
        }
      : { pl: articleListHref(kind, 'pl', { page: q.page }), en: hasEnglish ? articleListHref(kind, 'en', { page: q.page }) : null },
    // A filtered list is a view of the same articles, and an empty list has nothing to find.
    index: !filtered && list.total > 0,
  };
  if (filtered && locale === 'en') seo.alternates.pl = seo.alternates.en;
  const feed = kind === 'blog' || kind === 'news' ? articleFeedHref(kind, locale) : null;
  return {
    view: 'list',
    kind,
    list,
    filter: q.filter,
    seo,
    pageLinks: pageLinks({ pathname: url.pathname, search: url.search, page: q.page, pageCount }),
    feed,
  };
}

async function loadArticle(args: LoaderFunctionArgs, kind: ListedArticleKind, locale: Locale, slug: string): Promise<LoaderData> {
  const article = await getArticle(serverApi(args.request, args.context, locale), kind, locale, slug);
  if (!article) throw notFound();
  const other = article.translations.find((tr) => tr.language !== locale);
  const alternates: Record<Locale, string | null> =
    locale === 'pl' ? { pl: article.href, en: other?.href ?? null } : { pl: other?.href ?? article.href, en: article.href };
  const seo: PageSeo = {
    title: getT(locale, ARTICLES)('articles.pageTitle', { title: article.title }),
    description: article.seoDescription,
    locale,
    alternates,
    // A staff preview of a draft is never for search engines.
    index: article.status === 'published',
  };
  return { view: 'article', article, seo };
}

/**
 * The blog, guides, stories and news (`/blog/`, `/poradniki/`, `/opowiadania-erotyczne/`, `/aktualnosci/` and the
 * English ones): the list at the root of each, an article at `/{list}/{slug}/`. Published articles only; staff also
 * see drafts and scheduled ones (the API decides, from the session), everyone else a 404.
 */
export async function loader(args: LoaderFunctionArgs): Promise<LoaderData> {
  const url = new URL(args.request.url);
  const path = articlePathOf(url.pathname);
  if (!path) throw notFound();
  return path.slug === null ? loadList(args, path.kind, path.locale, url) : loadArticle(args, path.kind, path.locale, path.slug);
}

export const meta = (args: MetaArgs): MetaDescriptor[] => {
  const feed = (args.data as LoaderData | undefined)?.view === 'list' ? (args.data as Extract<LoaderData, { view: 'list' }>).feed : null;
  const origin = (args.matches.find((m) => m?.id === 'root')?.data as { origin?: string } | undefined)?.origin ?? '';
  return [
    ...seoMeta(args),
    ...pageLinksMeta(args),
    ...(feed
      ? [{ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', href: origin ? new URL(feed, origin).toString() : feed }]
      : []),
  ];
};

export default function Articles() {
  const loaded = useLoaderData<typeof loader>();
  return loaded.view === 'list' ? (
    <ArticleListView kind={loaded.kind} list={loaded.list} filter={loaded.filter} />
  ) : (
    <ArticleView article={loaded.article} />
  );
}
