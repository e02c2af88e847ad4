import { alternates } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { DashboardLayout } from '../features/dashboard/components/DashboardLayout';
import { getWalletEntries } from '../features/wallet/api/get-wallet.server';
import { WalletLedger } from '../features/wallet/components/WalletLedger';
import { WalletSummary } from '../features/wallet/components/WalletSummary';
import styles from '../features/wallet/components/Wallet.module.css';
import { WALLET } from '../features/wallet/i18n';
import { pageFrom, WALLET_PAGE_SIZE } from '../features/wallet/lib/describe-entry';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { requireDashboardUser } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';

/** `/user/wallet/`: the signed-in user's balance of points and the ledger, newest first (`?page=n`). */
export async function loader(args: LoaderFunctionArgs) {
  await requireDashboardUser(args);
  const url = new URL(args.request.url);
  const locale = localeOf(url.pathname);
  const page = pageFrom(url.search);
  const ledger = await getWalletEntries(serverApi(args.request, args.context, locale), {
    offset: (page - 1) * WALLET_PAGE_SIZE,
    limit: WALLET_PAGE_SIZE,
  });
  const t = getT(locale, WALLET);
  const seo: PageSeo = {
    title: t('wallet.seo.title'),
    description: t('wallet.seo.description'),
    locale,
    alternates: alternates('wallet'),
    index: false,
  };
  return { ledger, page, pageCount: Math.max(1, Math.ceil(ledger.total / WALLET_PAGE_SIZE)), seo };
}

export const meta = seoMeta;

export default function Wallet() {
  const { ledger, page, pageCount } = useLoaderData<typeof loader>();
  const { t } = useTranslation(WALLET);
  const location = useLocation();
  return (
    <DashboardLayout active="wallet">
      <WalletSummary balance={ledger.balance} />
      <section className={styles.panel} data-testid="wallet">
        <h2>{t('wallet.history')}</h2>
        <p className={styles.intro}>{t('wallet.intro')}</p>
        <WalletLedger items={ledger.items} page={page} pageCount={pageCount} pathname={location.pathname} search={location.search} />
      </section>
    </DashboardLayout>
  );
}
