import type { SearchFilter } from '@anonse/contracts/browser';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { useMatches } from 'react-router';
import { Icon } from '#web/components/Icon';
import { SEARCH } from '../i18n';
import { searchStore, useSearchState } from '../lib/search-state';
import styles from './SearchDialog.module.css';
import { island } from '#web/islands/island';

// The dialog (its modal, the form, the schema and town list they need) loads when it is first wanted, not with every page.
const loadSheet = () => import('./SearchSheet');
const SearchSheet = lazy(loadSheet);
const loadDialogFilter = () => import('../lib/filter-form').then((m) => m.dialogFilter);

/**
 * The filter of the /search/ page (route ids `search.{locale}`) and its count of active filters, from its loader:
 * the badge counts the filters of the current search URL (docs/product.md § 4), elsewhere there is none.
 */
export function useCurrentFilter(): { filter: SearchFilter; count: number } {
  const data = useMatches().find((m) => m.id.startsWith('search.'))?.data as { filter?: SearchFilter; activeFilters?: number } | undefined;
  return { filter: data?.filter ?? {}, count: data?.activeFilters ?? 0 };
}

/**
 * `filter` and `count`: the current search's (`useCurrentFilter`, read by the header, which the server renders, so an
 * island gets them as props).
 *
 * docs/product.md § 2/§ 4: the filter button with a badge counting active filters, and the search dialog (created on first
 * open, then toggled). Pressing Search navigates to the search route with the dialog's filters and no province, city
 * or district, raises the search counter and closes the dialog.
 */
export function SearchDialog({ filter, count }: { filter: SearchFilter; count: number }) {
  const { t } = useTranslation(SEARCH);
  const { dialogOpen, searches } = useSearchState();
  // What the dialog starts from: the current search's dialog fields, taken when it opens.
  const [initial, setInitial] = useState<SearchFilter | null>(null);
  const [wanted, setWanted] = useState(false);
  if (dialogOpen && !wanted) setWanted(true);
  const open = () => {
    setInitial(null);
    void loadDialogFilter().then((pick) => setInitial(pick(filter)));
    searchStore.dispatch({ type: 'dialogOpened' });
  };
  // A pointer over the button or focus on it: the click is likely next, so the dialog's code is fetched now.
  const warm = () => void loadSheet();
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={open}
        onPointerEnter={warm}
        onFocus={warm}
        data-testid="filter-button"
        data-searches={searches}
        aria-haspopup="dialog"
        aria-label={count > 0 ? `${t('filters.button')}: ${t('filters.badge', { count })}` : t('filters.button')}
      >
        <Icon name="filter" />
        <span className={styles.label}>{t('filters.button')}</span>
        {count > 0 && (
          <span className={styles.badge} data-testid="filter-badge" aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchSheet isOpen={dialogOpen} initial={initial} />
        </Suspense>
      ) : null}
    </>
  );
}

export const SearchDialogIsland = island('search-dialog', SearchDialog);
