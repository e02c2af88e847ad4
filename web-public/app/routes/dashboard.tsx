import { alternates, href, type AdStatus } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Icon } from '../components/Icon';
import { getMyAds } from '../features/dashboard/api/get-my-ads.server';
import { DashboardLayout } from '../features/dashboard/components/DashboardLayout';
import styles from '../features/dashboard/components/Dashboard.module.css';
import { MyAdsList } from '../features/dashboard/components/MyAdsList';
import { DASHBOARD } from '../features/dashboard/i18n';
import { countByStatus, statusLabelKey } from '../features/dashboard/lib/ad-status';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { useLocale } from '../lib/app-data';
import { requireDashboardUser } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { linked } from '../lib/place-names';
import { seoMeta, type PageSeo } from '../lib/seo';

/** How many ads the overview lists; the rest are on /user/ads_list/. */
const RECENT = 10;
const STAT_ORDER: readonly AdStatus[] = ['approved', 'pending', 'rejected', 'deactivated', 'expired'];
const ALWAYS_COUNTED: readonly AdStatus[] = ['approved', 'pending', 'rejected'];

/** `/dashboard/`: signed-in users (guest → /login/, administrator → /admin/dashboard/). */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireDashboardUser(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const mine = await getMyAds(serverApi(args.request, args.context, locale));
  const ads = mine.ads.map((ad) => linked(ad, ad.fields, locale));
  const t = getT(locale, DASHBOARD);
  const seo: PageSeo = {
    title: t('seo.dashboardTitle'),
    description: t('seo.dashboardDescription'),
    locale,
    alternates: alternates('dashboard'),
    index: false,
  };
  return { login: user.login, ads, now: mine.now, seo };
}

export const meta = seoMeta;

export default function Dashboard() {
  const { login, ads, now } = useLoaderData<typeof loader>();
  const { t } = useTranslation(DASHBOARD);
  const locale = useLocale();
  const counts = countByStatus(ads);
  return (
    <DashboardLayout active="overview">
      <section className={styles.greeting} data-testid="dashboard">
        <div>
          <h1>{t('dashboard.greeting', { login })}</h1>
          <p>{t('dashboard.intro')}</p>
        </div>
        <Link to={href('addAd', locale)} className={styles.heroButton} data-testid="dashboard-add-ad">
          <Icon name="plus" size={18} />
          {t('nav.addAd')}
        </Link>
      </section>

      {counts.total > 0 && (
        <dl className={styles.stats} data-testid="dashboard-stats">
          <div className={styles.stat}>
            <dt>{t('dashboard.statTotal')}</dt>
            <dd>{counts.total}</dd>
          </div>
          {/* Active, awaiting and rejected always; the other states only when some ad is in them. */}
          {STAT_ORDER.filter((s) => ALWAYS_COUNTED.includes(s) || counts[s] > 0).map((s) => (
            <div className={styles.stat} key={s}>
              <dt>{t(statusLabelKey(s))}</dt>
              <dd>{counts[s]}</dd>
            </div>
          ))}
        </dl>
      )}

      <section className={styles.section} aria-labelledby="my-ads-heading">
        <div className={styles.sectionHead}>
          <h2 id="my-ads-heading">{t('dashboard.myAds')}</h2>
          {counts.total > RECENT && (
            <Link to={href('userAds', locale)} className={styles.link} data-testid="dashboard-all-ads">
              {t('dashboard.seeAll', { count: counts.total })} →
            </Link>
          )}
        </div>
        <MyAdsList ads={ads.slice(0, RECENT)} now={now} />
      </section>

      <section className={styles.section} aria-labelledby="tips-heading">
        <div className={styles.sectionHead}>
          <h2 id="tips-heading">{t('dashboard.tipsTitle')}</h2>
        </div>
        <ul className={styles.tips}>
          <li>
            <Link to={href('security', locale)}>{t('footer.security')}</Link> — {t('dashboard.tipSecurity')}
          </li>
          <li>
            <Link to={href('adTypes', locale)}>{t('footer.adTypes')}</Link> — {t('dashboard.tipAdTypes')}
          </li>
          <li>
            <Link to={href('promoInfo', locale)}>{t('footer.promoInfo')}</Link> — {t('dashboard.tipPromo')}
          </li>
          <li>
            <Link to={href('terms', locale)}>{t('footer.terms')}</Link> — {t('dashboard.tipTerms')}
          </li>
        </ul>
      </section>
    </DashboardLayout>
  );
}
