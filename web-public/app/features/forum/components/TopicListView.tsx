import { href, type ForumTopicList } from '@anonse/contracts/browser';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '#web/components/Breadcrumbs';
import { useTranslation } from '#web/i18n/use-translation';
import { useLocale } from '#web/lib/app-data';
import { formatDay } from '#web/lib/format-day';
import { FORUM } from '../i18n';
import styles from './Forum.module.css';

/**
 * /forum/tematy/{category}/: its topics by latest activity; `nextHref` and `prevHref` the neighbouring keyset pages;
 * `follow` the follow button (features/forum-follows).
 */
export function TopicListView({
  list,
  nextHref,
  prevHref,
  follow,
}: {
  list: ForumTopicList;
  nextHref: string | null;
  prevHref: string | null;
  follow?: ReactNode;
}) {
  const { t } = useTranslation(FORUM);
  const locale = useLocale();
  const { category } = list;
  return (
    <section className={styles.page} data-testid="forum-topics">
      <Breadcrumbs
        items={[
          { label: t('nav.home'), to: href('home', locale) },
          { label: t('forum.title'), to: href('forum', locale) },
          { label: category.name },
        ]}
      />
      <div className={styles.head}>
        <h1>{category.name}</h1>
        <Link to={href('forumNewTopic', locale)}>{t('forum.newTopic')}</Link>
      </div>
      {category.description && <p className={styles.intro}>{category.description}</p>}
      {follow}
      {list.items.length === 0 ? (
        <p className={styles.empty}>{t('forum.emptyCategory')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('forum.topics')}>
          {list.items.map((topic) => (
            <li key={topic.id} className={styles.row}>
              <div>
                <h2>
                  {topic.pinned && <span className={styles.badge}>{t('forum.pinned')}</span>}
                  {topic.locked && <span className={styles.badge}>{t('forum.locked')}</span>}
                  <Link to={href('forumTopic', locale, { slug: topic.slug })}>{topic.title}</Link>
                </h2>
                <p className={styles.meta}>
                  {t('forum.startedBy', { login: topic.author.login ?? t('forum.deletedUser'), date: formatDay(topic.createdAt, locale) })}
                </p>
                {topic.tags.length > 0 && (
                  <ul className={styles.tags} aria-label={t('forum.tags')}>
                    {topic.tags.map((tag) => (
                      <li key={tag}>#{tag}</li>
                    ))}
                  </ul>
                )}
              </div>
              <dl className={styles.counts}>
                <div>
                  <dt>{t('forum.posts')}</dt>
                  <dd>{topic.postCount}</dd>
                </div>
                <div>
                  <dt>{t('forum.lastActivity')}</dt>
                  <dd>
                    <time dateTime={topic.lastActivityAt}>{formatDay(topic.lastActivityAt, locale)}</time>
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <nav className={styles.pager}>
        {prevHref ? (
          <Link to={prevHref} rel="prev">
            {t('forum.newestTopics')}
          </Link>
        ) : (
          <span />
        )}
        {nextHref && (
          <Link to={nextHref} rel="next">
            {t('forum.olderTopics')}
          </Link>
        )}
      </nav>
    </section>
  );
}
