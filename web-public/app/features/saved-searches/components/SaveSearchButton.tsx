import {
  type CreateSavedSearchInput,
  adListFilter,
  describeSearchFilter,
  href,
  parseAdListPath,
  parseSearchQuery,
  serializeSearchQuery,
  type SearchFilter,
} from '@anonse/contracts';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/i18n/use-translation';
import { Link, useLocation, useParams } from 'react-router';
import { TextField } from '#web/components/Field';
import { Modal } from '#web/components/Modal';
import { useContractResolver, setApiErrors } from '#web/components/form';
import { useApi, useLocale, useRootData } from '#web/lib/app-data';
import dashboard from '#web/features/dashboard/components/Dashboard.module.css';
import { useCreateSavedSearch } from '../api/saved-searches';
import { SAVED_SEARCHES } from '../i18n';
import styles from './SavedSearches.module.css';
import { island } from '#web/islands/island';

/**
 * The filter the current page stands for: an ad list's path (`adListFilter(parseAdListPath(…))`), or the search page's
 * query. Null when the page's filter is not a valid search (its page says so already).
 */
function usePageFilter(): SearchFilter | null {
  const locale = useLocale();
  const splat = useParams()['*'];
  const { search } = useLocation();
  return useMemo(() => {
    if (splat !== undefined) {
      const path = parseAdListPath(splat, locale);
      return path ? adListFilter(path) : null;
    }
    const parsed = parseSearchQuery(search);
    return parsed.success ? parsed.data : null;
  }, [splat, search, locale]);
}

const BookmarkIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M6 3h12v18l-6-4-6 4z" />
  </svg>
);

interface FormValues {
  name: string;
  digest: boolean;
}

/**
 * "Save this search" on the ad lists and the search page: a dialog with a name (a readable description of the filter
 * in the page's language) and the daily e-mail switch. A guest gets a link to log in that brings them back here.
 */
export function SaveSearchButton() {
  const { t } = useTranslation(SAVED_SEARCHES);
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const signedIn = !!useRootData()?.user;
  const filter = usePageFilter();
  const [saved, setSaved] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
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
      <button type="button" className={styles.save} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="save-search">
        <BookmarkIcon />
        {t('savedSearches.save')}
      </button>
      <Modal
        isOpen={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        overlayClassName={dashboard.overlay}
        modalClassName={dashboard.modal}
        className={dashboard.dialog}
        testId="save-search-dialog"
      >
        <SaveSearchForm
          filter={filter}
          titleId={titleId}
          onCancel={() => setOpen(false)}
          onSaved={(name) => {
            setSaved(name);
            setOpen(false);
          }}
          defaultName={describeSearchFilter(filter, locale)}
        />
      </Modal>
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

function SaveSearchForm({
  filter,
  titleId,
  defaultName,
  onCancel,
  onSaved,
}: {
  filter: SearchFilter;
  titleId: string;
  defaultName: string;
  onCancel: () => void;
  onSaved: (name: string) => void;
}) {
  const { t } = useTranslation(SAVED_SEARCHES);
  const locale = useLocale();
  const create = useCreateSavedSearch(useApi());
  const hintId = useId();
  const query = serializeSearchQuery(filter);
  const { register, handleSubmit, setError, formState } = useForm<FormValues, unknown, CreateSavedSearchInput>({
    defaultValues: { name: defaultName, digest: false },
    resolver: useContractResolver(() => import('@anonse/contracts').then((m) => m.CreateSavedSearchInput), locale, {
      toInput: (v: FormValues) => ({ ...v, query }),
    }),
  });
  const { errors } = formState;
  const submit = async (input: CreateSavedSearchInput) => {
    try {
      const saved = await create.mutateAsync({ name: input.name, digest: input.digest, query });
      onSaved(saved.name);
    } catch (err) {
      setApiErrors(err, setError, ['name'], t('savedSearches.failed'));
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void handleSubmit(submit)(e)} noValidate data-testid="save-search-form">
      <h2 id={titleId}>{t('savedSearches.dialogTitle')}</h2>
      <p>{t('savedSearches.dialogIntro')}</p>
      {(errors.root?.server || errors.root?.fields) && (
        <p className={styles.error} role="alert">
          {errors.root?.server?.message ?? errors.root?.fields?.message}
        </p>
      )}
      <TextField
        label={t('savedSearches.name')}
        {...register('name')}
        maxLength={100}
        data-autofocus
        error={errors.name?.message}
        data-testid="save-search-name"
      />
      <label className={styles.check}>
        <input type="checkbox" {...register('digest')} aria-describedby={hintId} data-testid="save-search-digest" />
        <span>{t('savedSearches.digest')}</span>
        <small id={hintId}>{t('savedSearches.digestHint')}</small>
      </label>
      <div className={dashboard.dialogActions}>
        <button type="button" className={dashboard.action} onClick={onCancel}>
          {t('savedSearches.cancel')}
        </button>
        <button type="submit" className={dashboard.action} disabled={create.isPending} data-testid="save-search-submit">
          {t('savedSearches.submit')}
        </button>
      </div>
    </form>
  );
}

export const SaveSearchButtonIsland = island('save-search', SaveSearchButton, 'interaction');
