import type { AdSummary } from '@anonse/contracts/browser';
import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import type { Linked } from '#web/lib/place-names';
import { ADS } from '../i18n';
import { AdGrid } from './AdCard';
import styles from './SimilarAds.module.css';

/** "Similar ads" below an ad (same place and category, near in price and age); nothing at all when there are none. */
export function SimilarAds({ ads }: { ads: Linked<AdSummary>[] }) {
  const { t } = useTranslation(ADS);
  const headingId = useId();
  if (!ads.length) return null;
  // Below the ad, never the page's main image: every photo loads lazily (AdGrid's eager first two are not wanted here).
  return (
    <section className={styles.similar} aria-labelledby={headingId} data-testid="similar-ads">
      <h2 id={headingId} className={styles.heading}>
        {t('similar.heading')}
      </h2>
      <AdGrid ads={ads} eager={0} />
    </section>
  );
}
