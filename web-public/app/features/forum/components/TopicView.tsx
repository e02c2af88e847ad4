import { href, type ForumTopicDto } from '@anonse/contracts/browser';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArticleHtml } from '#web/components/ArticleHtml';
import { Breadcrumbs } from '#web/components/Breadcrumbs';
import { JsonLd } from '#web/components/JsonLd';
import { useTranslation } from '#web/i18n/use-translation';
import { useLocale } from '#web/lib/app-data';
import { formatDay } from '#web/lib/format-day';
import { FORUM } from '../i18n';
import { topicJsonLd } from '../lib/forum-json-ld';
import { DeletePostForm, EditPostForm, type EditPostState } from './EditPostForm';
import { FlagForm } from './FlagForm';
import { ReplyForm, type ReplyFormState } from './ReplyForm';
import styles from './Forum.module.css';

export interface ReplyProps {
  signedIn: boolean;
  csrf: string;
  state: ReplyFormState | null;
  /** A reply just sent from the form: whether it waits for a moderator. */
  sent: 'queued' | 'published' | null;
  /** Who reads (null: a guest): they may report others' posts. */
  viewerId: string | null;
  /** A report just sent (`?flagged=n`), or the API's refusal of one (that post's form opens with it). */
  flagged: number | null;
  flagError: { postId: string; message: string } | null;
  /** This page's address (`?after=n` past the first): the quote, edit and cancel links stay on it. */
  page: string;
  /** The author's correction open in place of their post (`?edit=n`, or the action's refusal of it). */
  editing: EditPostState | null;
  /** A correction just saved (`?edited=n`) or a post just deleted (`?deleted=n`). */
  done: 'edited' | 'deleted' | null;
  deleteError: { postId: string; message: string } | null;
}

/** `page` with `query` added (before any fragment). */
const withParam = (page: string, query: string) => `${page}${page.includes('?') ? '&' : '?'}${query}`;

/** /forum/temat/{slug}/: the topic and a page of its posts, each linkable as #post-n, and the reply form. */
export function TopicView({
  dto,
  url,
  prevHref,
  nextHref,
  reply,
  follow,
}: {
  dto: ForumTopicDto;
  url: string;
  prevHref: string | null;
  nextHref: string | null;
  reply: ReplyProps;
  /** The follow button (features/forum-follows), under the title. */
  follow?: ReactNode;
}) {
  const { t } = useTranslation(FORUM);
  const locale = useLocale();
  const { topic, posts } = dto;
  const topicHref = href('forumTopic', locale, { slug: topic.slug });
  return (
    <article className={styles.page} data-testid="forum-topic" data-status={topic.status}>
      <Breadcrumbs
        items={[
          { label: t('nav.home'), to: href('home', locale) },
          { label: t('forum.title'), to: href('forum', locale) },
          { label: topic.category.name, to: href('forumTopics', locale, { category: topic.category.slug }) },
          { label: topic.title },
        ]}
      />
      <h1>{topic.title}</h1>
      {follow}
      {topic.status !== 'published' && (
        <p className={styles.notice} role="status">
          {t('forum.queuedTopic')}
        </p>
      )}
      {topic.locked && (
        <p className={styles.notice} role="status" data-testid="forum-topic-locked">
          {t('forum.lockedTopic')}
        </p>
      )}
      {reply.sent && (
        <p className={styles.notice} role="status" data-testid="forum-reply-sent" data-sent={reply.sent}>
          {reply.sent === 'queued' ? t('forum.form.replyQueued') : t('forum.form.replyPublished')}
        </p>
      )}
      {reply.done && (
        <p className={styles.notice} role="status" data-testid="forum-write-done">
          {reply.done === 'edited' ? t('forum.write.edited') : t('forum.write.deleted')}
        </p>
      )}
      {reply.flagged && (
        <p className={styles.notice} role="status" data-testid="forum-flag-sent">
          {t('forum.flag.sent')}
        </p>
      )}
      {topic.tags.length > 0 && (
        <ul className={styles.tags} aria-label={t('forum.tags')}>
          {topic.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
      <ol className={styles.posts}>
        {posts.map((post) => (
          <li key={post.id} id={`post-${post.number}`} className={styles.post} data-status={post.status}>
            <header>
              <span>
                <strong>{post.author.login ?? t('forum.deletedUser')}</strong>,{' '}
                <time dateTime={post.createdAt}>{formatDay(post.createdAt, locale)}</time>
                {post.editedAt && <> · {t('forum.edited', { date: formatDay(post.editedAt, locale) })}</>}
                {post.status === 'queued' && <> · {t('forum.queuedPost')}</>}
                {post.hidden && <> · {t('forum.hiddenPost')}</>}
              </span>
              <a href={`#post-${post.number}`}>{t('forum.postNumber', { n: post.number })}</a>
            </header>
            {post.erased ? (
              <p className={styles.notice}>{t('forum.erasedPost')}</p>
            ) : reply.editing?.postId === post.id ? (
              <EditPostForm action={reply.page} cancel={`${reply.page}#post-${post.number}`} csrf={reply.csrf} state={reply.editing} />
            ) : (
              <ArticleHtml html={post.html} />
            )}
            {reply.viewerId && !post.erased && reply.editing?.postId !== post.id && (
              <div className={styles.actions}>
                {!topic.locked && post.status === 'published' && !post.hidden && (
                  <a href={`${withParam(reply.page, `quote=${post.number}`)}#reply`} rel="nofollow" data-testid="forum-quote">
                    {t('forum.write.quote')}
                  </a>
                )}
                {post.editableUntil && (
                  <a
                    href={`${withParam(reply.page, `edit=${post.number}`)}#post-${post.number}`}
                    rel="nofollow"
                    data-testid="forum-edit-link"
                  >
                    {t('forum.write.edit')}
                  </a>
                )}
                {reply.viewerId === post.author.id && (
                  <DeletePostForm
                    action={reply.page}
                    csrf={reply.csrf}
                    postId={post.id}
                    number={post.number}
                    error={reply.deleteError?.postId === post.id ? reply.deleteError.message : null}
                  />
                )}
                {reply.viewerId !== post.author.id && post.status === 'published' && !post.hidden && (
                  <FlagForm
                    action={topicHref}
                    csrf={reply.csrf}
                    postId={post.id}
                    number={post.number}
                    error={reply.flagError?.postId === post.id ? reply.flagError.message : null}
                  />
                )}
              </div>
            )}
          </li>
        ))}
      </ol>
      <nav className={styles.pager}>
        {prevHref ? (
          <Link to={prevHref} rel="prev">
            {t('forum.earlierPosts')}
          </Link>
        ) : (
          <span />
        )}
        {nextHref && (
          <Link to={nextHref} rel="next">
            {t('forum.morePosts')}
          </Link>
        )}
      </nav>
      {!topic.locked && <ReplyForm signedIn={reply.signedIn} action={reply.page} csrf={reply.csrf} state={reply.state} />}
      {topic.status === 'published' && <JsonLd data={topicJsonLd(dto, url, t('forum.deletedUser'), new URL(reply.page, url).toString())} />}
    </article>
  );
}
