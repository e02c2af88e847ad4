import { alternates, href, isEntityId } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getUser } from '../features/auth/api/get-user.server';
import { getPromotionPage } from '../features/promotion/api/get-promotion-page.server';
import { PromotePanel, PromotionPrices } from '../features/promotion/components/PromotePanel';
import styles from '../features/promotion/components/Promotion.module.css';
import { PROMOTION } from '../features/promotion/i18n';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { useLocale } from '../lib/app-data';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** For a visitor: server HTML (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/**
 * `/promo/` (`/promowanie/` and `/anons/promoPage/` redirect here): a signed-in owner promotes or bumps one of
 * their active ads (`?ad=` picks it, as the dashboard's "Promote" does); a guest reads the prices and logs in.
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const locale = localeOf(url.pathname);
  const api = serverApi(args.request, args.context, locale);
  const user = await getUser(api).catch(() => null);
  const page = user ? await getPromotionPage(api) : null;
  const ad = url.searchParams.get('ad');
  const t = getT(locale, PROMOTION);
  const seo: PageSeo = {
    title: t('promotion.seo.title'),
    description: t('promotion.seo.description'),
    locale,
    alternates: alternates('promo'),
    index: false,
  };
  return { page, initialAdId: isEntityId(ad) ? ad : null, seo };
}

export const meta = seoMeta;

export default function PromoPage() {
  const { page, initialAdId } = useLoaderData<typeof loader>();
  const { t } = useTranslation(PROMOTION);
  const locale = useLocale();
  return (
    <section className={styles.page} data-testid="promo-page">
      <h1>{t('promotion.title')}</h1>
      <p>{t('promotion.intro')}</p>
      {page ? (
        <PromotePanel ads={page.ads} balance={page.balance} initialAdId={initialAdId} />
      ) : (
        <div className={styles.panel} data-testid="promo-guest">
          <p>{t('promotion.guest.text')}</p>
          <PromotionPrices />
          <p>
            <Link to={href('login', locale)} className={styles.primary} data-testid="promo-login">
              {t('promotion.guest.login')}
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
