import { articleListHref, href, type ListedArticleKind, type PublicArticleDto } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { Link } from 'react-router';
import { ArticleHtml } from '#web/components/ArticleHtml';
import { Breadcrumbs } from '#web/components/Breadcrumbs';
import { JsonLd } from '#web/components/JsonLd';
import { useLocale, useRootData } from '#web/lib/app-data';
import { formatDay } from '#web/lib/format-day';
import { ARTICLES } from '../i18n';
import styles from './Articles.module.css';

/** schema.org BlogPosting for the blog, Article for the rest; absolute URLs from the root loader's origin. */
function articleJsonLd(article: PublicArticleDto, origin: string) {
  const abs = (path: string) => (origin ? new URL(path, origin).toString() : path);
  return {
    '@context': 'https://schema.org',
    '@type': article.kind === 'blog' ? 'BlogPosting' : 'Article',
    headline: article.title,
    description: article.seoDescription,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    inLanguage: article.language,
    mainEntityOfPage: abs(article.href),
    ...(article.cover ? { image: abs(article.cover.url) } : {}),
    ...(article.tags.length ? { keywords: article.tags.join(', ') } : {}),
    publisher: { '@type': 'Organization', name: 'anonse' },
  };
}

/** One article: title, date (Polish time, the reader's language), cover, the sanitised body and its tags. */
export function ArticleView({ article }: { article: PublicArticleDto }) {
  const { t } = useTranslation(ARTICLES);
  const locale = useLocale();
  const origin = useRootData()?.origin ?? '';
  const kind = article.kind as ListedArticleKind;
  return (
    <article className={styles.page} data-testid="article" data-status={article.status}>
      <Breadcrumbs
        items={[
          { label: t('nav.home'), to: href('home', locale) },
          { label: t(`articles.kinds.${kind}.title`), to: articleListHref(kind, locale) },
          { label: article.title },
        ]}
      />
      {article.status !== 'published' && (
        <p className={styles.preview} role="status">
          {t('articles.preview', { status: t(`articles.status.${article.status}`) })}
        </p>
      )}
      <h1 className={styles.title}>{article.title}</h1>
      <p className={styles.meta}>
        <time dateTime={article.publishedAt}>{t('articles.published', { date: formatDay(article.publishedAt, locale) })}</time>
        {article.category && (
          <>
            {' · '}
            <Link to={articleListHref(kind, locale, { category: article.category })}>{article.category}</Link>
          </>
        )}
      </p>
      {article.cover && (
        <img className={styles.cover} src={article.cover.url} width={article.cover.width} height={article.cover.height} alt="" />
      )}
      {article.lead && <p className={styles.articleLead}>{article.lead}</p>}
      <ArticleHtml html={article.html} />
      {article.tags.length > 0 && (
        <ul className={styles.tags} aria-label={t('articles.tags')}>
          {article.tags.map((tag) => (
            <li key={tag}>
              <Link to={articleListHref(kind, locale, { tag })}>#{tag}</Link>
            </li>
          ))}
        </ul>
      )}
      {article.status === 'published' && <JsonLd data={articleJsonLd(article, origin)} />}
    </article>
  );
}
