import { alternates, href } from '@anonse/contracts/browser';
import { PROVINCES } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { data, Link, useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { FacetList, type FacetLink } from '../components/FacetList';
import { getListPage } from '../features/ads/api/get-list-page.server';
import { AdGrid, CARD_SIZES } from '../features/ads/components/AdCard';
import { PremiumAds } from '../features/ads/components/PremiumAds';
import { adListPage } from '../features/ads/lib/ad-list-page';
import { ADS } from '../features/ads/i18n';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { useLocale } from '../lib/app-data';
import { localeOf } from '../lib/locale';
import { linked } from '../lib/place-names';
import { loaderHeaders, pageCacheHeaders } from '../lib/page-cache';
import { seoMeta, type PageSeo } from '../lib/seo';
import styles from './page.module.css';
import { ISLAND_PAGE } from '#web/islands/page-handle';
import { photoPreload } from '#web/features/media/lib/photo-preload';

/** Read-only: a visitor gets server HTML and islands (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/** Home: the newest approved ads (a search with no filter). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  const api = serverApi(request, context, locale);
  // The newest ads, the premium block of the whole country and the count of every province, in one answer.
  const result = await getListPage(api, {});
  const listed = adListPage(result.premium, result.hits);
  const t = getT(locale, ADS);
  const seo: PageSeo = {
    title: t('seo.homeTitle'),
    description: t('seo.homeDescription'),
    locale,
    alternates: alternates('home'),
  };
  const provinces: FacetLink[] = PROVINCES.map((p) => ({
    key: p.slug,
    label: p.name,
    count: result.facets.province[p.slug] ?? 0,
    to: href('adList', locale, { '*': p.slug }),
  })).sort((a, b) => a.label.localeCompare(b.label, 'pl'));
  return data(
    {
      total: result.total,
      hits: listed.ads.map((hit) => linked(hit, hit, locale)),
      premium: listed.premium.map((hit) => linked(hit, hit, locale)),
      provinces,
      seo,
    },
    { headers: pageCacheHeaders(result.rotatesAt) },
  );
}

export const meta = (args: MetaArgs<typeof loader>) => [
  ...seoMeta(args),
  ...photoPreload([...(args.data?.premium ?? []), ...(args.data?.hits ?? [])][0]?.photo, CARD_SIZES, true),
];
export const headers = loaderHeaders;

export default function Home() {
  const { total, hits, premium, provinces } = useLoaderData<typeof loader>();
  const { t } = useTranslation(ADS);
  const locale = useLocale();
  return (
    <>
      <section className={styles.hero}>
        <h1>{t('list.newest')}</h1>
        <p>{t('brand.tagline')}</p>
      </section>
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <FacetList title={t('list.provinces')} items={provinces} testId="facet-provinces" />
        </aside>
        <div>
          <div className={styles.head}>
            <span className={styles.count} data-testid="search-total" data-total={total}>
              {t('adCount', { count: total })}
            </span>
            <Link to={href('adList', locale)} className={styles.link}>
              {t('list.seeAll')} →
            </Link>
          </div>
          <PremiumAds ads={premium} />
          {(hits.length > 0 || premium.length === 0) && <AdGrid ads={hits} />}
        </div>
      </div>
    </>
  );
}
