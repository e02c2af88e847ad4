import {
  articleFeedHref,
  articleListHref,
  href,
  LISTED_ARTICLE_KINDS,
  ARTICLE_ROUTES,
  ROUTES,
  type ArticleList,
  type ListedArticleKind,
} from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { Breadcrumbs } from '#web/components/Breadcrumbs';
import { Pagination } from '#web/components/Pagination';
import { useLocale } from '#web/lib/app-data';
import { ARTICLES } from '../i18n';
import { ArticleCard } from './ArticleCard';
import styles from './Articles.module.css';

export interface ArticleListFilter {
  category?: string;
  tag?: string;
}

/** A list page of one kind: heading, active filter, the articles a page at a time, or a useful empty state. */
export function ArticleListView({ kind, list, filter }: { kind: ListedArticleKind; list: ArticleList; filter: ArticleListFilter }) {
  const { t } = useTranslation(ARTICLES);
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const title = t(`articles.kinds.${kind}.title`);
  const pageCount = Math.max(1, Math.ceil(list.total / list.perPage));
  const filtered = !!(filter.category || filter.tag);
  const others = LISTED_ARTICLE_KINDS.filter((k) => k !== kind && (locale === 'pl' || ROUTES[ARTICLE_ROUTES[k]].en));
  return (
    <div className={styles.page} data-testid="article-list" data-kind={kind}>
      <Breadcrumbs items={[{ label: t('nav.home'), to: href('home', locale) }, { label: title }]} />
      <div className={styles.head}>
        <h1>{title}</h1>
        {(kind === 'blog' || kind === 'news') && (
          <a href={articleFeedHref(kind, locale)} type="application/rss+xml">
            {t('articles.rss')}
          </a>
        )}
      </div>
      <p className={styles.intro}>{t(`articles.kinds.${kind}.intro`)}</p>
      {filtered && (
        <p className={styles.filter} data-testid="article-filter">
          <span>{filter.category ? t('articles.category', { category: filter.category }) : t('articles.tag', { tag: filter.tag })}</span>
          <Link to={articleListHref(kind, locale)}>{t('articles.clearFilter')}</Link>
        </p>
      )}
      {list.items.length ? (
        <>
          <ol className={styles.list}>
            {list.items.map((a) => (
              <ArticleCard key={a.id} article={a} />
            ))}
          </ol>
          <Pagination page={list.page} pageCount={pageCount} pathname={pathname} search={search} />
        </>
      ) : (
        <div className={styles.empty} data-testid="article-list-empty">
          <p>{filtered ? t('articles.emptyFiltered') : t('articles.empty')}</p>
          <p>{t('articles.emptyHint')}</p>
          <ul>
            {others.map((k) => (
              <li key={k}>
                <Link to={articleListHref(k, locale)}>{t(`articles.kinds.${k}.title`)}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
