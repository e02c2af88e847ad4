import { describeSearchFilter, serializeSearchQuery, type CreateSavedSearchInput, type SearchFilter } from '@anonse/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '#web/components/Field';
import { Modal } from '#web/components/Modal';
import { setApiErrors, useContractResolver } from '#web/components/form';
import dashboard from '#web/features/dashboard/components/Dashboard.module.css';
import { useTranslation } from '#web/i18n/use-translation';
import { useApi, useLocale } from '#web/lib/app-data';
import { useCreateSavedSearch } from '../api/saved-searches';
import { SAVED_SEARCHES } from '../i18n';
import styles from './SavedSearches.module.css';

interface FormValues {
  name: string;
  digest: boolean;
}

/**
 * The "save this search" dialog: a chunk of its own (the form, its readable name of the filter with the town list),
 * fetched when the button is pointed at or pressed, so a list page does not carry it.
 */
export function SaveSearchDialog({
  filter,
  open,
  titleId,
  onClose,
  onSaved,
}: {
  filter: SearchFilter;
  open: boolean;
  titleId: string;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const locale = useLocale();
  return (
    <Modal
      isOpen={open}
      onClose={onClose}
      labelledBy={titleId}
      overlayClassName={dashboard.overlay}
      modalClassName={dashboard.modal}
      className={dashboard.dialog}
      testId="save-search-dialog"
    >
      <SaveSearchForm
        filter={filter}
        titleId={titleId}
        onCancel={onClose}
        onSaved={onSaved}
        defaultName={describeSearchFilter(filter, locale)}
      />
    </Modal>
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
