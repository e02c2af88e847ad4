import { ForumPostDto } from '@anonse/contracts';
import { alternates, FORUM_LIMITS, forumPostHref, href, type ForumTopicDto, type Locale } from '@anonse/contracts/browser';
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
import { getForumPostSource, getForumTopic } from '../features/forum/api/get-forum';
import { previewOf, sendForumForm } from '../features/forum/api/forum-write.server';
import type { EditPostState } from '../features/forum/components/EditPostForm';
import type { ReplyFormState } from '../features/forum/components/ReplyForm';
import { TopicView } from '../features/forum/components/TopicView';
import { FollowButton } from '../features/forum-follows/components/FollowButton';
import { followAction, isFollowForm, type FollowActionState } from '../features/forum-follows/lib/follow-action.server';
import { followStateOf } from '../features/forum-follows/lib/follow-state.server';
import { FORUM } from '../features/forum/i18n';
import { firstErrors } from '../features/forum/lib/form-errors';
import { csrfFor, csrfOf, field } from '../features/forum/lib/forum-form.server';
import { quoteMarkdown } from '../features/forum/lib/quote';
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

const POST_NUMBER = /^[1-9]\d{0,6}$/;
const numberParam = (url: URL, name: string) => {
  const raw = url.searchParams.get(name) ?? '';
  return POST_NUMBER.test(raw) ? Number(raw) : null;
};
/** A page of the topic: the first, or the posts after number `after`. */
const pageOf = (path: string | null, after: number | null) => (path && after ? `${path}?after=${after}` : path);

/** The reply form's text for "Cytuj" (`?quote=n`): that post of this page as a quote naming its author, when readable. */
async function quoteFor(api: ApiFetch, dto: ForumTopicDto, number: number | null, locale: Locale): Promise<string | null> {
  const post = number === null ? undefined : dto.posts.find((p) => p.number === number && p.status === 'published' && !p.erased);
  const source = post ? await getForumPostSource(api, dto.topic.id, post.id) : null;
  if (!source) return null;
  const t = getT(locale, FORUM);
  const who = source.author.login ? `**@${source.author.login}**` : t('forum.deletedUser');
  return quoteMarkdown(source.body, t('forum.write.quoteOf', { who, n: source.number }));
}

/** The author's correction (`?edit=n`): their post of this page while its window is open (the API's `editableUntil`). */
async function editFor(api: ApiFetch, dto: ForumTopicDto, number: number | null): Promise<EditPostState | null> {
  const post = number === null ? undefined : dto.posts.find((p) => p.number === number && p.editableUntil);
  const source = post ? await getForumPostSource(api, dto.topic.id, post.id) : null;
  if (!post || !source) return null;
  const title = post.number === 1 ? dto.topic.title : null;
  return { postId: post.id, number: post.number, body: source.body, title, until: post.editableUntil, errors: {}, formError: null };
}

