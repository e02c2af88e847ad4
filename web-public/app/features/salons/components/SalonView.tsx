import { href, WEEKDAYS, type SalonPublic } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { Link } from 'react-router';
import { useLocale } from '#web/lib/app-data';
import { adHref } from '#web/lib/ad-href';
import { Photo } from '#web/features/media/components/Photo';
import { SALONS } from '../i18n';
import { hoursText } from '../lib/salon-form';
import styles from './Salons.module.css';

/**
 * One salon's page. `mine`: the owner looks (the edit link; the banners about review). An unapproved salon is
 * only ever rendered for its owner or staff (the API answers 404 to anyone else), with a banner saying so.
 */
export function SalonView({ salon, mine }: { salon: SalonPublic; mine: boolean }) {
  const { t } = useTranslation(SALONS);
  const locale = useLocale();
  const place = [salon.districtName, salon.cityName].filter(Boolean).join(', ');
  return (
    <article className={styles.wrap} data-testid="salon-page" data-approved={salon.approved}>
      {!salon.approved && (
        <p className={styles.banner} role="status" data-testid="salon-awaits-review">
          {salon.status === 'rejected' ? t('salons.page_.rejected') : t('salons.page_.awaitsReview')}
        </p>
      )}
      {salon.approved && salon.hasRevision && mine && (
        <p className={styles.banner} role="status">
          {t('salons.page_.revisionWaits')}
        </p>
      )}
      <header className={styles.head}>
        <h1 data-testid="salon-name">{salon.name}</h1>
        <p className={styles.meta}>
          <Link to={href('salonsByCity', locale, { city: salon.city })}>{salon.cityName}</Link>
          {salon.districtName ? `, ${salon.districtName}` : ''}
        </p>
        {mine && (
          <p>
            <Link to={href('salonEdit', locale, { id: salon.id })} data-testid="salon-edit-link">
              {t('salons.page_.edit')}
            </Link>
          </p>
        )}
      </header>
      {salon.photos.length > 0 && (
        <section aria-label={t('salons.page_.photos')} className={styles.gallery}>
          {salon.photos.map((p, i) => (
            <Photo key={p.id} photo={p} alt={`${salon.name} ${i + 1}`} priority={i === 0} sizes="(max-width: 600px) 100vw, 33vw" />
          ))}
        </section>
      )}
      <div className={styles.details}>
        <section>
          <h2>{t('salons.page_.description')}</h2>
          <p className={styles.description}>{salon.description}</p>
          <h2>{t('salons.page_.masseuses')}</h2>
          {salon.masseuses.length ? (
            <ul className={styles.grid}>
              {salon.masseuses.map((m) => (
                <li key={m.adId}>
                  <Link to={adHref({ id: m.adId, title: m.title }, locale)} className={styles.card} data-testid="salon-masseuse">
                    <div className={styles.cardPhoto}>
                      {m.photo ? <Photo photo={m.photo} alt={m.title} card /> : <span aria-hidden="true">✿</span>}
                    </div>
                    <div className={styles.cardBody}>
                      <h3>{m.title}</h3>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.meta}>{t('salons.page_.noMasseuses')}</p>
          )}
        </section>
        <aside>
          <h2>{t('salons.page_.phone')}</h2>
          <p>
            <a href={`tel:${salon.phone.replace(/[^\d+]/g, '')}`} data-testid="salon-phone">
              {salon.phone}
            </a>
          </p>
          <h2>{t('salons.page_.address')}</h2>
          <address data-testid="salon-address">
            {salon.street && (
              <>
                {salon.street}
                <br />
              </>
            )}
            {place}
          </address>
          <h2>{t('salons.page_.hours')}</h2>
          <table className={styles.hours}>
            <tbody>
              {WEEKDAYS.map((day, i) => {
                const d = salon.hours[i];
                return (
                  <tr key={day}>
                    <th scope="row">{t(`salons.days.${day}`)}</th>
                    <td>{(d && hoursText(d)) ?? t('salons.page_.closed')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </aside>
      </div>
    </article>
  );
}
