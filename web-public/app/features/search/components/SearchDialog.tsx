import type { SearchFilter } from '@anonse/contracts';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { Icon } from '../../../components/Icon';
import { Sheet } from '../../../components/Sheet';
import { SEARCH } from '../i18n';
import { searchStore, useSearchState } from '../lib/search-state';
import styles from './SearchDialog.module.css';

// The form (and the schema and town list it needs) loads when the dialog first opens, not with every page.
const SearchFilterForm = lazy(() => import('./SearchFilterForm').then((m) => ({ default: m.SearchFilterForm })));
const loadDialogFilter = () => import('../lib/filter-form').then((m) => m.dialogFilter);

/**
 * The filter of the /search/ page (route ids `search.{locale}`) and its count of active filters, from its loader:
 * the badge counts the filters of the current search URL (spec § 4), elsewhere there is none.
 */
function useCurrentFilter(): { filter: SearchFilter; count: number } {
  const data = useMatches().find((m) => m.id.startsWith('search.'))?.data as { filter?: SearchFilter; activeFilters?: number } | undefined;
  return { filter: data?.filter ?? {}, count: data?.activeFilters ?? 0 };
}

/**
 * Spec § 2/§ 4: the filter button with a badge counting active filters, and the search dialog (created on first
 * open, then toggled). Pressing Search navigates to the search route with the dialog's filters and no province, city
 * or district, raises the search counter and closes the dialog.
 */
export function SearchDialog() {
  const { t } = useTranslation(SEARCH);
  const { filter, count } = useCurrentFilter();
  const { dialogOpen, searches } = useSearchState();
  // What the dialog starts from: the current search's dialog fields, taken when it opens.
  const [initial, setInitial] = useState<SearchFilter | null>(null);
  const open = () => {
    setInitial(null);
    void loadDialogFilter().then((pick) => setInitial(pick(filter)));
    searchStore.dispatch({ type: 'dialogOpened' });
  };
  const loading = (
    <p className={styles.loading} role="status">
      {t('filters.loading')}
    </p>
  );
  const setOpen = (isOpen: boolean) => searchStore.dispatch({ type: isOpen ? 'dialogOpened' : 'dialogClosed' });
  return (
    <>
      <Button
        className={styles.trigger}
        onPress={open}
        data-testid="filter-button"
        data-searches={searches}
        aria-label={count > 0 ? `${t('filters.button')}: ${t('filters.badge', { count })}` : t('filters.button')}
      >
        <Icon name="filter" />
        <span className={styles.label}>{t('filters.button')}</span>
        {count > 0 && (
          <span className={styles.badge} data-testid="filter-badge" aria-hidden="true">
            {count}
          </span>
        )}
      </Button>
      <Sheet isOpen={dialogOpen} onOpenChange={setOpen} title={t('filters.dialogTitle')} closeLabel={t('filters.close')} testId="search-dialog">
        <Suspense fallback={loading}>
          {initial ? <SearchFilterForm initial={initial} variant="dialog" onDone={() => searchStore.dispatch({ type: 'dialogSearched' })} /> : loading}
        </Suspense>
      </Sheet>
    </>
  );
}
