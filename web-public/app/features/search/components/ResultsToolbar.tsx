import { DEFAULT_SEARCH_SORT, type SearchSort } from '@anonse/contracts/browser';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { island } from '#web/islands/island';
import { usePathname } from '#web/lib/app-data';
import { SEARCH } from '../i18n';
import { SORT_OPTIONS, carriedParams, resultsHref } from '../lib/results-url';
import styles from './ResultsToolbar.module.css';

interface Props {
  sort?: SearchSort;
  availableNow?: boolean;
  /** The phone-only filters button (FiltersSheet), first in the bar. */
  filters?: ReactNode;
  /** The list's query when the page corrected the URL's (default: the URL's). */
  search?: string;
}

/**
 * Above a result list: the order (`?sort=…`) and "available now" (`available_now=1`). A plain GET form that keeps
 * every other parameter of the URL, so it works without JavaScript (with the Apply button only then shown); with
 * JavaScript a change navigates at once. A new order starts again at page 1.
 */
export function ResultsToolbar({ sort, availableNow = false, filters, search: listQuery }: Props) {
  const pathname = usePathname();
  const location = useLocation();
  const search = listQuery ?? location.search;
  return (
    <div className={styles.toolbar} data-testid="results-toolbar">
      {filters}
      {/* Keyed by the query, so the fields show the loaded list's order after every navigation. */}
      <ResultsOrderIsland key={search} sort={sort ?? null} availableNow={availableNow} pathname={pathname} search={search} />
    </div>
  );
}

interface OrderProps {
  sort: SearchSort | null;
  availableNow: boolean;
  pathname: string;
  search: string;
}

/** The order and "available now" form; with JavaScript a change navigates at once. */
export function ResultsOrder({ sort, availableNow, pathname, search }: OrderProps) {
  const { t } = useTranslation(SEARCH);
  const navigate = useNavigate();
  return (
    <form method="get" action={pathname} className={styles.form} aria-label={t('results.toolbar')}>
      {carriedParams(search).map(([key, value], i) => (
        <input key={`${key}${i}`} type="hidden" name={key} value={value} />
      ))}
      <label className={styles.sort}>
        <span>{t('results.sort')}</span>
        <select
          name="sort"
          defaultValue={sort && sort !== DEFAULT_SEARCH_SORT ? sort : ''}
          onChange={(e) => void navigate(resultsHref(pathname, search, { sort: (e.target.value || null) as SearchSort | null }))}
          data-testid="sort-select"
        >
          {SORT_OPTIONS.map((s) => (
            <option key={s} value={s === DEFAULT_SEARCH_SORT ? '' : s}>
              {t(`results.sorts.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.switchRow} title={t('results.availableNowHint')}>
        <input
          type="checkbox"
          role="switch"
          name="available_now"
          value="1"
          className={styles.switch}
          defaultChecked={availableNow}
          onChange={(e) => void navigate(resultsHref(pathname, search, { availableNow: e.target.checked }))}
          data-testid="available-now"
        />
        <span>{t('results.availableNow')}</span>
      </label>
      <noscript>
        <button type="submit" className={styles.apply}>
          {t('results.apply')}
        </button>
      </noscript>
    </form>
  );
}

const ResultsOrderIsland = island('results-order', ResultsOrder);
