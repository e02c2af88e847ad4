import { useId } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
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
  const textId = useId();
  return (
    <DialogTrigger>
      <Button
        className={styles.actionDanger}
        isPending={pending}
        isDisabled={disabled}
        aria-describedby={describedBy}
        data-testid="my-ad-action"
        data-action="delete"
      >
        {label}
      </Button>
      <ModalOverlay className={styles.overlay} isDismissable>
        <Modal className={styles.modal}>
          <Dialog role="alertdialog" aria-describedby={textId} className={styles.dialog} data-testid="delete-ad-dialog">
            {({ close }) => (
              <>
                <Heading slot="title">{t('dashboard.actions.confirmDeleteTitle')}</Heading>
                <p id={textId}>{t('dashboard.actions.confirmDeleteText', { title })}</p>
                <div className={styles.dialogActions}>
                  <Button className={styles.action} onPress={close} autoFocus data-testid="delete-ad-cancel">
                    {t('dashboard.actions.cancel')}
                  </Button>
                  <Button
                    className={styles.dangerButton}
                    onPress={() => {
                      close();
                      onConfirm();
                    }}
                    data-testid="delete-ad-confirm"
                  >
                    {t('dashboard.actions.confirmDelete')}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
