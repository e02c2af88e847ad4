import { alternates } from '@anonse/contracts/browser';
import { isRouteErrorResponse, useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { ErrorView } from '../components/ErrorPage';
import { getForumCategories, searchForumTopics } from '../features/forum/api/get-forum';
import { ForumIndexView } from '../features/forum/components/ForumIndexView';
import { ForumSearch } from '../features/forum/components/ForumSearch';
import { FORUM } from '../features/forum/i18n';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** Read-only: a visitor gets server HTML and islands (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/**
 * `/forum/` and `/en/forum/`: the forum's sections with their counts and latest topic, and its search: `?q=` (with
 * `category=`, `tag=`) shows the matching topics above the sections, never indexed.
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const locale = localeOf(url.pathname);
  const api = serverApi(args.request, args.context, locale);
  const state = {
    q: (url.searchParams.get('q') ?? '').trim(),
    category: url.searchParams.get('category') ?? '',
    tag: url.searchParams.get('tag') ?? '',
  };
  const [categories, result] = await Promise.all([getForumCategories(api), state.q ? searchForumTopics(api, state) : null]);
  const t = getT(locale, FORUM);
  const seo: PageSeo = {
    title: t('forum.pageTitle', { title: result ? `${t('forum.search.seo')}: ${state.q}` : t('forum.title') }),
    description: t('forum.seo'),
    locale,
    alternates: alternates('forum'),
    index: categories.length > 0 && !url.search,
  };
  return { categories, seo, state, result };
}

export const meta = seoMeta;

export default function ForumPage() {
  const { categories, state, result } = useLoaderData<typeof loader>();
  return <ForumIndexView categories={categories} search={<ForumSearch categories={categories} state={state} result={result} />} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorView status={isRouteErrorResponse(error) ? error.status : 500} />;
}
