import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './Pagination.module.css';

/** Page links `?page=n` (page 1 has no parameter, so it keeps the canonical URL). */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const q = params.toString();
  return q ? `${pathname}?${q}` : pathname;
}

/** Which page numbers to show: first, last, and a window around the current one (0 = gap). */
export function pageWindow(page: number, pageCount: number): number[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: number[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(0);
    out.push(p);
  });
  return out;
}

export function Pagination({ page, pageCount, pathname, search }: { page: number; pageCount: number; pathname: string; search: string }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={t('pagination.label')} data-testid="pagination">
      {page > 1 ? (
        <Link to={pageHref(pathname, search, page - 1)} className={styles.step} rel="prev">
          ← {t('pagination.prev')}
        </Link>
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
              <Link
                to={pageHref(pathname, search, p)}
                className={p === page ? styles.current : styles.page}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: p, count: pageCount })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link to={pageHref(pathname, search, page + 1)} className={styles.step} rel="next">
          {t('pagination.next')} →
        </Link>
      ) : (
        <span className={styles.stepDisabled}>{t('pagination.next')} →</span>
      )}
    </nav>
  );
}
