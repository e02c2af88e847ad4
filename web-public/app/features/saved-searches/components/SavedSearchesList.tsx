import { href, type SavedSearchDto } from '@anonse/contracts/browser';
import { useId, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { Link, useRevalidator } from 'react-router';
import { Button } from '#web/components/Button';
import { TextField } from '#web/components/Field';
import { Modal } from '#web/components/Modal';
import { useApi, useLocale } from '#web/lib/app-data';
import { formatDay } from '#web/lib/format-day';
import dashboard from '#web/features/dashboard/components/Dashboard.module.css';
import { useDeleteSavedSearch, useUpdateSavedSearch } from '../api/saved-searches';
import { SAVED_SEARCHES } from '../i18n';
import styles from './SavedSearches.module.css';

/** The dashboard's saved searches: run, rename, the daily e-mail switch, delete; a useful empty state. */
export function SavedSearchesList({ items }: { items: SavedSearchDto[] }) {
  const { t } = useTranslation(SAVED_SEARCHES);
  const locale = useLocale();
  const [failed, setFailed] = useState(false);
  if (!items.length)
    return (
      <div className={styles.empty} data-testid="saved-searches-empty">
        <p>{t('savedSearches.empty')}</p>
        <Link to={href('adList', locale)} className={dashboard.action}>
          {t('savedSearches.browse')}
        </Link>
      </div>
    );
  return (
    <>
      {failed && (
        <p role="alert" className={styles.error}>
          {t('savedSearches.changeFailed')}
        </p>
      )}
      <ul className={styles.list} data-testid="saved-searches-list">
        {items.map((item) => (
          <SavedSearchRow key={item.id} item={item} onFailed={setFailed} />
        ))}
      </ul>
    </>
  );
}

function SavedSearchRow({ item, onFailed }: { item: SavedSearchDto; onFailed: (failed: boolean) => void }) {
  const { t } = useTranslation(SAVED_SEARCHES);
  const locale = useLocale();
  const api = useApi();
  const update = useUpdateSavedSearch(api);
  const remove = useDeleteSavedSearch(api);
  const revalidator = useRevalidator();
  const titleId = useId();
  const confirmTitleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(item.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const done = {
    onSuccess: () => {
      onFailed(false);
      void revalidator.revalidate();
    },
    onError: () => onFailed(true),
  };

  // The name's schema (and zod) loads on the first rename, not with the page.
  const saveName = async () => {
    const { SavedSearchName } = await import('@anonse/contracts');
    const parsed = SavedSearchName.safeParse(name);
    if (!parsed.success) return setNameError(t('form.required'));
    setNameError(undefined);
    update.mutate({ id: item.id, patch: { name: parsed.data } }, { ...done, onSuccess: () => (setRenaming(false), done.onSuccess()) });
  };

  return (
    <li className={styles.row} data-testid="saved-search-row" data-id={item.id} data-digest={item.digest ? 'on' : 'off'}>
      <div className={styles.rowMain}>
        {renaming ? (
          <form
            className={styles.renameForm}
            onSubmit={(e) => {
              e.preventDefault();
              void saveName();
            }}
          >
            <TextField
              label={t('savedSearches.renameLabel')}
              value={name}
              maxLength={100}
              autoFocus
              onChange={(e) => setName(e.target.value)}
              error={nameError}
              data-testid="saved-search-name"
            />
            <button type="submit" className={dashboard.action} disabled={update.isPending}>
              {t('savedSearches.renameSave')}
            </button>
            <Button className={dashboard.action} onClick={() => (setRenaming(false), setName(item.name))}>
              {t('savedSearches.cancel')}
            </Button>
          </form>
        ) : (
          <Link
            id={titleId}
            to={item.href}
            className={styles.rowTitle}
            aria-label={t('savedSearches.run', { name: item.name })}
            data-testid="saved-search-run"
          >
            {item.name}
          </Link>
        )}
        <span className={styles.rowMeta}>
          {t('savedSearches.matches', { count: item.matches })}
          {item.lastMatchAt ? ` (${t('savedSearches.lastMatch', { date: formatDay(item.lastMatchAt, locale) })})` : ''} ·{' '}
          {t('savedSearches.savedOn', { date: formatDay(item.createdAt, locale) })}
        </span>
      </div>
      <div className={styles.rowActions}>
        <label className={styles.switchLabel}>
          <input
            type="checkbox"
            role="switch"
            checked={item.digest}
            disabled={update.isPending}
            aria-describedby={titleId}
            onChange={(e) => update.mutate({ id: item.id, patch: { digest: e.target.checked } }, done)}
            data-testid="saved-search-digest"
          />
          {t('savedSearches.digestSwitch')}
        </label>
        {!renaming && (
          <Button
            className={dashboard.action}
            onClick={() => setRenaming(true)}
            aria-describedby={titleId}
            data-testid="saved-search-rename"
          >
            {t('savedSearches.rename')}
          </Button>
        )}
        <Button
          className={dashboard.actionDanger}
          pending={remove.isPending}
          aria-describedby={titleId}
          aria-haspopup="dialog"
          onClick={() => setConfirming(true)}
          data-testid="saved-search-delete"
        >
          {t('savedSearches.delete')}
        </Button>
        <Modal
          isOpen={confirming}
          onClose={() => setConfirming(false)}
          role="alertdialog"
          labelledBy={confirmTitleId}
          overlayClassName={dashboard.overlay}
          modalClassName={dashboard.modal}
          className={dashboard.dialog}
        >
          <h2 id={confirmTitleId}>{t('savedSearches.confirmDeleteTitle')}</h2>
          <p>{t('savedSearches.confirmDeleteText', { name: item.name })}</p>
          <div className={dashboard.dialogActions}>
            <button type="button" className={dashboard.action} onClick={() => setConfirming(false)} data-autofocus>
              {t('savedSearches.cancel')}
            </button>
            <button
              type="button"
              className={dashboard.dangerButton}
              onClick={() => {
                setConfirming(false);
                remove.mutate(item.id, done);
              }}
              data-testid="saved-search-delete-confirm"
            >
              {t('savedSearches.confirmDelete')}
            </button>
          </div>
        </Modal>
      </div>
    </li>
  );
}
