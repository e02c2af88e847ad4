import { alternates, href } from '@anonse/contracts/browser';
import {
  data,
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  useRouteError,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { ErrorView } from '../components/ErrorPage';
import { getForumTopics } from '../features/forum/api/get-forum';
import { field } from '../features/forum/lib/forum-form.server';
import { TopicListView } from '../features/forum/components/TopicListView';
import { FollowButton } from '../features/forum-follows/components/FollowButton';
import { followAction, type FollowActionState } from '../features/forum-follows/lib/follow-action.server';
import { followStateOf } from '../features/forum-follows/lib/follow-state.server';
import { FORUM } from '../features/forum/i18n';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { localeOf } from '../lib/locale';
import { pageLinksMeta } from '../lib/page-links';
import { seoMeta, type PageSeo } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** Read-only: a visitor gets server HTML and islands (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/**
 * `/forum/tematy/{category}/` (English `/en/forum/topics/{category}/`): a section's topics by latest activity, 20 a
 * page; older pages follow by keyset (`?after=`) and the way back too (`?before=`). Each page names itself as its
 * canonical and its neighbours as rel=prev/next; only the first is indexed (a cursor page's topics shift with activity).
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const locale = localeOf(url.pathname);
  const slug = args.params.category ?? '';
  const after = url.searchParams.get('after');
  const before = after ? null : url.searchParams.get('before');
  const cursor: Record<string, string> = after ? { after } : before ? { before } : {};
  const list = await getForumTopics(serverApi(args.request, args.context, locale), slug, cursor);
  if (!list) throw data(null, { status: 404 });
  const t = getT(locale, FORUM);
  const pathname = href('forumTopics', locale, { category: list.category.slug });
  const query = new URLSearchParams(cursor).toString();
  const withCursor = (path: string | null) => (path && query ? `${path}?${query}` : path);
  const nextHref = list.next ? `${pathname}?${new URLSearchParams({ after: list.next })}` : null;
  const prevHref = list.prev === null ? null : list.prev === '' ? pathname : `${pathname}?${new URLSearchParams({ before: list.prev })}`;
  const paths = alternates('forumTopics', { pl: { category: list.category.slug } });
  const seo: PageSeo = {
    title: t('forum.pageTitle', { title: `${list.category.name} — ${t('forum.title')}` }),
    description: list.category.description || t('forum.categorySeo', { name: list.category.name }),
    locale,
    // Each page is its own canonical (with its cursor); the pages in both languages hold the same topics.
    alternates: { pl: withCursor(paths.pl) ?? pathname, en: withCursor(paths.en) },
    // Keyset pages are reached through the first one; only it is the category's page to find.
    index: !after && !before && list.items.length > 0,
  };
  const follow = await followStateOf(args, locale, 'category', list.category.id);
  return { list, nextHref, prevHref, seo, pageLinks: { prev: prevHref, next: nextHref }, follow };
}

/** The follow button's POST (without JavaScript too): back to the category's first page, or the API's message. */
export async function action(args: ActionFunctionArgs) {
  const locale = localeOf(new URL(args.request.url).pathname);
  const form = await args.request.formData();
  if (field(form, 'kind') !== 'category') throw data(null, { status: 400 });
  const list = await getForumTopics(serverApi(args.request, args.context, locale), args.params.category ?? '', {});
  if (!list) throw data(null, { status: 404 });
  return followAction(args, form, locale, href('forumTopics', locale, { category: list.category.slug }));
}

export const meta = (args: Parameters<typeof seoMeta>[0]) => [...seoMeta(args), ...pageLinksMeta(args)];

export default function ForumTopicsPage() {
  const { list, nextHref, prevHref, follow } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as FollowActionState | undefined;
  return (
    <TopicListView
      list={list}
      nextHref={nextHref}
      prevHref={prevHref}
      follow={<FollowButton follow={{ ...follow, error: answer?.followError ?? null }} />}
    />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorView status={isRouteErrorResponse(error) ? error.status : 500} />;
}
