import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { useLocation } from 'react-router';
import type { SearchFilter } from '@anonse/contracts/browser';
import { FacetList, type FacetLink } from '#web/components/FacetList';
import { Icon } from '#web/components/Icon';
import { island } from '#web/islands/island';
import { Sheet } from '#web/components/Sheet';
import { SEARCH } from '../i18n';
import styles from './FiltersSheet.module.css';

// Only the search page's sheet has the form: the list pages' sheet (facets only) does not carry its code.
const SearchFilterForm = lazy(() => import('./SearchFilterForm').then((m) => ({ default: m.SearchFilterForm })));

interface Props {
  /** The sheet's title and the button's text. */
  title: string;
  /** Active filters, shown on the button. */
  count?: number;
  /** The number of ads the list has now: the sheet's "show results" button says it and closes the sheet. */
  total?: number;
  /** Link lists shown in the sheet (what the island carries: plain data). */
  facets?: { title: string; items: FacetLink[]; testId: string; limit?: number }[];
  /** The search page's filter form, shown above the facets (the island's props carry its start, not the form). */
  searchForm?: { initial: SearchFilter; initialCount: number };
  children?: ReactNode;
}

/**
 * On phones (under the layout's breakpoint) a list's filters open in a bottom sheet from a button above the results,
 * so they never push the first result off the first screen. Without JavaScript the button is a link to the same
 * filters below the results (`#filters`, the aside); on larger screens the button is hidden and the aside is beside
 * the results. A navigation from inside (a facet, a search) closes the sheet.
 */
export function FiltersSheet({ title, count = 0, total, facets = [], searchForm, children }: Props) {
  const { t } = useTranslation(SEARCH);
  const [open, setOpen] = useState(false);
  const { key } = useLocation();
  useEffect(() => setOpen(false), [key]);
  return (
    <>
      <a
        href="#filters"
        className={styles.trigger}
        aria-haspopup="dialog"
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
        data-testid="filters-open"
      >
        <Icon name="filter" size={18} />
        <span>{title}</span>
        {count > 0 && <span className={styles.badge}>{count}</span>}
      </a>
      <Sheet
        isOpen={open}
        onOpenChange={setOpen}
        title={title}
        closeLabel={t('filters.close')}
        testId="filters-sheet"
        footer={
          total === undefined ? undefined : (
            <button type="button" className={styles.show} onClick={() => setOpen(false)} data-testid="filters-show">
              {t('filters.showResults', { count: total })}
            </button>
          )
        }
      >
        {searchForm && (
          <Suspense fallback={<p role="status">{t('filters.loading')}</p>}>
            <SearchFilterForm initial={searchForm.initial} variant="page" initialCount={searchForm.initialCount} />
          </Suspense>
        )}
        {facets.length > 0 && (
          <div className={styles.facets}>
            {facets.map((f) => (
              <FacetList
                key={f.testId}
                title={f.title}
                items={f.items}
                testId={f.testId}
                limit={f.limit}
                moreLabel={(n) => t('filters.more', { count: n })}
              />
            ))}
          </div>
        )}
        {children}
      </Sheet>
    </>
  );
}

/** On pages without the application: the sheet's code comes with the first touch of its button. */
export const FiltersSheetIsland = island('filters-sheet', FiltersSheet, 'interaction');
