import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { MAX_REPORT_DETAILS, REPORT_REASONS, type ReportReason, type ReportTargetType } from '@anonse/contracts/browser';
import { ApiRequestError } from '#web/lib/api';
import { useApi } from '#web/lib/app-data';
import { useFileReport } from '../api/reports';
import { REPORTS } from '../i18n';
import styles from './Report.module.css';
import { island } from '#web/islands/island';

type Outcome = 'thanks' | 'tooMany' | 'gone' | 'failed' | null;

/**
 * "Zgłoś" / "Report": opens a dialog (focus kept inside, Escape closes, focus back on the button) with the reasons
 * as radio buttons and an optional description. Anyone may report; the answer is a thank-you, or the limit's text.
 */
export function ReportButton({ target }: { target: { type: ReportTargetType; id: string } }) {
  const { t } = useTranslation(REPORTS);
  const api = useApi();
  const file = useFileReport(api);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [missingReason, setMissingReason] = useState(false);
  const introId = useId();
  const detailsId = useId();
  const hintId = useId();

  const reset = () => {
    setReason('');
    setDetails('');
    setOutcome(null);
    setMissingReason(false);
    file.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setMissingReason(true);
    setOutcome(null);
    file.mutate(
      { target, reason, ...(details.trim() ? { details: details.trim() } : {}) },
      {
        onSuccess: () => setOutcome('thanks'),
        onError: (error) =>
          setOutcome(
            error instanceof ApiRequestError && error.status === 429
              ? 'tooMany'
              : error instanceof ApiRequestError && error.status === 404
                ? 'gone'
                : 'failed',
          ),
      },
    );
  };

  return (
    <DialogTrigger onOpenChange={(open) => !open && reset()}>
      <Button className={styles.trigger} aria-label={t('reports.buttonLabel')} data-testid="report-button">
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M5 21V4h10l.5 2H20v10h-6l-.5-2H7v7z" fill="currentColor" />
        </svg>
        {t('reports.button')}
      </Button>
      <ModalOverlay className={styles.overlay} isDismissable>
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog} aria-describedby={introId} data-testid="report-dialog">
            {({ close }) => (
              <>
                <Heading slot="title">{t('reports.title')}</Heading>
                {outcome === 'thanks' ? (
                  <>
                    <p role="status" className={styles.thanks} data-testid="report-thanks" id={introId}>
                      {t('reports.thanks')}
                    </p>
                    <div className={styles.actions}>
                      <Button className={styles.button} onPress={close} autoFocus>
                        {t('reports.close')}
                      </Button>
                    </div>
                  </>
                ) : (
                  <form onSubmit={submit} noValidate className={styles.dialog} style={{ padding: 0 }}>
                    <p id={introId}>{t('reports.intro')}</p>
                    <fieldset
                      className={styles.reasons}
                      aria-invalid={missingReason || undefined}
                      aria-describedby={missingReason ? `${introId}-reason` : undefined}
                    >
                      <legend>{t('reports.reason')}</legend>
                      {REPORT_REASONS.map((r) => (
                        <label key={r} className={styles.reason}>
                          <input
                            type="radio"
                            name="reason"
                            value={r}
                            checked={reason === r}
                            onChange={() => {
                              setReason(r);
                              setMissingReason(false);
                            }}
                            data-testid={`report-reason-${r}`}
                          />
                          {t(`reports.reasons.${r}`)}
                        </label>
                      ))}
                      {missingReason && (
                        <span role="alert" id={`${introId}-reason`} className={styles.problem}>
                          {t('reports.chooseReason')}
                        </span>
                      )}
                    </fieldset>
                    <div className={styles.details}>
                      <label htmlFor={detailsId}>{t('reports.details')}</label>
                      <textarea
                        id={detailsId}
                        value={details}
                        maxLength={MAX_REPORT_DETAILS}
                        aria-describedby={hintId}
                        onChange={(e) => setDetails(e.target.value)}
                        data-testid="report-details"
                      />
                      <span id={hintId} className={styles.hint}>
                        {t('reports.detailsHint')}
                      </span>
                    </div>
                    {outcome && (
                      <p role="alert" className={styles.problem} data-testid="report-problem">
                        {t(`reports.${outcome}`)}
                      </p>
                    )}
                    <div className={styles.actions}>
                      <Button className={styles.button} onPress={close}>
                        {t('reports.cancel')}
                      </Button>
                      <Button
                        type="submit"
                        className={styles.primary}
                        isPending={file.isPending}
                        isDisabled={outcome === 'tooMany' || outcome === 'gone'}
                        data-testid="report-send"
                      >
                        {file.isPending ? t('reports.sending') : t('reports.send')}
                      </Button>
                    </div>
                  </form>
                )}
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

export const ReportButtonIsland = island('report-button', ReportButton, 'interaction');
