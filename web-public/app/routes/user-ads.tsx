import { alternates, href } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { Icon } from '../components/Icon';
import { getMyAds } from '../features/dashboard/api/get-my-ads.server';
import styles from '../features/dashboard/components/Dashboard.module.css';
import { DashboardLayout } from '../features/dashboard/components/DashboardLayout';
import { MyAdsList } from '../features/dashboard/components/MyAdsList';
import { DASHBOARD } from '../features/dashboard/i18n';
import { savedNoticeOf } from '../features/dashboard/lib/saved-notice';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { useLocale } from '../lib/app-data';
import { requireUser } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { linked } from '../lib/place-names';
import { seoMeta, type PageSeo } from '../lib/seo';

/** `/user/ads_list/`: every ad of the signed-in user with its state and actions (guest → /login/). */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const mine = await getMyAds(serverApi(args.request, args.context, locale));
  const ads = mine.ads.map((ad) => linked(ad, ad.fields, locale));
  const t = getT(locale, DASHBOARD);
  const seo: PageSeo = {
    title: t('seo.userAdsTitle'),
    description: t('seo.userAdsDescription'),
    locale,
    alternates: alternates('userAds'),
    index: false,
  };
  return { ads, now: mine.now, seo };
}

export const meta = seoMeta;

export default function UserAds() {
  const { ads, now } = useLoaderData<typeof loader>();
  const { t } = useTranslation(DASHBOARD);
  const locale = useLocale();
  // The edit page comes back here with what its save did (navigation state, so a shared link shows nothing).
  const saved = savedNoticeOf(useLocation().state);
  return (
    <DashboardLayout active="myAds">
      <section className={styles.section} data-testid="user-ads">
        <div className={styles.sectionHead}>
          <div>
            <h1>{t('dashboard.myAds')}</h1>
            <p className={styles.rowMeta}>{t('adCount', { count: ads.length })}</p>
          </div>
          <Link to={href('addAd', locale)} className={styles.primary} data-testid="user-ads-add">
            <Icon name="plus" size={18} />
            {t('nav.addAd')}
          </Link>
        </div>
        <MyAdsList ads={ads} now={now} notice={saved ? t(`dashboard.saved.${saved.outcome}`, { title: saved.title }) : null} />
      </section>
    </DashboardLayout>
  );
}
