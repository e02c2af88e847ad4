import type { PaymentOrderDto } from '@anonse/contracts/browser';
import { useEffect, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { useRevalidator } from 'react-router';
import { Button } from '#web/components/Button';
import { useLocale } from '#web/lib/app-data';
import { formatPln } from '#web/lib/money';
import { PAYMENTS } from '../i18n';
import styles from './Payments.module.css';

/** How often the page asks again while the provider's confirmation is on its way, and for how long at most. */
const POLL_MS = 2000;
const MAX_POLLS = 60;

const waiting = (status: PaymentOrderDto['status']) => status === 'pending' || status === 'confirmed';

/**
 * The order the payer came back with: pending → confirmed → credited, re-read from the loader every two seconds
 * while it is on its way (the webhook may come before or after the browser), then left alone.
 */
export function OrderStatus({ order, loadError }: { order: PaymentOrderDto | null; loadError: boolean }) {
  const { t } = useTranslation(PAYMENTS);
  const locale = useLocale();
  const revalidator = useRevalidator();
  const [polls, setPolls] = useState(0);
  const polling = !!order && waiting(order.status) && polls < MAX_POLLS;

  useEffect(() => {
    if (!polling || revalidator.state !== 'idle') return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      void revalidator.revalidate();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [polling, revalidator, order?.status, polls]);

  let body;
  if (loadError)
    body = (
      <p role="alert" className={styles.statusBad}>
        {t('payments.order.loadError')}
      </p>
    );
  else if (!order)
    body = (
      <p role="alert" className={styles.statusBad}>
        {t('payments.order.notFound')}
      </p>
    );
  else {
    const cls = order.status === 'credited' ? styles.statusOk : waiting(order.status) ? styles.statusWait : styles.statusBad;
    body = (
      <>
        <p role="status" aria-live="polite" className={cls} data-testid="payment-status" data-status={order.status}>
          {order.status === 'credited' ? t('payments.order.credited', { points: order.points }) : t(`payments.order.${order.status}`)}
        </p>
        <p className={styles.muted}>
          {t('payments.order.summary', { points: order.points, price: formatPln(order.amountGrosze, locale) })}
        </p>
        {waiting(order.status) && polls >= MAX_POLLS && <p className={styles.muted}>{t('payments.order.slow')}</p>}
      </>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="order-heading" data-testid="payment-order">
      <h2 id="order-heading">{t('payments.order.heading')}</h2>
      {body}
      {(loadError || (order && waiting(order.status))) && (
        <Button className={styles.refresh} disabled={revalidator.state !== 'idle'} onClick={() => void revalidator.revalidate()}>
          {revalidator.state !== 'idle' ? t('payments.order.checking') : t('payments.order.refresh')}
        </Button>
      )}
    </section>
  );
}
