import { alternates, MAX_FAVOURITES } from '@anonse/contracts/browser';
import { useMemo } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import styles from '../features/dashboard/components/Dashboard.module.css';
import { DashboardLayout } from '../features/dashboard/components/DashboardLayout';
import { getFavourites } from '../features/favourites/api/get-favourites.server';
import { FavouritesList } from '../features/favourites/components/FavouritesList';
import { FavouritesSync } from '../features/favourites/components/FavouritesSync';
import { FAVOURITES } from '../features/favourites/i18n';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { requireDashboardUser } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { linked } from '../lib/place-names';
import { seoMeta, type PageSeo } from '../lib/seo';

/** `/dashboard/ulubione/`: the signed-in user's favourite ads (guest → /login/, administrator → the console). */
export async function loader(args: LoaderFunctionArgs) {
  await requireDashboardUser(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const list = await getFavourites(serverApi(args.request, args.context, locale));
  const items = list.items.map((f) => ({ ...f, ad: f.ad ? linked(f.ad, f.ad, locale) : null }));
  const t = getT(locale, FAVOURITES);
  const seo: PageSeo = {
    title: t('favourites.seo.title'),
    description: t('favourites.seo.description'),
    locale,
    alternates: alternates('favourites'),
    index: false,
  };
  return { items, limit: list.limit ?? MAX_FAVOURITES, seo };
}

export const meta = seoMeta;

export default function Favourites() {
  const { items, limit } = useLoaderData<typeof loader>();
  const { t } = useTranslation(FAVOURITES);
  const ids = useMemo(() => items.map((f) => f.adId), [items]);
  return (
    <DashboardLayout active="favorites">
      <FavouritesSync ids={ids} />
      <section className={styles.section} data-testid="favourites">
        <div className={styles.sectionHead}>
          <div>
            <h1>{t('favourites.title')}</h1>
            <p className={styles.rowMeta}>{t('favourites.intro')}</p>
            <p className={styles.rowMeta}>{t('favourites.count', { count: items.length, limit })}</p>
          </div>
        </div>
        <FavouritesList items={items} />
      </section>
    </DashboardLayout>
  );
}
