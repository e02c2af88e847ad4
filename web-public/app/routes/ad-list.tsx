import { AD_LIST_CATEGORIES, adListFilter, adListSplat, href, parseAdListPath, type AdListPath, type Locale } from '@anonse/contracts';
import { PROVINCES, citiesOfProvince, districtsOfCity } from '@anonse/contracts/places';
import { useTranslation } from 'react-i18next';
import { data, redirect, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { FacetList, type FacetLink } from '../components/FacetList';
import { Pagination } from '../components/Pagination';
import { getPremium } from '../features/ads/api/get-premium.server';
import { getSearch } from '../features/ads/api/get-search.server';
import { AdGrid } from '../features/ads/components/AdCard';
import { PremiumAds } from '../features/ads/components/PremiumAds';
import { adListPage } from '../features/ads/lib/ad-list-page';
import { ADS } from '../features/ads/i18n';
import { SaveSearchButton } from '../features/saved-searches/components/SaveSearchButton';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { useLocale, usePathname } from '../lib/app-data';
import { localeOf } from '../lib/locale';
import { linked, provinceName } from '../lib/place-names';
import { seoMeta, withQuery, type PageSeo } from '../lib/seo';
import styles from './page.module.css';

export function listHeading(path: AdListPath, locale: Locale): string {
  const t = getT(locale, ADS);
  const what = path.category?.name[locale] ?? t('list.allAds');
  const place = path.district && path.city ? `${path.city.name}, ${path.district.name}` : (path.city?.name ?? path.province?.name);
  return place ? `${what} — ${place}` : what;
}

const pageOf = (url: URL) => {
  const n = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};

/** `/anonse/{category?}/{province|city?}/{district?}/` and `/en/erotic-ads/…` (spec § 2). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
  const splat = params['*'] ?? '';
  const path = parseAdListPath(splat, locale);
  if (!path) throw data(null, { status: 404 });
  const canonicalSplat = adListSplat(path, locale);
  if (canonicalSplat !== splat.replace(/^\/+|\/+$/g, '')) throw redirect(withQuery(href('adList', locale, { '*': canonicalSplat }), url.search.slice(1)), 301);
  const page = pageOf(url);
  const api = serverApi(request, context, locale);
  const filter = adListFilter(path);
  // The premium block is asked for beside the results, never before them; without it the page shows the results alone.
  const [result, premium] = await Promise.all([getSearch(api, { ...filter, ...(page > 1 ? { page } : {}) }), getPremium(api, filter)]);
  const listed = adListPage(premium?.hits ?? [], result.hits);
  const t = getT(locale, ADS);
  const heading = listHeading(path, locale);
  const pageSuffix = page > 1 ? t('seo.page', { page }) : '';
  const query = page > 1 ? `page=${page}` : '';
  const seo: PageSeo = {
    title: t('seo.listTitle', { name: heading }) + pageSuffix,
    description: t('seo.listDescription', { name: heading, count: result.total }),
    locale,
    alternates: {
      pl: withQuery(href('adList', 'pl', { '*': adListSplat(path, 'pl') }), query),
      en: withQuery(href('adList', 'en', { '*': adListSplat(path, 'en') }), query),
    },
  };
  const listPath = (p: Partial<{ category: string; place: string; district: string }>) =>
    href('adList', locale, { '*': [p.category, p.place, p.district].filter(Boolean).join('/') });
  const catSlug = path.category?.slug[locale];
  // The place facet: districts of the city, cities of the province (those with ads), or every province.
  let places: { kind: 'districts' | 'cities' | 'provinces'; items: FacetLink[] };
  if (path.city) {
    const city = path.city.key;
    places = {
      kind: 'districts',
      items: districtsOfCity(city).map((d) => ({
        key: d.slug,
        label: d.name,
        count: result.facets.district[d.slug] ?? 0,
        to: listPath({ category: catSlug, place: city, district: d.slug }),
        active: d.slug === path.district?.slug,
      })),
    };
  } else if (path.province) {
    places = {
      kind: 'cities',
      items: citiesOfProvince(path.province.slug)
        .map((c) => ({ key: c.key, label: c.name, count: result.facets.city[c.key] ?? 0, to: listPath({ category: catSlug, place: c.key }) }))
        .filter((f) => f.count > 0),
    };
  } else {
    places = {
      kind: 'provinces',
      items: PROVINCES.map((p) => ({
        key: p.slug,
        label: p.name,
        count: result.facets.province[p.slug] ?? 0,
        to: listPath({ category: catSlug, place: p.slug }),
      })).sort((a, b) => a.label.localeCompare(b.label, 'pl')),
    };
  }
  const cityProvince = path.city?.provinceSlug;
  return {
    total: result.total,
    hits: listed.ads.map((hit) => linked(hit, hit, locale)),
    premium: listed.premium.map((hit) => linked(hit, hit, locale)),
    page: result.page,
    pageCount: result.pageCount,
    facets: result.facets,
    heading,
    seo,
    places,
    path: {
      category: path.category?.slug.pl,
      place: path.city?.key ?? path.province?.slug,
      district: path.district?.slug,
      cityProvince: cityProvince ? { name: provinceName(cityProvince), to: listPath({ category: catSlug, place: cityProvince }) } : null,
    },
  };
}

export const meta = seoMeta;

export default function AdList() {
  const { total, hits, premium, page, pageCount, facets, heading, places, path } = useLoaderData<typeof loader>();
  const { t } = useTranslation(ADS);
  const locale = useLocale();
  const { search } = useLocation();
  const pathname = usePathname();
  const categories: FacetLink[] = AD_LIST_CATEGORIES.map((c) => ({
    key: c.slug.pl,
    label: c.name[locale],
    count: c.filter.tag1 ? (facets.category[c.filter.tag1] ?? 0) : (c.filter.service ?? []).reduce((n, s) => Math.max(n, facets.service[s] ?? 0), 0),
    to: href('adList', locale, { '*': [c.slug[locale], path.place, path.district].filter(Boolean).join('/') }),
    active: c.slug.pl === path.category,
  }));

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('nav.home'), to: href('home', locale) },
          { label: t('list.allAds'), to: href('adList', locale) },
          path.cityProvince && { label: path.cityProvince.name, to: path.cityProvince.to },
        ]}
      />
      <div className={styles.head}>
        <div>
          <h1 className={styles.h1} data-testid="list-heading">
            {heading}
          </h1>
        </div>
        <span className={styles.count} data-testid="search-total" data-total={total}>
          {t('adCount', { count: total })}
        </span>
        <SaveSearchButton />
      </div>
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <FacetList title={t(`list.${places.kind}`)} items={places.items} testId="facet-places" />
          <FacetList title={t('list.categories')} items={categories} testId="facet-categories" />
        </aside>
        <div>
          <PremiumAds ads={premium} />
          {(hits.length > 0 || premium.length === 0) && <AdGrid ads={hits} />}
          <Pagination page={page} pageCount={pageCount} pathname={pathname} search={search} />
        </div>
      </div>
    </>
  );
}
