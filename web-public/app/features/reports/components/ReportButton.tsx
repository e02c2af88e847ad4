import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { MAX_REPORT_DETAILS, REPORT_REASONS_FOR, type FormReportReason, type PublicReportTargetType } from '@anonse/contracts/browser';
import { Button } from '#web/components/Button';
import { Modal } from '#web/components/Modal';
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
 * About a clip the dialog speaks of the video and offers the reasons a clip has (REPORT_REASONS_FOR).
 */
export function ReportButton({ target }: { target: { type: PublicReportTargetType; id: string } }) {
  const { t } = useTranslation(REPORTS);
  const video = target.type === 'video';
  const reasons: readonly FormReportReason[] = REPORT_REASONS_FOR[target.type];
  const words = (key: 'buttonLabel' | 'title' | 'intro' | 'gone') => t(video ? `reports.video.${key}` : `reports.${key}`);
  const reasonName = (r: FormReportReason) =>
    video ? t(`reports.video.reasons.${r as (typeof REPORT_REASONS_FOR)['video'][number]}`) : t(`reports.reasons.${r}`);
  const api = useApi();
  const file = useFileReport(api);
  const [reason, setReason] = useState<FormReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [missingReason, setMissingReason] = useState(false);
  const [open, setOpen] = useState(false);
  const titleId = useId();
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

  const close = () => {
    setOpen(false);
    reset();
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
    <>
      <Button
        className={styles.trigger}
        aria-label={words('buttonLabel')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="report-button"
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M5 21V4h10l.5 2H20v10h-6l-.5-2H7v7z" fill="currentColor" />
        </svg>
        {t('reports.button')}
      </Button>
      <Modal
        isOpen={open}
        onClose={close}
        labelledBy={titleId}
        describedBy={introId}
        overlayClassName={styles.overlay}
        modalClassName={styles.modal}
        className={styles.dialog}
        testId="report-dialog"
      >
        <h2 id={titleId}>{words('title')}</h2>
        {outcome === 'thanks' ? (
          <>
            <p role="status" className={styles.thanks} data-testid="report-thanks" id={introId}>
              {t('reports.thanks')}
            </p>
            <div className={styles.actions}>
              <Button className={styles.button} onClick={close} data-autofocus>
                {t('reports.close')}
              </Button>
            </div>
          </>
        ) : (
          <form onSubmit={submit} noValidate className={styles.dialog} style={{ padding: 0 }}>
            <p id={introId}>{words('intro')}</p>
            <fieldset
              className={styles.reasons}
              aria-invalid={missingReason || undefined}
              aria-describedby={missingReason ? `${introId}-reason` : undefined}
            >
              <legend>{t('reports.reason')}</legend>
              {reasons.map((r) => (
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
                  {reasonName(r)}
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
                {outcome === 'gone' ? words('gone') : t(`reports.${outcome}`)}
              </p>
            )}
            <div className={styles.actions}>
              <Button className={styles.button} onClick={close}>
                {t('reports.cancel')}
              </Button>
              <Button
                type="submit"
                className={styles.primary}
                pending={file.isPending}
                disabled={outcome === 'tooMany' || outcome === 'gone'}
                data-testid="report-send"
              >
                {file.isPending ? t('reports.sending') : t('reports.send')}
              </Button>
            </div>
          </form>
        )}
      </Modal>
    </>
  );
}

export const ReportButtonIsland = island('report-button', ReportButton, 'interaction');
