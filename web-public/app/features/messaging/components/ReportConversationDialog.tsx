import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { Button } from '#web/components/Button';
import { Modal } from '#web/components/Modal';
import { useApi } from '#web/lib/app-data';
import { reportConversation } from '../api/conversations';
import { CONVERSATION_REPORT_REASONS, type ConversationReportReason } from '../lib/dto';
import { MESSAGING } from '../i18n';
import styles from './Messaging.module.css';

/** "Report": a reason (required) and a note; the answer is a thank-you or the API's own words. */
export function ReportConversationDialog({ conversationId, onClose }: { conversationId: string; onClose: () => void }) {
  const { t } = useTranslation(MESSAGING);
  const api = useApi();
  const [reason, setReason] = useState<ConversationReportReason | ''>('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [state, setState] = useState<'idle' | 'pending' | 'done' | { error: string }>('idle');
  const titleId = useId();
  const introId = useId();
  const noteId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setMissing(true);
    setState('pending');
    try {
      await reportConversation(api, conversationId, { reason, ...(note.trim() ? { note: note.trim() } : {}) });
      setState('done');
    } catch (e) {
      setState({ error: e instanceof Error && e.message ? e.message : t('messaging.report.failed') });
    }
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      labelledBy={titleId}
      describedBy={introId}
      overlayClassName={styles.overlay}
      modalClassName={styles.modal}
      className={styles.dialog}
      testId="conversation-report-dialog"
    >
      <h2 id={titleId}>{t('messaging.report.title')}</h2>
      {state === 'done' ? (
        <>
          <p id={introId} role="status" className={styles.done} data-testid="conversation-report-thanks">
            {t('messaging.report.thanks')}
          </p>
          <div className={styles.dialogActions}>
            <Button className={styles.button} onClick={onClose} data-autofocus>
              {t('messaging.report.close')}
            </Button>
          </div>
        </>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className={styles.dialog} style={{ padding: 0 }}>
          <p id={introId}>{t('messaging.report.intro')}</p>
          <fieldset className={styles.reasons} aria-describedby={missing ? `${titleId}-missing` : undefined}>
            <legend>{t('messaging.report.reason')}</legend>
            {CONVERSATION_REPORT_REASONS.map((r) => (
              <label key={r} className={styles.reason}>
                <input
                  type="radio"
                  name="reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => {
                    setReason(r);
                    setMissing(false);
                  }}
                  data-testid={`conversation-report-reason-${r}`}
                />
                {t(`messaging.report.reasons.${r}`)}
              </label>
            ))}
            {missing && (
              <span role="alert" id={`${titleId}-missing`} className={styles.problem}>
                {t('messaging.report.chooseReason')}
              </span>
            )}
          </fieldset>
          <div className={styles.field}>
            <label htmlFor={noteId}>{t('messaging.report.note')}</label>
            <textarea
              id={noteId}
              value={note}
              maxLength={1000}
              onChange={(e) => setNote(e.target.value)}
              data-testid="conversation-report-note"
            />
          </div>
          {typeof state === 'object' && (
            <p role="alert" className={styles.problem}>
              {state.error}
            </p>
          )}
          <div className={styles.dialogActions}>
            <Button className={styles.button} onClick={onClose}>
              {t('messaging.report.cancel')}
            </Button>
            <Button type="submit" className={styles.primary} pending={state === 'pending'} data-testid="conversation-report-send">
              {state === 'pending' ? t('messaging.report.sending') : t('messaging.report.send')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
