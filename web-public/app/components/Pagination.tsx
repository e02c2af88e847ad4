import { useTranslation } from '#web/i18n/use-translation';
import { PageLink } from '#web/components/PageLink';
import { pageHref, pageLinks, pageWindow } from '../lib/page-links';
import styles from './Pagination.module.css';

/**
 * Real links for every page (they work without JavaScript and for crawlers); "next" carries the keyset cursor of
 * the page after this one when the list gave one (`nextCursor`).
 */
export function Pagination({
  page,
  pageCount,
  pathname,
  search,
  nextCursor,
}: {
  page: number;
  pageCount: number;
  pathname: string;
  search: string;
  nextCursor?: string | null;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const { prev, next } = pageLinks({ pathname, search, page, pageCount, nextCursor });
  return (
    <nav className={styles.nav} aria-label={t('pagination.label')} data-testid="pagination">
      {prev ? (
        <PageLink to={prev} className={styles.step} rel="prev" data-testid="pagination-prev">
          ← {t('pagination.prev')}
        </PageLink>
      ) : (
        <span className={styles.stepDisabled}>← {t('pagination.prev')}</span>
      )}
      <ol className={styles.pages}>
        {pageWindow(page, pageCount).map((p, i) =>
          p === 0 ? (
            <li key={`gap${i}`} className={styles.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              <PageLink
                to={pageHref(pathname, search, p)}
                className={p === page ? styles.current : styles.page}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: p, count: pageCount })}
              >
                {p}
              </PageLink>
            </li>
          ),
        )}
      </ol>
      {next ? (
        <PageLink to={next} className={styles.step} rel="next" data-testid="pagination-next">
          {t('pagination.next')} →
        </PageLink>
      ) : (
        <span className={styles.stepDisabled}>{t('pagination.next')} →</span>
      )}
    </nav>
  );
}
