import type { AdSummary } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { PageLink } from '#web/components/PageLink';
import { Icon } from '#web/components/Icon';
import { useLocale } from '#web/lib/app-data';
import { formatDay } from '#web/lib/calendar-date';
import { categoryName } from '#web/lib/labels';
import type { Linked } from '#web/lib/place-names';
import { FavouriteButtonIsland } from '#web/features/favourites/components/FavouriteButton';
import { Photo } from '#web/features/media/components/Photo';
import { ADS } from '../i18n';
import styles from './AdCard.module.css';
import tags from './tags.module.css';

const HUES = [330, 290, 250, 200, 350, 270, 310];
const hueOf = (id: string) => HUES[[...id].reduce((a, c) => a + c.charCodeAt(0), 0) % HUES.length];

/** How wide a card's photo is drawn (also the LCP preload's `imagesizes`, features/media/lib/photo-preload.ts). */
export const CARD_SIZES = '(max-width: 600px) 100vw, (max-width: 1100px) 50vw, 360px';

/** `priority`: the card is in the first screenful, so its photo loads eagerly (the page's LCP image). */
export function AdCard({ ad, priority = false }: { ad: Linked<AdSummary>; priority?: boolean }) {
  const { t } = useTranslation(ADS);
  const locale = useLocale();
  return (
    <article className={`${styles.card} ${ad.promoted ? styles.promoted : ''}`} data-testid="ad-card" data-ad-id={ad.id}>
      {ad.photo ? (
        <Photo photo={ad.photo} alt="" className={styles.photo} priority={priority} card sizes={CARD_SIZES} />
      ) : (
        <div className={styles.cover} style={{ ['--hue' as string]: hueOf(ad.id) }} aria-hidden="true">
          <span>{ad.title.slice(0, 1).toUpperCase()}</span>
        </div>
      )}
      <div className={styles.body}>
        <div className={tags.tags}>
          <span className={tags.tag}>{categoryName(ad.category, locale)}</span>
          {ad.verified && (
            <span className={tags.verified}>
              <Icon name="check" size={14} />
              {t('ad.verified')}
            </span>
          )}
          {ad.phoneVerified && (
            <span className={tags.phone} title={t('ad.phoneVerifiedHint')} data-testid="ad-phone-verified">
              <Icon name="phone" size={14} />
              {t('ad.phoneVerified')}
            </span>
          )}
          {ad.hasVideo && (
            <span className={tags.video} title={t('ad.hasVideoHint')} data-testid="ad-card-video">
              <Icon name="play" size={14} />
              {t('ad.hasVideo')}
            </span>
          )}
          {ad.promoted && <span className={tags.promo}>{t('ad.promoted')}</span>}
          {ad.onTour && (
            <span className={tags.tour} data-testid="ad-card-on-tour">
              {t('ad.onTour', { date: formatDay(ad.onTour.until, locale) })}
            </span>
          )}
          <FavouriteButtonIsland adId={ad.id} className={styles.favourite} />
        </div>
        <h3 className={styles.title}>
          <PageLink to={ad.href} className={styles.link} data-testid="ad-card-link">
            {ad.title}
          </PageLink>
        </h3>
        <p className={styles.place}>
          <Icon name="pin" size={14} />
          {ad.place.city}
          {ad.place.district ? `, ${ad.place.district}` : ''}
        </p>
        <p className={styles.excerpt}>{ad.excerpt}</p>
        <div className={styles.meta}>
          <span>{t('ad.age', { age: ad.age })}</span>
          <strong>{ad.hourPrice ? `${ad.hourPrice} ${t('ad.perHour')}` : t('ad.noPrice')}</strong>
        </div>
      </div>
    </article>
  );
}

/** `eager`: how many first cards load their photo at once (the first screenful of a list; 0 below the fold). */
export function AdGrid({ ads, eager = 2 }: { ads: Linked<AdSummary>[]; eager?: number }) {
  const { t } = useTranslation(ADS);
  if (!ads.length)
    return (
      <p className={styles.empty} data-testid="ads-empty">
        {t('list.empty')}
      </p>
    );
  return (
    <div className={styles.grid}>
      {ads.map((ad, index) => (
        <AdCard key={ad.id} ad={ad} priority={index < eager} />
      ))}
    </div>
  );
}
