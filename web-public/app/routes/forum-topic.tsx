import { ForumPostDto } from '@anonse/contracts';
import { alternates, forumPostHref, href, type Locale } from '@anonse/contracts/browser';
import {
  data,
  isRouteErrorResponse,
  redirect,
  useActionData,
  useLoaderData,
  useRouteError,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { ErrorView } from '../components/ErrorPage';
import { getForumTopic } from '../features/forum/api/get-forum';
import { sendForumForm } from '../features/forum/api/forum-write.server';
import type { ReplyFormState } from '../features/forum/components/ReplyForm';
import { TopicView } from '../features/forum/components/TopicView';
import { FollowButton } from '../features/forum-follows/components/FollowButton';
import { followAction, isFollowForm, type FollowActionState } from '../features/forum-follows/lib/follow-action.server';
import { followStateOf } from '../features/forum-follows/lib/follow-state.server';
import { FORUM } from '../features/forum/i18n';
import { firstErrors } from '../features/forum/lib/form-errors';
import { csrfFor, csrfOf, field } from '../features/forum/lib/forum-form.server';
import { getT } from '../i18n/i18n';
import type { ApiFetch } from '../lib/api';
import { serverApi } from '../lib/api.server';
import { useRootData } from '../lib/app-data';
import { requireUser } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { pageLinksMeta } from '../lib/page-links';
import { seoMeta, type PageSeo } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** Read-only: a visitor gets server HTML and islands (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/**
 * `/forum/temat/{slug}/` (English `/en/forum/topic/{slug}/`): a topic and 20 of its posts; `?after=n` the posts after
 * number n. A queued topic is its author's and staff's only (the API decides from the session), never indexed.
 * `?sent=queued|published` is where a reply sent from the form lands (it says whether the reply waits for a moderator).
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const locale = localeOf(url.pathname);
  const rawAfter = url.searchParams.get('after');
  const after = rawAfter !== null && /^[1-9]\d{0,6}$/.test(rawAfter) ? Number(rawAfter) : null;
  if (rawAfter !== null && after === null) throw data(null, { status: 404 });
  const dto = await getForumTopic(serverApi(args.request, args.context, locale), args.params.slug ?? '', after);
  if (!dto) throw data(null, { status: 404 });
  const pathname = href('forumTopic', locale, { slug: dto.topic.slug });
  // The address of a topic merged into this one: for good, so links and search engines move to it.
  if (dto.topic.slug !== args.params.slug) throw redirect(`${pathname}${url.search}`, 301);
  const t = getT(locale, FORUM);
  const nextHref = dto.next ? `${pathname}?after=${dto.next}` : null;
  const seo: PageSeo = {
    title: t('forum.pageTitle', { title: `${dto.topic.title} — ${dto.topic.category.name}` }),
    description: t('forum.categorySeo', { name: dto.topic.title }),
    locale,
    alternates: alternates('forumTopic', { pl: { slug: dto.topic.slug } }),
    index: dto.topic.status === 'published' && after === null && !url.searchParams.has('sent') && !url.searchParams.has('flagged'),
  };
  const sent = url.searchParams.get('sent');
  return {
    dto,
    nextHref,
    paged: after !== null,
    seo,
    pageLinks: { prev: null, next: nextHref },
    csrf: csrfFor(args.request),
    sent: sent === 'queued' || sent === 'published' ? (sent as 'queued' | 'published') : null,
    flagged: /^[1-9]\d{0,6}$/.test(url.searchParams.get('flagged') ?? '') ? Number(url.searchParams.get('flagged')) : null,
    // A queued topic cannot be followed yet: no button.
    follow: dto.topic.status === 'published' ? await followStateOf(args, locale, 'topic', dto.topic.id) : null,
  };
}

/** A post's address on its page with `query` added before `#post-n`. */
function postAddress(slug: string, number: number, locale: Locale, query: string): string {
  const [path, fragment] = forumPostHref(slug, number, locale).split('#');
  return `${path}${path!.includes('?') ? '&' : '?'}${query}#${fragment}`;
}

/**
 * The reply form's POST (with or without JavaScript; a guest goes to sign in): the reply lands on its page, marked
 * as waiting for a moderator when it does; a refused one comes back with its text and the field's message.
 */
export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const api = serverApi(args.request, args.context, locale);
  const dto = await getForumTopic(api, args.params.slug ?? '', null);
  if (!dto) throw data(null, { status: 404 });
  const form = await args.request.formData();
  if (field(form, 'intent') === 'flag') return flag(api, dto.topic, form, csrfOf(args.request, form), locale);
  if (isFollowForm(form)) return followAction(args, form, locale, href('forumTopic', locale, { slug: dto.topic.slug }));
  const body = field(form, 'body');
  const result = await sendForumForm<unknown>(api, `/api/forum/topics/${dto.topic.id}/posts`, { body }, csrfOf(args.request, form));
  if (result.ok) {
    const post = ForumPostDto.parse(result.answer);
    // The post's own address, told whether it waits: `…/?after=n&sent=queued#post-n`.
    return redirect(postAddress(dto.topic.slug, post.number, locale, `sent=${post.status === 'queued' ? 'queued' : 'published'}`));
  }
  const error = firstErrors(result.errors).body ?? (result.message || getT(locale, FORUM)('forum.form.failed'));
  return data<ReplyFormState>({ body, error }, { status: result.status || 400 });
}

export interface FlagState {
  flagError: { postId: string; message: string };
}

/** A report from a post's "Zgłoś" form: back to the post, thanked (`?flagged=n`), or with the API's message under it. */
async function flag(api: ApiFetch, topic: { id: string; slug: string }, form: FormData, csrf: string, locale: Locale) {
  const postId = field(form, 'postId');
  const number = /^[1-9]\d{0,6}$/.test(field(form, 'number')) ? Number(field(form, 'number')) : 1;
  const result = await sendForumForm<unknown>(
    api,
    `/api/forum/topics/${topic.id}/posts/${encodeURIComponent(postId)}/flags`,
    { reason: field(form, 'reason'), note: field(form, 'note') },
    csrf,
  );
  if (result.ok) return redirect(postAddress(topic.slug, number, locale, `flagged=${number}`));
  const errors = firstErrors(result.errors);
  const message = errors.reason ?? errors.note ?? (result.message || getT(locale, FORUM)('forum.form.failed'));
  return data<FlagState>({ flagError: { postId, message } }, { status: result.status || 400 });
}

export const meta = (args: Parameters<typeof seoMeta>[0]) => [...seoMeta(args), ...pageLinksMeta(args)];

export default function ForumTopicPage() {
  const { dto, nextHref, paged, seo, csrf, sent, flagged, follow } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ReplyFormState | FlagState | FollowActionState | undefined;
  const reply = answer && 'body' in answer ? answer : undefined;
  const flagError = answer && 'flagError' in answer ? answer.flagError : null;
  const root = useRootData();
  const origin = root?.origin || 'http://localhost';
  const url = new URL(seo.alternates[seo.locale] ?? seo.alternates.pl ?? '/', origin).toString();
  return (
    <TopicView
      dto={dto}
      url={url}
      nextHref={nextHref}
      paged={paged}
      reply={{ signedIn: Boolean(root?.user), csrf, state: reply ?? null, sent, viewerId: root?.user?.id ?? null, flagged, flagError }}
      follow={follow && <FollowButton follow={{ ...follow, error: answer && 'followError' in answer ? answer.followError : null }} />}
    />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorView status={isRouteErrorResponse(error) ? error.status : 500} />;
}
