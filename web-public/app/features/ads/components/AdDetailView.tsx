import type { AdDetail, AdTour } from '@anonse/contracts/browser';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { Icon } from '#web/components/Icon';
import { ServiceInfoButton } from '#web/components/ServiceInfo';
import { useLocale } from '#web/lib/app-data';
import { formatDays } from '#web/lib/calendar-date';
import { categoryName, languageName, outcallsName, serviceName } from '#web/lib/labels';
import type { Linked } from '#web/lib/place-names';
import { FavouriteButtonIsland } from '#web/features/favourites/components/FavouriteButton';
import { PhotoGalleryIsland } from '#web/features/media/components/PhotoGallery';
import type { GalleryVideo } from '#web/features/media/components/GalleryClip';
import { ADS } from '../i18n';
import styles from './AdDetailView.module.css';
import tags from './tags.module.css';

/** A tour as the page shows it: its city by name (the loader has the town list). */
export type NamedTour = Pick<AdTour, 'id' | 'startsOn' | 'endsOn' | 'state'> & { cityName: string };

/**
 * `tours`: the ad's current and upcoming tours ("Trasa: Kraków, 3–5 grudnia"); `videos`: its approved clips, in the
 * gallery after the photos; `contact`: more ways to reach the advertiser, under the phone.
 */
export function AdDetailView({
  ad,
  tours = [],
  videos = [],
  contact,
}: {
  ad: Linked<AdDetail>;
  tours?: NamedTour[];
  videos?: GalleryVideo[];
  contact?: ReactNode;
}) {
  const { t } = useTranslation(ADS);
  const locale = useLocale();
  const f = ad.fields;
  const row = (label: string, value: ReactNode, testId?: string) => (
    <div className={styles.row} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value ?? t('ad.none')}</dd>
    </div>
  );
  const prices = [
    ['hour', f.prices.hour],
    ['halfHour', f.prices.halfHour],
    ['quarterHour', f.prices.quarterHour],
    ['night', f.prices.night],
  ] as const;
  return (
    <article className={styles.wrap}>
      <div className={styles.main}>
        <header className={styles.head}>
          <div className={`${tags.tags} ${tags.large}`}>
            <span className={tags.tag}>{categoryName(f.category, locale)}</span>
            {ad.verified && (
              <span className={tags.verified}>
                <Icon name="check" size={14} /> {t('ad.verified')}
              </span>
            )}
            {ad.phoneVerified && (
              <span className={tags.phone} title={t('ad.phoneVerifiedHint')} data-testid="ad-phone-verified">
                <Icon name="phone" size={14} /> {t('ad.phoneVerified')}
              </span>
            )}
            {ad.promoted && <span className={tags.promo}>{t('ad.promoted')}</span>}
            <FavouriteButtonIsland adId={ad.id} />
          </div>
          <h1 className={styles.title} data-testid="ad-title">
            {f.title}
          </h1>
          <p className={styles.place} data-testid="ad-place">
            <Icon name="pin" size={16} />
            {ad.place.city}
            {ad.place.district ? `, ${ad.place.district}` : ''} · {ad.place.province}
          </p>
          {tours.length > 0 && (
            <ul className={styles.tours} aria-label={t('ad.tours')} data-testid="ad-tours">
              {tours.map((tour) => (
                <li key={tour.id} data-testid="ad-tour" data-state={tour.state}>
                  <Icon name="pin" size={14} />
                  {t('ad.tour', { city: tour.cityName, dates: formatDays(tour.startsOn, tour.endsOn, locale) })}
                  {tour.state === 'current' && <span className={tags.tour}>{t('ad.tourNow')}</span>}
                </li>
              ))}
            </ul>
          )}
        </header>
        {ad.photos.length + videos.length > 0 && <PhotoGalleryIsland photos={ad.photos} videos={videos} title={f.title} />}
        <section className={styles.section}>
          <h2>{t('ad.description')}</h2>
          <p className={styles.description} data-testid="ad-description">
            {f.description}
          </p>
        </section>
        <section className={styles.section}>
          <h2>{t('ad.details')}</h2>
          <dl className={styles.dl}>
            {row(t('ad.category'), categoryName(f.category, locale))}
            {row(t('ad.ageLabel'), t('ad.age', { age: f.age }), 'ad-age')}
            {row(t('ad.weight'), f.weight ? t('ad.kg', { value: f.weight }) : null)}
            {row(t('ad.height'), f.height ? t('ad.cm', { value: f.height }) : null)}
            {row(t('ad.breast'), f.breast ?? null)}
            {row(t('ad.languages'), f.languages.length ? f.languages.map((l) => languageName(l, locale)).join(', ') : null)}
            {row(t('ad.outcalls'), outcallsName(f.outcalls, locale))}
            {row(t('ad.workingHours'), t('ad.hours', { from: f.workingHours.from, to: f.workingHours.to }))}
          </dl>
        </section>
        {f.services.length > 0 && (
          <section className={styles.section}>
            <h2>{t('ad.services')}</h2>
            <ul className={styles.services} data-testid="ad-services">
              {f.services.map((s) => (
                <li key={s}>
                  {serviceName(s, locale)}
                  <ServiceInfoButton slug={s} label={t('ad.serviceInfo', { name: serviceName(s, locale) })} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <aside className={styles.side}>
        <div className={styles.card}>
          <a href={`tel:${f.phone.replace(/[^\d+]/g, '')}`} className={styles.phone} data-testid="ad-phone">
            <Icon name="phone" size={18} /> {f.phone}
          </a>
          {contact}
          <h2 className={styles.sideTitle}>{t('ad.prices')}</h2>
          <dl className={styles.prices} data-testid="ad-prices">
            {prices.map(([k, v]) => (
              <div key={k} className={styles.priceRow}>
                <dt>{t(`ad.${k}`)}</dt>
                <dd>{v ? t('ad.currency', { value: v }) : t('ad.none')}</dd>
              </div>
            ))}
          </dl>
        </div>
      </aside>
    </article>
  );
}
