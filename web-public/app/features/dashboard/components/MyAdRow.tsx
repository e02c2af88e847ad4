import { href, type AdDetail } from '@anonse/contracts/browser';
import { useId, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '#web/components/Button';
import { useApi, useLocale } from '#web/lib/app-data';
import { categoryName } from '#web/lib/labels';
import type { Linked } from '#web/lib/place-names';
import { useOwnerAdAction } from '../api/owner-ad-actions';
import { DASHBOARD } from '../i18n';
import { actionsFor, describeWriteError, renewHighlighted, termEnded, type OwnerAdCommand } from '../lib/ad-actions';
import { formatDate, hasPendingChanges, rejectionReasonOf, statusHintKey, statusLabelKey, statusTone } from '../lib/ad-status';
import { DeleteAdDialog } from './DeleteAdDialog';
import styles from './Dashboard.module.css';

export interface RowNotice {
  text: string;
  /** The row is gone (deleted): the list takes the focus so it is not lost with the row. */
  focus?: boolean;
}

interface Props {
  ad: Linked<AdDetail>;
  /** "Now" as the loader saw it, so the server and the browser render the same actions. */
  now: number;
  onDone: (notice: RowNotice) => void;
}

/** One of the owner's ads: its state in words, term, views, the moderator's reason, and what can be done now. */
export function MyAdRow({ ad, now, onDone }: Props) {
  const { t } = useTranslation(DASHBOARD);
  const locale = useLocale();
  const api = useApi();
  const mutation = useOwnerAdAction(api);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const title = ad.fields.title;
  const actions = actionsFor(ad, now);
  const working = mutation.isPending ? mutation.variables?.action : undefined;
  const reason = rejectionReasonOf(ad);
  const pendingChanges = hasPendingChanges(ad);
  const ended = termEnded(ad, now);
  const highlightRenew = renewHighlighted(ad, now);
  const live = ad.status === 'approved' || ad.status === 'deactivated' || ad.status === 'expired';
  const expiry = live && ad.expiresAt ? formatDate(ad.expiresAt, locale) : '';

  const run = async (action: OwnerAdCommand) => {
    setError(null);
    try {
      await mutation.mutateAsync({ ad, action });
      onDone({ text: t(`dashboard.actions.done.${action}`, { title }), focus: action === 'delete' });
    } catch (err) {
      const failure = describeWriteError(err);
      setError(
        failure.kind === 'stale' ? t('dashboard.actions.stale') : failure.kind === 'api' ? failure.message : t('dashboard.actions.failed'),
      );
    }
  };

  /**
   * A one-click action button; while any action of this ad runs, all of them wait. The running one stays
   * focusable (pending, not disabled), so the keyboard focus is not dropped while it works.
   */
  const button = (action: Exclude<OwnerAdCommand, 'delete'>, className: string | undefined) => (
    <Button
      key={action}
      className={className}
      onClick={() => void run(action)}
      pending={working === action}
      disabled={mutation.isPending && working !== action}
      aria-describedby={titleId}
      data-testid="my-ad-action"
      data-action={action}
    >
      {working === action ? t(`dashboard.actions.working.${action}`) : t(`dashboard.actions.${action}`)}
    </Button>
  );

  return (
    <li
      className={styles.row}
      data-testid="my-ad-row"
      data-status={ad.status}
      data-ad-id={ad.id}
      data-changes-pending={pendingChanges || undefined}
    >
      <div className={styles.rowBody}>
        <div className={styles.rowTop}>
          <div className={styles.rowMain}>
            <h3 className={styles.rowTitle} id={titleId}>
              <Link to={ad.href} data-testid="my-ad-link">
                {title}
              </Link>
            </h3>
            <p className={styles.rowMeta}>
              {categoryName(ad.fields.category, locale)} · {ad.place.city} ·{' '}
              {ad.approvedAt && live
                ? t('dashboard.approvedOn', { date: formatDate(ad.approvedAt, locale) })
                : t('dashboard.addedOn', { date: formatDate(ad.createdAt, locale) })}
            </p>
            <ul className={styles.rowFacts}>
              {expiry && <li data-testid="my-ad-expiry">{t(ended ? 'dashboard.expiredOn' : 'dashboard.expiresOn', { date: expiry })}</li>}
              <li data-testid="my-ad-views">{t('dashboard.views', { count: ad.views })}</li>
            </ul>
          </div>
          <div className={styles.badges}>
            <span className={`${styles.badge} ${styles[statusTone(ad.status)]}`} data-testid="my-ad-status">
              {t(statusLabelKey(ad.status))}
            </span>
            {pendingChanges && (
              <span className={`${styles.badge} ${styles.info}`} data-testid="my-ad-changes-pending">
                {t('dashboard.changesPending')}
              </span>
            )}
          </div>
        </div>

        {ad.status === 'rejected' ? (
          <p className={styles.reason} data-testid="my-ad-rejection">
            {reason ? t('dashboard.rejectionReason', { reason }) : t('dashboard.rejectionNoReason')}
          </p>
        ) : (
          <p className={styles.hint}>{t(statusHintKey(ad.status))}</p>
        )}
        {pendingChanges && <p className={styles.pendingNote}>{t('dashboard.changesPendingHint')}</p>}
        {ad.status !== 'rejected' && reason && (
          <p className={styles.reason} data-testid="my-ad-rejection">
            {t('dashboard.changesRejected', { reason })} {t('dashboard.changesRejectedHint')}
          </p>
        )}
        {highlightRenew && expiry && (
          <p className={styles.renewNote} data-testid="my-ad-renew-note">
            {t(ended ? 'dashboard.expiredRenew' : 'dashboard.expiresSoon', { date: expiry })}
          </p>
        )}
        {error && (
          <p className={styles.rowError} role="alert" data-testid="my-ad-error">
            {error}
          </p>
        )}

        {actions.length > 0 && (
          <div className={styles.actions} role="group" aria-label={t('dashboard.actions.label')}>
            {actions.map((action) => {
              switch (action) {
                case 'edit':
                  return (
                    <Link
                      key={action}
                      to={href('editAd', locale, { id: ad.id })}
                      className={styles.action}
                      aria-describedby={titleId}
                      data-testid="my-ad-action"
                      data-action="edit"
                    >
                      {t('dashboard.actions.edit')}
                    </Link>
                  );
                case 'delete':
                  return (
                    <DeleteAdDialog
                      key={action}
                      title={title}
                      label={working === 'delete' ? t('dashboard.actions.working.delete') : t('dashboard.actions.delete')}
                      pending={working === 'delete'}
                      disabled={mutation.isPending && working !== 'delete'}
                      describedBy={titleId}
                      onConfirm={() => void run('delete')}
                    />
                  );
                case 'renew':
                  return button('renew', highlightRenew ? styles.actionHighlight : styles.action);
                default:
                  return button(action, styles.action);
              }
            })}
            {ad.status === 'approved' && (
              <Link
                to={`${href('promo', locale)}?ad=${encodeURIComponent(ad.id)}`}
                className={styles.action}
                aria-describedby={titleId}
                data-testid="my-ad-promote"
              >
                {t('dashboard.actions.promote')}
              </Link>
            )}
            {ad.status === 'approved' && (
              <Link
                to={`${href('addVideo', locale)}?ad=${encodeURIComponent(ad.id)}`}
                className={styles.action}
                aria-describedby={titleId}
                data-testid="my-ad-add-video"
              >
                {t('dashboard.nav.addMovie')}
              </Link>
            )}
            <Link
              to={href('adTours', locale, { id: ad.id })}
              className={styles.action}
              aria-describedby={titleId}
              data-testid="my-ad-tours"
            >
              {t('dashboard.actions.tours')}
            </Link>
          </div>
        )}
      </div>
    </li>
  );
}
