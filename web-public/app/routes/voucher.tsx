import { alternates } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import styles from '../features/dashboard/components/Dashboard.module.css';
import { DashboardLayout } from '../features/dashboard/components/DashboardLayout';
import { getBalance } from '../features/vouchers/api/get-balance.server';
import { RedeemVoucherForm } from '../features/vouchers/components/RedeemVoucherForm';
import { VOUCHERS } from '../features/vouchers/i18n';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { requireDashboardUser } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';

/** `/user/voucher/`: the dashboard's voucher activation (guest → /login/, administrator → the console). */
export async function loader(args: LoaderFunctionArgs) {
  await requireDashboardUser(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const balance = await getBalance(serverApi(args.request, args.context, locale));
  const t = getT(locale, VOUCHERS);
  const seo: PageSeo = {
    title: t('vouchers.seo.title'),
    description: t('vouchers.seo.description'),
    locale,
    alternates: alternates('voucher'),
    index: false,
  };
  return { balance, seo };
}

export const meta = seoMeta;

export default function Voucher() {
  const { balance } = useLoaderData<typeof loader>();
  const { t } = useTranslation(VOUCHERS);
  return (
    <DashboardLayout active="voucher">
      <section className={styles.section} data-testid="voucher">
        <div className={styles.sectionHead}>
          <div>
            <h1>{t('vouchers.title')}</h1>
            <p className={styles.rowMeta}>{t('vouchers.intro')}</p>
          </div>
        </div>
        <RedeemVoucherForm balance={balance} />
      </section>
    </DashboardLayout>
  );
}
