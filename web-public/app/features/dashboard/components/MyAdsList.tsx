import { href, type AdDetail } from '@anonse/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/app-data';
import { categoryName } from '../../../lib/labels';
import type { Linked } from '../../../lib/place-names';
import { DASHBOARD } from '../i18n';
import { formatDate, rejectionReasonOf, statusHintKey, statusLabelKey, statusTone } from '../lib/ad-status';
import styles from './Dashboard.module.css';

/** The signed-in user's ads with their status (rows `my-ad-row[data-status]`), or the empty state. */
export function MyAdsList({ ads }: { ads: readonly Linked<AdDetail>[] }) {
  const { t } = useTranslation(DASHBOARD);
  const locale = useLocale();
  if (!ads.length)
    return (
      <section className={styles.empty} data-testid="my-ads-empty">
        <div className={styles.emptyIcon} aria-hidden="true">
          +
        </div>
        <h2>{t('dashboard.emptyTitle')}</h2>
        <p>{t('dashboard.emptyText')}</p>
        <ol className={styles.steps}>
          <li>{t('dashboard.emptyStep1')}</li>
          <li>{t('dashboard.emptyStep2')}</li>
          <li>{t('dashboard.emptyStep3')}</li>
        </ol>
        <Link to={href('addAd', locale)} className={styles.primary} data-testid="my-ads-empty-add">
          {t('dashboard.addFirst')}
        </Link>
      </section>
    );
  return (
    <ul className={styles.list} aria-label={t('dashboard.myAds')}>
      {ads.map((ad) => {
        const reason = rejectionReasonOf(ad);
        const tone = statusTone(ad.status);
        return (
          <li key={ad.id} className={styles.row} data-testid="my-ad-row" data-status={ad.status} data-ad-id={ad.id}>
            <div className={styles.rowMain}>
              <h3 className={styles.rowTitle}>
                <Link to={ad.href} data-testid="my-ad-link">
                  {ad.fields.title}
                </Link>
              </h3>
              <p className={styles.rowMeta}>
                {categoryName(ad.fields.category, locale)} · {ad.place.city} ·{' '}
                {ad.status === 'approved' && ad.approvedAt
                  ? t('dashboard.approvedOn', { date: formatDate(ad.approvedAt, locale) })
                  : t('dashboard.addedOn', { date: formatDate(ad.createdAt, locale) })}
              </p>
              {ad.status === 'rejected' ? (
                <p className={styles.reason} data-testid="my-ad-rejection">
                  {reason ? t('dashboard.rejectionReason', { reason }) : t('dashboard.rejectionNoReason')}
                </p>
              ) : (
                <p className={styles.hint}>{t(statusHintKey(ad.status))}</p>
              )}
            </div>
            <span className={`${styles.badge} ${styles[tone]}`} data-testid="my-ad-status">
              {t(statusLabelKey(ad.status))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
