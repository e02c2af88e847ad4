import { PRICE_LIST } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { Button } from '#web/components/Button';
import { useApi, useLocale } from '#web/lib/app-data';
import { formatPln } from '#web/lib/money';
import { useStartCheckout } from '../api/start-checkout';
import { PAYMENTS } from '../i18n';
import styles from './Payments.module.css';

/** The price list's packages, each with its Buy button (→ the provider's checkout page). */
export function PackagePicker({ chosen }: { chosen: string | null }) {
  const { t } = useTranslation(PAYMENTS);
  const locale = useLocale();
  const checkout = useStartCheckout(useApi());
  return (
    <section className={styles.section} aria-labelledby="packages-heading" data-testid="payment-packages">
      <h2 id="packages-heading">{t('payments.packages.heading')}</h2>
      {checkout.isError && (
        <p role="alert" className={styles.statusBad}>
          {checkout.error instanceof Error && checkout.error.message ? checkout.error.message : t('payments.packages.error')}
        </p>
      )}
      {checkout.isPending || checkout.isSuccess ? (
        <p role="status" className={styles.statusWait}>
          {t('payments.packages.buying')}
        </p>
      ) : null}
      <ul className={styles.packages}>
        {PRICE_LIST.packages.map((pkg) => (
          <li
            key={pkg.id}
            className={pkg.id === chosen ? styles.chosen : styles.package}
            data-testid="payment-package"
            data-package={pkg.id}
          >
            {pkg.id === chosen && <span className={styles.muted}>{t('payments.packages.chosen')}</span>}
            <span className={styles.points}>{t('payments.packages.points', { count: pkg.points })}</span>
            <Button
              className={styles.buy}
              disabled={checkout.isPending || checkout.isSuccess}
              onClick={() => checkout.mutate(pkg.id)}
              data-testid="payment-buy"
            >
              {t('payments.packages.buy', { price: formatPln(pkg.priceGrosze, locale) })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
