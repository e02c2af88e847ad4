import { href, type ForumCategoryDto, type ForumSearchResult, type ForumSnippetPart } from '@anonse/contracts/browser';
import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/use-translation';
import { useLocale } from '#web/lib/app-data';
import { FORUM } from '../i18n';
import styles from './Forum.module.css';

const Marked = ({ parts }: { parts: ForumSnippetPart[] }) => (
  <>{parts.map((p, i) => (p.hit ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}</>
);

export interface ForumSearchState {
  q: string;
  category: string;
  tag: string;
}

/** The forum's search: a plain GET form on /forum/ (works without JavaScript), and its results with the matches marked. */
export function ForumSearch({
  categories,
  state,
  result,
}: {
  categories: ForumCategoryDto[];
  state: ForumSearchState;
  result: ForumSearchResult | null;
}) {
  const { t } = useTranslation(FORUM);
  const locale = useLocale();
  return (
    <>
      <form method="get" action={href('forum', locale)} role="search" className={styles.search} data-testid="forum-search">
        <label>
          <span>{t('forum.search.label')}</span>
          <input type="search" name="q" defaultValue={state.q} maxLength={200} />
        </label>
        <label>
          <span>{t('forum.category')}</span>
          <select name="category" defaultValue={state.category}>
            <option value="">{t('forum.search.allCategories')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        {state.tag && <input type="hidden" name="tag" value={state.tag} />}
        <button type="submit" className={styles.submit}>
          {t('forum.search.submit')}
        </button>
      </form>
      {result && (
        <section aria-labelledby="forum-search-title" data-testid="forum-search-results">
          <h2 id="forum-search-title">{t('forum.search.results', { q: result.q })}</h2>
          {result.items.length === 0 ? (
            <p className={styles.empty}>{t('forum.search.none')}</p>
          ) : (
            <ol className={styles.list}>
              {result.items.map((hit) => (
                <li key={hit.topic.id} className={styles.hit} data-testid="forum-search-hit">
                  <h3>
                    <a href={`${href('forumTopic', locale, { slug: hit.topic.slug })}#post-${hit.postNumber}`}>
                      <Marked parts={hit.title} />
                    </a>
                  </h3>
                  <p className={styles.meta}>
                    <Link to={href('forumTopics', locale, { category: hit.topic.category.slug })}>{hit.topic.category.name}</Link>
                    {hit.topic.tags.map((tag) => (
                      <span key={tag}> #{tag}</span>
                    ))}
                  </p>
                  <p>
                    <Marked parts={hit.snippet} />
                  </p>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </>
  );
}
