import { alternates, href } from '@anonse/contracts/browser';
import { data, isRouteErrorResponse, useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { ErrorView } from '../components/ErrorPage';
import { getForumTopic } from '../features/forum/api/get-forum';
import { TopicView } from '../features/forum/components/TopicView';
import { FORUM } from '../features/forum/i18n';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { useRootData } from '../lib/app-data';
import { localeOf } from '../lib/locale';
import { pageLinksMeta } from '../lib/page-links';
import { seoMeta, type PageSeo } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** Read-only: a visitor gets server HTML and islands (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/**
 * `/forum/temat/{slug}/` (English `/en/forum/topic/{slug}/`): a topic and 20 of its posts; `?after=n` the posts after
 * number n. A queued topic is its author's and staff's only (the API decides from the session), never indexed.
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const locale = localeOf(url.pathname);
  const rawAfter = url.searchParams.get('after');
  const after = rawAfter !== null && /^[1-9]\d{0,6}$/.test(rawAfter) ? Number(rawAfter) : null;
  if (rawAfter !== null && after === null) throw data(null, { status: 404 });
  const dto = await getForumTopic(serverApi(args.request, args.context, locale), args.params.slug ?? '', after);
  if (!dto) throw data(null, { status: 404 });
  const t = getT(locale, FORUM);
  const pathname = href('forumTopic', locale, { slug: dto.topic.slug });
  const nextHref = dto.next ? `${pathname}?after=${dto.next}` : null;
  const seo: PageSeo = {
    title: t('forum.pageTitle', { title: `${dto.topic.title} — ${dto.topic.category.name}` }),
    description: t('forum.categorySeo', { name: dto.topic.title }),
    locale,
    alternates: alternates('forumTopic', { pl: { slug: dto.topic.slug } }),
    index: dto.topic.status === 'published' && after === null,
  };
  return { dto, nextHref, paged: after !== null, seo, pageLinks: { prev: null, next: nextHref } };
}

export const meta = (args: Parameters<typeof seoMeta>[0]) => [...seoMeta(args), ...pageLinksMeta(args)];

export default function ForumTopicPage() {
  const { dto, nextHref, paged, seo } = useLoaderData<typeof loader>();
  const origin = useRootData()?.origin || 'http://localhost';
  const url = new URL(seo.alternates[seo.locale] ?? seo.alternates.pl ?? '/', origin).toString();
  return <TopicView dto={dto} url={url} nextHref={nextHref} paged={paged} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorView status={isRouteErrorResponse(error) ? error.status : 500} />;
}
