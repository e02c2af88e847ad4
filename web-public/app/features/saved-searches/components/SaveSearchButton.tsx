import { href, type SearchFilter } from '@anonse/contracts/browser';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '#web/i18n/use-translation';
import { island } from '#web/islands/island';
import { useLocale, useRootData } from '#web/lib/app-data';
import { SAVED_SEARCHES } from '../i18n';
import styles from './SavedSearches.module.css';

const loadDialog = () => import('./SaveSearchDialog');
const SaveSearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SaveSearchDialog })));

const BookmarkIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M6 3h12v18l-6-4-6 4z" />
  </svg>
);

/**
 * "Save this search" on the ad lists and the search page: a dialog with a name (a readable description of the filter
 * in the page's language) and the daily e-mail switch. A guest gets a link to log in that brings them back here.
 * `filter`: what the page stands for, from its loader (null: nothing to save, no button).
 */
export function SaveSearchButton({ filter }: { filter: SearchFilter | null }) {
  const { t } = useTranslation(SAVED_SEARCHES);
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const signedIn = !!useRootData()?.user;
  const [saved, setSaved] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  // Created on the first open, then kept, so closing gives the focus back to the button as the dialog does.
  const [wanted, setWanted] = useState(false);
  const titleId = useId();
  if (!filter) return null;
  if (!signedIn)
    return (
      <Link
        className={styles.save}
        to={`${href('login', locale)}?${new URLSearchParams({ next: `${pathname}${search}` })}`}
        data-testid="save-search-login"
      >
        <BookmarkIcon />
        {t('savedSearches.loginToSave')}
      </Link>
    );
  return (
    <div className={styles.saveWrap}>
      <button
        type="button"
        className={styles.save}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        data-testid="save-search"
      >
        <BookmarkIcon />
        {t('savedSearches.save')}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            filter={filter}
            open={open}
            titleId={titleId}
            onClose={() => setOpen(false)}
            onSaved={(name) => {
              setSaved(name);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
      {/* Polite, so the confirmation is read once the dialog has given the focus back to the button. */}
      <p className={styles.savedNote} role="status" data-testid="save-search-done">
        {saved && (
          <>
            {t('savedSearches.saved', { name: saved })} <Link to={href('savedSearches', locale)}>{t('savedSearches.manage')}</Link>
          </>
        )}
      </p>
    </div>
  );
}

export const SaveSearchButtonIsland = island('save-search', SaveSearchButton, 'interaction');
