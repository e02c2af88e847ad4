import type { PaymentOrderDto } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { useLocale } from '#web/lib/app-data';
import { formatDateTime } from '#web/lib/format-date';
import { formatPln } from '#web/lib/money';
import { PAYMENTS } from '../i18n';
import styles from './Payments.module.css';

/** The account's latest orders; an empty history says how to make the first one. */
export function PaymentHistory({ items }: { items: PaymentOrderDto[] }) {
  const { t } = useTranslation(PAYMENTS);
  const locale = useLocale();
  return (
    <section className={styles.section} aria-labelledby="history-heading" data-testid="payment-history">
      <h2 id="history-heading">{t('payments.history.heading')}</h2>
      {items.length === 0 ? (
        <p className={styles.empty} data-testid="payment-history-empty">
          {t('payments.history.empty')}
        </p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('payments.history.date')}</th>
              <th scope="col">{t('payments.history.package')}</th>
              <th scope="col">{t('payments.history.amount')}</th>
              <th scope="col">{t('payments.history.status')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((o) => (
              <tr key={o.orderId} data-testid="payment-history-row" data-status={o.status}>
                <td>{formatDateTime(o.createdAt, locale)}</td>
                <td>{t('payments.packages.points', { count: o.points })}</td>
                <td>{formatPln(o.amountGrosze, locale)}</td>
                <td>{t(`payments.history.statuses.${o.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