/**
 * `/forum/temat/{slug}/` (English `/en/forum/topic/{slug}/`): a topic and 20 of its posts; `?after=n` the posts after
 * number n. A queued topic is its author's and staff's only (the API decides from the session), never indexed.
 * Each page is its own canonical with rel=prev/next to its neighbours (posts keep their numbers, so a page holds
 * the same posts for good) and is indexed; any other parameter is a moment of one reader's and is not:
 * `?sent=queued|published` (a reply just sent), `?flagged=n`, `?edited=n`, `?deleted=n`, `?quote=n` (the reply
 * form holding that post as a quote) and `?edit=n` (the author's correction open in place of their post).
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const locale = localeOf(url.pathname);
  const rawAfter = url.searchParams.get('after');
  const after = rawAfter !== null && POST_NUMBER.test(rawAfter) ? Number(rawAfter) : null;
  if (rawAfter !== null && after === null) throw data(null, { status: 404 });
  const api = serverApi(args.request, args.context, locale);
  const dto = await getForumTopic(api, args.params.slug ?? '', after);
  if (!dto) throw data(null, { status: 404 });
  const pathname = href('forumTopic', locale, { slug: dto.topic.slug });
  // The address of a topic merged into this one: for good, so links and search engines move to it.
  if (dto.topic.slug !== args.params.slug) throw redirect(`${pathname}${url.search}`, 301);
  const t = getT(locale, FORUM);
  const nextHref = dto.next ? `${pathname}?after=${dto.next}` : null;
  const prevAfter = after === null ? null : Math.max(0, after - FORUM_LIMITS.postsPerPage);
  const prevHref = prevAfter === null ? null : pageOf(pathname, prevAfter);
  const paths = alternates('forumTopic', { pl: { slug: dto.topic.slug } });
  const seo: PageSeo = {
    title: t('forum.pageTitle', { title: `${dto.topic.title} — ${dto.topic.category.name}` }),
    description: t('forum.categorySeo', { name: dto.topic.title }),
    locale,
    alternates: { pl: pageOf(paths.pl, after) ?? pathname, en: pageOf(paths.en, after) },
    index: dto.topic.status === 'published' && [...url.searchParams.keys()].every((key) => key === 'after'),
  };
  const sent = url.searchParams.get('sent');
  const [quote, editing] = await Promise.all([
    quoteFor(api, dto, numberParam(url, 'quote'), locale),
    editFor(api, dto, numberParam(url, 'edit')),
  ]);
  return {
    dto,
    nextHref,
    prevHref,
    page: pageOf(pathname, after) ?? pathname,
    seo,
    pageLinks: { prev: prevHref, next: nextHref },
    csrf: csrfFor(args.request),
    sent: sent === 'queued' || sent === 'published' ? (sent as 'queued' | 'published') : null,
    flagged: numberParam(url, 'flagged'),
    done: numberParam(url, 'edited') ? ('edited' as const) : numberParam(url, 'deleted') ? ('deleted' as const) : null,
    quote,
    editing,
    // A queued topic cannot be followed yet: no button.
    follow: dto.topic.status === 'published' ? await followStateOf(args, locale, 'topic', dto.topic.id) : null,
  };
}

/** A post's address on its page with `query` added before `#post-n`. */
function postAddress(slug: string, number: number, locale: Locale, query: string): string {
  const [path, fragment] = forumPostHref(slug, number, locale).split('#');
  return `${path}${path!.includes('?') ? '&' : '?'}${query}#${fragment}`;
}

export interface FlagState {
  flagError: { postId: string; message: string };
}
export interface DeleteState {
  deleteError: { postId: string; message: string };
}
export interface EditAnswer {
  edit: EditPostState;
}
type Answer = ReplyFormState | FlagState | DeleteState | EditAnswer | FollowActionState;

/**
 * The page's forms (with or without JavaScript; a guest goes to sign in), by `intent`: a reply (none) lands on its
 * page, marked as waiting for a moderator when it does, and a refused one comes back with its text and the field's
 * message; `preview` answers the reply form as typed with the rendering under it; `flag` reports a post; `edit`
 * saves the author's correction; `delete` deletes their post (the opening one takes the topic: back to its section).
 */
export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const api = serverApi(args.request, args.context, locale);
  const dto = await getForumTopic(api, args.params.slug ?? '', null);
  if (!dto) throw data(null, { status: 404 });
  const form = await args.request.formData();
  const csrf = csrfOf(args.request, form);
  const t = getT(locale, FORUM);
  const intent = field(form, 'intent');
  if (intent === 'flag') return flag(api, dto.topic, form, csrf, locale);
  if (isFollowForm(form)) return followAction(args, form, locale, href('forumTopic', locale, { slug: dto.topic.slug }));
  if (intent === 'edit') return edit(api, dto, form, csrf, locale);
  if (intent === 'delete') return remove(api, dto, form, csrf, locale);
  const body = field(form, 'body');
  if (intent === 'preview') return data<ReplyFormState>({ body, error: null, preview: await previewOf(api, body, csrf) });
  const result = await sendForumForm<unknown>(api, `/api/forum/topics/${dto.topic.id}/posts`, { body }, csrf);
  if (result.ok) {
    const post = ForumPostDto.parse(result.answer);
    // The post's own address, told whether it waits: `…/?after=n&sent=queued#post-n`.
    return redirect(postAddress(dto.topic.slug, post.number, locale, `sent=${post.status === 'queued' ? 'queued' : 'published'}`));
  }
  const error = firstErrors(result.errors).body ?? (result.message || t('forum.form.failed'));
  return data<ReplyFormState>({ body, error }, { status: result.status || 400 });
}

const numberOf = (form: FormData) => (POST_NUMBER.test(field(form, 'number')) ? Number(field(form, 'number')) : 1);
const postPath = (topicId: string, postId: string) => `/api/forum/topics/${topicId}/posts/${encodeURIComponent(postId)}`;

