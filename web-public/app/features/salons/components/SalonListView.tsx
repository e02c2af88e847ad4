import { href, type SalonSummary } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { Link, useNavigation } from 'react-router';
import { useLocale } from '#web/lib/app-data';
import { SALONS } from '../i18n';
import { SalonCard } from './SalonCard';
import styles from './Salons.module.css';

export interface SalonListViewProps {
  title: string;
  intro: string;
  /** What an empty page says: no salon at all, none in the town, or none matching the text. */
  emptyText: string;
  items: SalonSummary[];
  total: number;
  page: number;
  lastPage: number;
  /** The list's own path (page links add `?page=`). */
  pathname: string;
  cities: { city: string; cityName: string; count: number }[];
  /** A town or text page links back to all salons. */
  showAllLink: boolean;
}

/** The salon lists: cards newest first, pages, towns with salons, and a useful empty state. */
export function SalonListView({
  title,
  intro,
  emptyText,
  items,
  total,
  page,
  lastPage,
  pathname,
  cities,
  showAllLink,
}: SalonListViewProps) {
  const { t } = useTranslation(SALONS);
  const locale = useLocale();
  const navigation = useNavigation();
  const pageHref = (n: number) => (n > 1 ? `${pathname}?page=${n}` : pathname);
  return (
    <div className={styles.wrap} data-testid="salon-list" aria-busy={navigation.state === 'loading'}>
      <header className={styles.head}>
        <h1>{title}</h1>
        <p className={styles.intro}>{intro}</p>
        {total > 0 && <p className={styles.meta}>{t('salons.count', { count: total })}</p>}
      </header>
      {navigation.state === 'loading' && (
        <p className={styles.meta} role="status">
          {t('salons.loading')}
        </p>
      )}
      {items.length === 0 ? (
        <div className={styles.empty} data-testid="salon-list-empty">
          <p>{emptyText}</p>
          <p className={styles.meta}>{t('salons.emptyHint')}</p>
          <p className={styles.actions} style={{ justifyContent: 'center' }}>
            {showAllLink && <Link to={href('salons', locale)}>{t('salons.allSalons')}</Link>}
            <Link to={href('salonCreate', locale)}>{t('salons.addSalon')}</Link>
          </p>
        </div>
      ) : (
        <ul className={styles.grid}>
          {items.map((s) => (
            <li key={s.id}>
              <SalonCard salon={s} />
            </li>
          ))}
        </ul>
      )}
      {lastPage > 1 && (
        <nav className={styles.pager} aria-label={t('salons.page', { page, lastPage })}>
          {page > 1 && (
            <Link to={pageHref(page - 1)} rel="prev">
              {t('salons.previous')}
            </Link>
          )}
          <span>{t('salons.page', { page, lastPage })}</span>
          {page < lastPage && (
            <Link to={pageHref(page + 1)} rel="next">
              {t('salons.next')}
            </Link>
          )}
        </nav>
      )}
      {cities.length > 0 && (
        <section aria-labelledby="salon-cities">
          <h2 id="salon-cities">{t('salons.byCity')}</h2>
          <ul className={styles.cities}>
            {cities.map((c) => (
              <li key={c.city}>
                <Link to={href('salonsByCity', locale, { city: c.city })} className={styles.chip} data-testid="salon-city-link">
                  {c.cityName} ({c.count})
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
