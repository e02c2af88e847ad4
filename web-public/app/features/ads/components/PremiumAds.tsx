import type { AdSummary } from '@anonse/contracts/browser';
import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import type { Linked } from '#web/lib/place-names';
import { ADS } from '../i18n';
import { AdGrid } from './AdCard';
import styles from './PremiumAds.module.css';

/** The premium block above a list (its promoted ads in this minute's order); nothing at all when there are none. */
export function PremiumAds({ ads }: { ads: Linked<AdSummary>[] }) {
  const { t } = useTranslation(ADS);
  const headingId = useId();
  if (!ads.length) return null;
  return (
    <section className={styles.premium} aria-labelledby={headingId} data-testid="premium-ads">
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          {t('premium.heading')}
        </h2>
        <p className={styles.note}>{t('premium.note')}</p>
      </div>
      <AdGrid ads={ads} />
    </section>
  );
}
