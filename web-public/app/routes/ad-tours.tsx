import { alternates, href } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import styles from '../features/dashboard/components/Dashboard.module.css';
import { DashboardLayout } from '../features/dashboard/components/DashboardLayout';
import { getAdTours } from '../features/tours/api/get-ad-tours.server';
import { ToursManager } from '../features/tours/components/ToursManager';
import { TOURS } from '../features/tours/i18n';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { useLocale } from '../lib/app-data';
import { requireDashboardUser } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { cityName } from '../lib/place-names';
import { seoMeta, type PageSeo } from '../lib/seo';

/**
 * `/dashboard/trasy/:id/` and `/en/dashboard/tours/:id/`: the owner's tours of one ad, reached from its row of the
 * ads list (guest → /login/). An ad that is unknown, deleted or someone else's is a 404, alike.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireDashboardUser(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const id = args.params.id ?? '';
  const tours = await getAdTours(serverApi(args.request, args.context, locale), id);
  if (!tours) throw data(null, { status: 404 });
  const t = getT(locale, TOURS);
  const seo: PageSeo = {
    title: t('tours.seo.title', { title: tours.title }),
    description: t('tours.seo.description'),
    locale,
    alternates: alternates('adTours', { pl: { id } }),
    index: false,
  };
  // The tours' towns by name: the page itself does not ship the town list.
  const cityNames = Object.fromEntries(tours.tours.map((tour) => [tour.city, cityName(tour.city)]));
  return { tours, homeCity: cityName(tours.city), cityNames, seo };
}

export const meta = seoMeta;

export default function AdToursPage() {
  const { tours, homeCity, cityNames } = useLoaderData<typeof loader>();
  const { t } = useTranslation(TOURS);
  const locale = useLocale();
  return (
    <DashboardLayout active="myAds">
      <section className={styles.section} data-testid="ad-tours-page">
        <div className={styles.sectionHead}>
          <div>
            <h1>{t('tours.title')}</h1>
            <p className={styles.rowMeta}>{t('tours.ad', { title: tours.title, city: homeCity })}</p>
          </div>
          <Link to={href('userAds', locale)} className={styles.action}>
            {t('tours.back')}
          </Link>
        </div>
        <p>{t('tours.intro')}</p>
        <p className={styles.hint}>{t('tours.rules')}</p>
        <ToursManager data={tours} cityNames={cityNames} />
      </section>
    </DashboardLayout>
  );
}
