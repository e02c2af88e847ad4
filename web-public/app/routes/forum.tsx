import { alternates } from '@anonse/contracts/browser';
import { isRouteErrorResponse, useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { ErrorView } from '../components/ErrorPage';
import { getForumCategories } from '../features/forum/api/get-forum';
import { ForumIndexView } from '../features/forum/components/ForumIndexView';
import { FORUM } from '../features/forum/i18n';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** Read-only: a visitor gets server HTML and islands (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/** `/forum/` and `/en/forum/`: the forum's sections with their counts and latest topic. */
export async function loader(args: LoaderFunctionArgs) {
  const locale = localeOf(new URL(args.request.url).pathname);
  const categories = await getForumCategories(serverApi(args.request, args.context, locale));
  const t = getT(locale, FORUM);
  const seo: PageSeo = {
    title: t('forum.pageTitle', { title: t('forum.title') }),
    description: t('forum.seo'),
    locale,
    alternates: alternates('forum'),
    index: categories.length > 0,
  };
  return { categories, seo };
}

export const meta = seoMeta;

export default function ForumPage() {
  const { categories } = useLoaderData<typeof loader>();
  return <ForumIndexView categories={categories} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorView status={isRouteErrorResponse(error) ? error.status : 500} />;
}
