import { countActiveFilters, href, parseSearchQuery, type SearchFilter } from '@anonse/contracts';
import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '../../../components/Icon';
import { useLocale, withTrailingSlash } from '../../../lib/app-data';
import { SearchFilterForm } from './SearchFilterForm';
import styles from './SearchDialog.module.css';

/** The current /search/ filter (empty elsewhere): it seeds the dialog and the badge. */
function useCurrentFilter(): SearchFilter {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  if (withTrailingSlash(pathname) !== href('search', locale)) return {};
  const parsed = parseSearchQuery(search);
  return parsed.success ? parsed.data : {};
}

/** Spec § 2/§ 4: filter button with a badge counting active filters; the dialog is created on first open. */
export function SearchDialog() {
  const { t } = useTranslation();
  const filter = useCurrentFilter();
  const count = countActiveFilters(filter);
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
              <SearchFilterForm initial={filter} variant="dialog" onDone={() => setOpen(false)} />
            </Dialog>
          </Modal>
        </ModalOverlay>
      )}
    </>
  );
}
