import { useId, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { Button } from '#web/components/Button';
import { Modal } from '#web/components/Modal';
import { DASHBOARD } from '../i18n';
import styles from './Dashboard.module.css';

interface Props {
  title: string;
  /** The trigger's label: "Usuń", or "Usuwanie…" while the request runs. */
  label: string;
  /** This delete runs: the trigger stays focusable (the dialog gives the focus back to it) but inert. */
  pending: boolean;
  /** Another action of the ad runs. */
  disabled: boolean;
  /** Id of the ad's title, so the trigger says which ad it deletes. */
  describedBy: string;
  onConfirm: () => void;
}

/**
 * Delete with a confirmation: an alert dialog that keeps focus inside while open (Tab cycles through its two
 * buttons, Escape cancels) and gives it back to the Delete button when closed. Cancel has the focus first,
 * so a stray Enter deletes nothing.
 */
export function DeleteAdDialog({ title, label, pending, disabled, describedBy, onConfirm }: Props) {
  const { t } = useTranslation(DASHBOARD);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const textId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <Button
        className={styles.actionDanger}
        pending={pending}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="my-ad-action"
        data-action="delete"
      >
        {label}
      </Button>
      <Modal
        isOpen={open}
        onClose={close}
        role="alertdialog"
        labelledBy={titleId}
        describedBy={textId}
        overlayClassName={styles.overlay}
        modalClassName={styles.modal}
        className={styles.dialog}
        testId="delete-ad-dialog"
      >
        <h2 id={titleId}>{t('dashboard.actions.confirmDeleteTitle')}</h2>
        <p id={textId}>{t('dashboard.actions.confirmDeleteText', { title })}</p>
        <div className={styles.dialogActions}>
          <button type="button" className={styles.action} onClick={close} data-autofocus data-testid="delete-ad-cancel">
            {t('dashboard.actions.cancel')}
          </button>
          <button
            type="button"
            className={styles.dangerButton}
            onClick={() => {
              close();
              onConfirm();
            }}
            data-testid="delete-ad-confirm"
          >
            {t('dashboard.actions.confirmDelete')}
          </button>
        </div>
      </Modal>
    </>
  );
}
