import { href, type AdDetail, type PhotoDto, type UpdateAdInput } from '@anonse/contracts/browser';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useApi, useLocale } from '#web/lib/app-data';
import type { PlaceLists } from '#web/lib/towns';
import { ApiRequestError } from '#web/lib/api';
import { AdForm } from '#web/features/ads/components/CreateAdForm';
import { useUpdateAd } from '../api/update-ad';
import { DASHBOARD } from '../i18n';
import { describeWriteError } from '../lib/ad-actions';
import { editModeOf, editOutcome, editStartValues } from '../lib/ad-edit';
import { hasPendingChanges, rejectionReasonOf, statusLabelKey, statusTone } from '../lib/ad-status';
import { savedNoticeState } from '../lib/saved-notice';
import styles from './Dashboard.module.css';

/**
 * The ad as the 409 of a stale edit describes it now (without the owner id, which the page already has). Its schema
 * (and zod) loads only when an edit was stale, not with the page.
 */
async function freshAdOf(err: unknown, ownerId: string): Promise<AdDetail | null> {
  if (!(err instanceof ApiRequestError)) return null;
  const { PublicAdDetail } = await import('@anonse/contracts');
  const parsed = PublicAdDetail.safeParse(err.body?.current);
  return parsed.success ? { ...parsed.data, ownerId } : null;
}

/**
 * The edit page: what goes live at once and what waits for moderation, then the ad form filled with the
 * owner's latest version. The save names the revision the form was filled from; if the ad changed meanwhile,
 * the form starts again from the ad as it is now and says so.
 */
export function EditAd({
  ad: loaded,
  photos,
  maxPhotos,
  places,
}: {
  ad: AdDetail;
  photos: PhotoDto[];
  maxPhotos: number;
  /** The place lists of the ad's province and city, so the form shows them before the town list loads. */
  places: PlaceLists;
}) {
  const { t } = useTranslation(DASHBOARD);
  const locale = useLocale();
  const api = useApi();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const mutation = useUpdateAd(api);
  const [ad, setAd] = useState(loaded);
  const [stale, setStale] = useState(false);
  // Saved, on the way back to the list: the button stays busy so a second click sends nothing.
  const [leaving, setLeaving] = useState(false);
  const staleRef = useRef<HTMLDivElement>(null);

  // A revalidation (after a conflict without a usable body) brings the ad as it is now.
  useEffect(() => setAd(loaded), [loaded]);
  useEffect(() => {
    if (stale) staleRef.current?.focus();
  }, [stale, ad.revision]);

  const mode = editModeOf(ad.status);
  const reason = rejectionReasonOf(ad);
  const list = href('userAds', locale);

  const save = async (fields: UpdateAdInput) => {
    try {
      await mutation.mutateAsync({ ad, fields });
    } catch (err) {
      if (describeWriteError(err).kind !== 'stale') throw err;
      const fresh = await freshAdOf(err, ad.ownerId);
      if (fresh) setAd(fresh);
      else await revalidator.revalidate();
      setStale(true);
      return;
    }
    setLeaving(true);
    // The list names a live ad by its public title (a new one waits for moderation).
    const title = mode === 'live' ? ad.fields.title : fields.title;
    await navigate(list, { state: savedNoticeState({ outcome: editOutcome(ad, fields), title }) });
  };

  return (
    <>
      <section className={styles.section} data-testid="edit-ad" data-status={ad.status} data-revision={ad.revision}>
        <div className={styles.sectionHead}>
          <div>
            <h1>{t('dashboard.edit.title')}</h1>
            <p className={styles.rowMeta} data-testid="edit-ad-public-title">
              {ad.fields.title}
            </p>
          </div>
          <div className={styles.badges}>
            <span className={`${styles.badge} ${styles[statusTone(ad.status)]}`} data-testid="edit-ad-status">
              {t(statusLabelKey(ad.status))}
            </span>
            {hasPendingChanges(ad) && <span className={`${styles.badge} ${styles.info}`}>{t('dashboard.changesPending')}</span>}
          </div>
        </div>

        {stale && (
          <div ref={staleRef} tabIndex={-1} className={styles.noticeError} role="alert" data-testid="edit-ad-stale">
            {t('dashboard.edit.stale')}
          </div>
        )}

        <div className={styles.editIntro} data-testid="edit-ad-intro">
          {mode === 'pending' && <p>{t('dashboard.edit.pending')}</p>}
          {mode === 'resubmit' && (
            <>
              <p>{t('dashboard.edit.rejected')}</p>
              <p className={styles.reason}>{reason ? t('dashboard.rejectionReason', { reason }) : t('dashboard.rejectionNoReason')}</p>
            </>
          )}
          {mode === 'live' && (
            <>
              <p>{t('dashboard.edit.liveIntro')}</p>
              <ul>
                <li>{t('dashboard.edit.liveNow')}</li>
                <li>{t('dashboard.edit.liveReview')}</li>
              </ul>
              {hasPendingChanges(ad) && <p className={styles.pendingNote}>{t('dashboard.edit.pendingChanges')}</p>}
              {reason && (
                <p className={styles.reason}>
                  {t('dashboard.changesRejected', { reason })} {t('dashboard.changesRejectedHint')}
                </p>
              )}
            </>
          )}
        </div>
      </section>

      <AdForm
        // A new revision (after a conflict) starts the form again from the ad as it is now.
        key={ad.revision}
        initial={editStartValues(ad)}
        onSubmit={save}
        pending={mutation.isPending || leaving}
        submitLabel={mode === 'resubmit' ? t('dashboard.edit.submitResubmit') : t('dashboard.edit.submit')}
        submittingLabel={t('dashboard.edit.submitting')}
        testId="edit-ad"
        photos={photos}
        maxPhotos={maxPhotos}
        places={places}
        secondaryAction={
          <Link to={list} className={styles.action} data-testid="edit-ad-cancel">
            {t('dashboard.edit.cancel')}
          </Link>
        }
      />
    </>
  );
}
