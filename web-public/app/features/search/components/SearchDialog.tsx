import type { SearchFilter } from '@anonse/contracts';
import { lazy, Suspense, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { Icon } from '../../../components/Icon';
import { SEARCH } from '../i18n';
import styles from './SearchDialog.module.css';

// The form (and the schema and town list it needs) loads when the dialog first opens, not with every page.
const SearchFilterForm = lazy(() => import('./SearchFilterForm').then((m) => ({ default: m.SearchFilterForm })));

/** The filter of the /search/ page (route ids `search.{locale}`) and its count of active filters, from its loader. */
function useCurrentFilter(): { filter: SearchFilter; count: number } {
  const data = useMatches().find((m) => m.id.startsWith('search.'))?.data as { filter?: SearchFilter; activeFilters?: number } | undefined;
  return { filter: data?.filter ?? {}, count: data?.activeFilters ?? 0 };
}

/** Spec § 2/§ 4: filter button with a badge counting active filters; the dialog is created on first open. */
export function SearchDialog() {
  const { t } = useTranslation(SEARCH);
  const { filter, count } = useCurrentFilter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className={styles.trigger} onPress={() => setOpen(true)} data-testid="filter-button" aria-label={t('filters.button')}>
        <Icon name="filter" />
        <span className={styles.label}>{t('filters.button')}</span>
        {count > 0 && (
          <span className={styles.badge} data-testid="filter-badge" aria-label={t('filters.badge', { count })}>
            {count}
          </span>
        )}
      </Button>
      {open && (
        <ModalOverlay className={styles.overlay} isOpen={open} onOpenChange={setOpen} isDismissable>
          <Modal className={styles.modal}>
            <Dialog className={styles.dialog} data-testid="search-dialog">
              <div className={styles.head}>
                <Heading slot="title" className={styles.title}>
                  {t('filters.dialogTitle')}
                </Heading>
                <Button slot="close" className={styles.close} aria-label={t('filters.close')}>
                  <Icon name="close" />
                </Button>
              </div>
              <Suspense fallback={null}>
                <SearchFilterForm initial={filter} variant="dialog" onDone={() => setOpen(false)} />
              </Suspense>
            </Dialog>
          </Modal>
        </ModalOverlay>
      )}
    </>
  );
}
