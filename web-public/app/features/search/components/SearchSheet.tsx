import type { SearchFilter } from '@anonse/contracts/browser';
import { lazy, Suspense } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { Sheet } from '#web/components/Sheet';
import { SEARCH } from '../i18n';
import { searchStore } from '../lib/search-state';
import styles from './SearchDialog.module.css';

const SearchFilterForm = lazy(() => import('./SearchFilterForm').then((m) => ({ default: m.SearchFilterForm })));

/** The search dialog itself: a chunk of its own (the modal, the form, its schema), loaded when it is first wanted. */
export default function SearchSheet({ isOpen, initial }: { isOpen: boolean; initial: SearchFilter | null }) {
  const { t } = useTranslation(SEARCH);
  const loading = (
    <p className={styles.loading} role="status">
      {t('filters.loading')}
    </p>
  );
  const setOpen = (open: boolean) => searchStore.dispatch({ type: open ? 'dialogOpened' : 'dialogClosed' });
  return (
    <Sheet isOpen={isOpen} onOpenChange={setOpen} title={t('filters.dialogTitle')} closeLabel={t('filters.close')} testId="search-dialog">
      <Suspense fallback={loading}>
        {initial ? (
          <SearchFilterForm initial={initial} variant="dialog" onDone={() => searchStore.dispatch({ type: 'dialogSearched' })} />
        ) : (
          loading
        )}
      </Suspense>
    </Sheet>
  );
}
