import { href, PRICE_LIST } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { Link } from 'react-router';
import { useLocale, useRootData } from '#web/lib/app-data';
import { formatPln } from '#web/lib/money';
import { INFO } from '../i18n';
import styles from './InfoPage.module.css';

/**
 * The pricing page's tables, straight from PRICE_LIST (the config the checkout charges by): packages with a Buy
 * link to the payments page for a signed-in person (a guest is asked to log in), promotion per days, the bump.
 */
export function PriceList() {
  const { t } = useTranslation(INFO);
  const locale = useLocale();
  const signedIn = !!useRootData()?.user;
  const perPoint = (grosze: number, points: number) =>
    new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { style: 'currency', currency: 'PLN', maximumFractionDigits: 2 }).format(
      grosze / 100 / points,
    );
  return (
    <div data-testid="price-list">
      <section className={styles.section}>
        <h2>{t('info.prices.packagesHeading')}</h2>
        <table className={styles.prices}>
          <thead>
            <tr>
              <th scope="col">{t('info.prices.package')}</th>
              <th scope="col">{t('info.prices.price')}</th>
              <th scope="col">{t('info.prices.perPoint')}</th>
              <th scope="col">
                <span className={styles.visuallyHidden}>{t('info.prices.buy')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {PRICE_LIST.packages.map((pkg) => (
              <tr key={pkg.id} data-testid="price-package" data-package={pkg.id}>
                <td>{t('info.prices.points', { count: pkg.points })}</td>
                <td>{formatPln(pkg.priceGrosze, locale)}</td>
                <td>{perPoint(pkg.priceGrosze, pkg.points)}</td>
                <td>
                  {signedIn ? (
                    <Link
                      to={`${href('payment', locale)}?package=${encodeURIComponent(pkg.id)}`}
                      aria-label={t('info.prices.buyLabel', { points: pkg.points, price: formatPln(pkg.priceGrosze, locale) })}
                      data-testid="price-buy"
                    >
                      {t('info.prices.buy')}
                    </Link>
                  ) : (
                    <Link to={href('login', locale)}>{t('info.prices.loginToBuy')}</Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t('info.prices.packagesNote')}</p>
      </section>
      <section className={styles.section}>
        <h2>{t('info.prices.promotionHeading')}</h2>
        <table className={styles.prices}>
          <thead>
            <tr>
              <th scope="col">{t('info.prices.days')}</th>
              <th scope="col">{t('info.prices.cost')}</th>
            </tr>
          </thead>
          <tbody>
            {PRICE_LIST.promotion.map((o) => (
              <tr key={o.days} data-testid="price-promotion" data-days={o.days}>
                <td>{t('info.prices.daysValue', { count: o.days })}</td>
                <td>{t('info.prices.points', { count: o.points })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={styles.section}>
        <h2>{t('info.prices.bumpHeading')}</h2>
        <p data-testid="price-bump">{t('info.prices.bump', { points: PRICE_LIST.bumpPoints })}</p>
      </section>
    </div>
  );
}
