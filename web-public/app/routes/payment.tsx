import { alternates, href, isEntityId, pointPackageById, type PaymentOrderDto } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DashboardLayout } from '../features/dashboard/components/DashboardLayout';
import { getPaymentOrder, listPayments } from '../features/payments/api/get-payments.server';
import { OrderStatus } from '../features/payments/components/OrderStatus';
import { PackagePicker } from '../features/payments/components/PackagePicker';
import { PaymentHistory } from '../features/payments/components/PaymentHistory';
import styles from '../features/payments/components/Payments.module.css';
import { PAYMENTS } from '../features/payments/i18n';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { useLocale } from '../lib/app-data';
import { requireDashboardUser } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';

/**
 * `/user/payment/`: buy points, and the page a payer comes back to (`?order=…`), which follows the order until
 * its points are credited. `?package=…` (from the pricing page's Buy links) marks the chosen package.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireDashboardUser(args);
  const url = new URL(args.request.url);
  const locale = localeOf(url.pathname);
  const api = serverApi(args.request, args.context, locale);
  const orderParam = url.searchParams.get('order');
  const packageParam = url.searchParams.get('package');
  let order: PaymentOrderDto | null = null;
  let orderLoadError = false;
  if (orderParam !== null) {
    try {
      order = isEntityId(orderParam) ? await getPaymentOrder(api, orderParam) : null;
    } catch {
      orderLoadError = true;
    }
  }
  const history = await listPayments(api).catch(() => null);
  const t = getT(locale, PAYMENTS);
  const seo: PageSeo = {
    title: t('payments.seo.title'),
    description: t('payments.seo.description'),
    locale,
    alternates: alternates('payment'),
    index: false,
  };
  return {
    showOrder: orderParam !== null,
    order,
    orderLoadError,
    chosen: packageParam && pointPackageById(packageParam) ? packageParam : null,
    history,
    seo,
  };
}

export const meta = seoMeta;

export default function Payment() {
  const { showOrder, order, orderLoadError, chosen, history } = useLoaderData<typeof loader>();
  const { t } = useTranslation(PAYMENTS);
  const locale = useLocale();
  return (
    <DashboardLayout active="payment">
      <section className={styles.section} data-testid="payments-page">
        <h1>{t('payments.title')}</h1>
        <p className={styles.muted}>
          {t('payments.intro')} <Link to={href('pricing', locale)}>{t('payments.pricingLink')}</Link>
        </p>
      </section>
      {showOrder && <OrderStatus order={order} loadError={orderLoadError} />}
      <PackagePicker chosen={chosen} />
      {history === null ? (
        <p role="alert" className={styles.statusBad}>
          {t('payments.order.loadError')}
        </p>
      ) : (
        <PaymentHistory items={history} />
      )}
    </DashboardLayout>
  );
}
