import { articleListHref, type ArticleSummary, type ListedArticleKind } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { Link } from 'react-router';
import { formatDay } from '#web/lib/format-day';
import { ARTICLES } from '../i18n';
import styles from './Articles.module.css';

/** One article in a list: cover, title, date, lead and its category. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation(ARTICLES);
  const kind = article.kind as ListedArticleKind;
  return (
    <li className={styles.card} data-testid="article-card">
      {article.cover && (
        <Link to={article.href} tabIndex={-1} aria-hidden="true">
          <img src={article.cover.url} width={article.cover.width} height={article.cover.height} alt="" loading="lazy" />
        </Link>
      )}
      <div>
        <h2>
          <Link to={article.href}>{article.title}</Link>
        </h2>
        <p className={styles.meta}>
          <time dateTime={article.publishedAt}>{formatDay(article.publishedAt, article.language)}</time>
          {article.category && (
            <>
              {' · '}
              <Link to={articleListHref(kind, article.language, { category: article.category })}>{article.category}</Link>
            </>
          )}
        </p>
        {article.lead && <p className={styles.lead}>{article.lead}</p>}
        <Link to={article.href} aria-label={`${t('articles.readMore')}: ${article.title}`}>
          {t('articles.readMore')} →
        </Link>
      </div>
    </li>
  );
}