/** A report from a post's "Zgłoś" form: back to the post, thanked (`?flagged=n`), or with the API's message under it. */
async function flag(api: ApiFetch, topic: { id: string; slug: string }, form: FormData, csrf: string, locale: Locale) {
  const postId = field(form, 'postId');
  const number = numberOf(form);
  const result = await sendForumForm<unknown>(
    api,
    `${postPath(topic.id, postId)}/flags`,
    { reason: field(form, 'reason'), note: field(form, 'note') },
    csrf,
  );
  if (result.ok) return redirect(postAddress(topic.slug, number, locale, `flagged=${number}`));
  const errors = firstErrors(result.errors);
  const message = errors.reason ?? errors.note ?? (result.message || getT(locale, FORUM)('forum.form.failed'));
  return data<FlagState>({ flagError: { postId, message } }, { status: result.status || 400 });
}

/** The author's correction: back to the post (`?edited=n`), or the form again with what was typed and the messages. */
async function edit(api: ApiFetch, dto: ForumTopicDto, form: FormData, csrf: string, locale: Locale) {
  const postId = field(form, 'postId');
  const number = numberOf(form);
  const title = form.has('title') ? field(form, 'title') : null;
  const body = field(form, 'body');
  const result = await sendForumForm<unknown>(
    api,
    postPath(dto.topic.id, postId),
    { body, ...(title !== null ? { title } : {}) },
    csrf,
    'PUT',
  );
  // The title may have changed the page's own title, never its address.
  if (result.ok) return redirect(postAddress(dto.topic.slug, number, locale, `edited=${number}`));
  const errors = firstErrors(result.errors);
  const formError = Object.keys(errors).length
    ? getT(locale, FORUM)('forum.form.fixErrors')
    : result.message || getT(locale, FORUM)('forum.form.failed');
  const until = dto.posts.find((p) => p.id === postId)?.editableUntil ?? null;
  return data<EditAnswer>({ edit: { postId, number, body, title, until, errors, formError } }, { status: result.status || 400 });
}

/** Deletes the author's post: a reply back to its page (`?deleted=n`), the opening post to the topic's section. */
async function remove(api: ApiFetch, dto: ForumTopicDto, form: FormData, csrf: string, locale: Locale) {
  const postId = field(form, 'postId');
  const number = numberOf(form);
  const result = await sendForumForm<unknown>(api, postPath(dto.topic.id, postId), {}, csrf, 'DELETE');
  if (!result.ok) {
    const message = result.message || getT(locale, FORUM)('forum.form.failed');
    return data<DeleteState>({ deleteError: { postId, message } }, { status: result.status || 400 });
  }
  if (number === 1) return redirect(href('forumTopics', locale, { category: dto.topic.category.slug }));
  return redirect(postAddress(dto.topic.slug, number, locale, `deleted=${number}`));
}

export const meta = (args: Parameters<typeof seoMeta>[0]) => [...seoMeta(args), ...pageLinksMeta(args)];

export default function ForumTopicPage() {
  const { dto, nextHref, prevHref, page, seo, csrf, sent, flagged, done, quote, editing, follow } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const reply = answer && 'body' in answer ? answer : undefined;
  const flagError = answer && 'flagError' in answer ? answer.flagError : null;
  const deleteError = answer && 'deleteError' in answer ? answer.deleteError : null;
  const edited = answer && 'edit' in answer ? answer.edit : editing;
  const root = useRootData();
  const origin = root?.origin || 'http://localhost';
  const url = new URL(href('forumTopic', seo.locale, { slug: dto.topic.slug }), origin).toString();
  return (
    <TopicView
      dto={dto}
      url={url}
      prevHref={prevHref}
      nextHref={nextHref}
      reply={{
        signedIn: Boolean(root?.user),
        csrf,
        state: reply ?? (quote ? { body: quote, error: null } : null),
        sent,
        viewerId: root?.user?.id ?? null,
        flagged,
        flagError,
        page,
        editing: edited,
        done,
        deleteError,
      }}
      follow={follow && <FollowButton follow={{ ...follow, error: answer && 'followError' in answer ? answer.followError : null }} />}
    />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorView status={isRouteErrorResponse(error) ? error.status : 500} />;
}
