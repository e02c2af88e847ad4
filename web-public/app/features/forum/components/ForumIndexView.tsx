import { href, type ForumCategoryDto } from '@anonse/contracts/browser';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '#web/components/Breadcrumbs';
import { useTranslation } from '#web/i18n/use-translation';
import { useLocale } from '#web/lib/app-data';
import { formatDay } from '#web/lib/format-day';
import { FORUM } from '../i18n';
import styles from './Forum.module.css';

/** /forum/: the sections in their order, each with its topics, posts and latest topic. */
export function ForumIndexView({ categories, search }: { categories: ForumCategoryDto[]; search?: ReactNode }) {
  const { t } = useTranslation(FORUM);
  const locale = useLocale();
  return (
    <section className={styles.page} data-testid="forum">
      <Breadcrumbs items={[{ label: t('nav.home'), to: href('home', locale) }, { label: t('forum.title') }]} />
      <div className={styles.head}>
        <h1>{t('forum.title')}</h1>
        <Link to={href('forumNewTopic', locale)}>{t('forum.newTopic')}</Link>
      </div>
      <p className={styles.intro}>{t('forum.intro')}</p>
      {search}
      {categories.length === 0 ? (
        <p className={styles.empty}>{t('forum.emptyForum')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('forum.categories')}>
          {categories.map((c) => (
            <li key={c.id} className={styles.row}>
              <div>
                <h2>
                  <Link to={href('forumTopics', locale, { category: c.slug })}>{c.name}</Link>
                </h2>
                {c.description && <p className={styles.meta}>{c.description}</p>}
                <p className={styles.meta}>
                  {c.lastTopic && c.lastActivityAt ? (
                    <>
                      {t('forum.lastActivity')}:{' '}
                      <Link to={href('forumTopic', locale, { slug: c.lastTopic.slug })}>{c.lastTopic.title}</Link>,{' '}
                      <time dateTime={c.lastActivityAt}>{formatDay(c.lastActivityAt, locale)}</time>
                    </>
                  ) : (
                    t('forum.noActivity')
                  )}
                </p>
              </div>
              <dl className={styles.counts}>
                <div>
                  <dt>{t('forum.topics')}</dt>
                  <dd>{c.topicCount}</dd>
                </div>
                <div>
                  <dt>{t('forum.posts')}</dt>
                  <dd>{c.postCount}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
