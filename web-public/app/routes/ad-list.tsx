import {
  AD_LIST_CATEGORIES,
  PROVINCES,
  adListFilter,
  adListSplat,
  citiesOfProvince,
  districtsOfCity,
  href,
  parseAdListPath,
  type AdListPath,
  type Locale,
} from '@anonse/contracts';
import { useTranslation } from 'react-i18next';
import { data, redirect, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { FacetList, type FacetLink } from '../components/FacetList';
import { Pagination } from '../components/Pagination';
import { AdGrid } from '../features/ads/components/AdCard';
import { getSearch } from '../features/ads/api/get-search';
import { provinceName } from '../features/ads/lib/labels';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { useLocale, usePathname } from '../lib/app-data';
import { localeOf } from '../lib/locale';
import { seoMeta, withQuery, type PageSeo } from '../lib/seo';
import styles from './page.module.css';

export function listHeading(path: AdListPath, locale: Locale): string {
  const t = getT(locale);
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
  const result = await getSearch(serverApi(request, context, locale), { ...adListFilter(path), ...(page > 1 ? { page } : {}) });
  const t = getT(locale);
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
  return {
    result,
    heading,
    seo,
    path: {
      category: path.category?.slug.pl,
      province: path.province?.slug,
      city: path.city?.key,
      cityName: path.city?.name,
      cityProvince: path.city?.provinceSlug,
      district: path.district?.slug,
    },
  };
}

export const meta = seoMeta;

export default function AdList() {
  const { result, heading, path } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  const pathname = usePathname();
  const category = AD_LIST_CATEGORIES.find((c) => c.slug.pl === path.category);
  const listPath = (p: Partial<{ category: string; place: string; district: string }>) =>
    href('adList', locale, { '*': [p.category, p.place, p.district].filter(Boolean).join('/') });
  const catSlug = category?.slug[locale];

  let places: FacetLink[] = [];
  let placesTitle = t('list.provinces');
  if (path.city) {
    placesTitle = t('list.districts');
    places = districtsOfCity(path.city).map((d) => ({
      key: d.slug,
      label: d.name,
      count: result.facets.district[d.slug] ?? 0,
      to: listPath({ category: catSlug, place: path.city, district: d.slug }),
      active: d.slug === path.district,
    }));
  } else if (path.province) {
    placesTitle = t('list.cities');
    places = citiesOfProvince(path.province)
      .map((c) => ({ key: c.key, label: c.name, count: result.facets.city[c.key] ?? 0, to: listPath({ category: catSlug, place: c.key }) }))
      .filter((f) => f.count > 0);
  } else {
    places = PROVINCES.map((p) => ({
      key: p.slug,
      label: p.name,
      count: result.facets.province[p.slug] ?? 0,
      to: listPath({ category: catSlug, place: p.slug }),
    })).sort((a, b) => a.label.localeCompare(b.label, 'pl'));
  }
  const place = path.city ?? path.province;
  const categories: FacetLink[] = AD_LIST_CATEGORIES.map((c) => ({
    key: c.slug.pl,
    label: c.name[locale],
    count: c.filter.tag1 ? (result.facets.category[c.filter.tag1] ?? 0) : (c.filter.service ?? []).reduce((n, s) => Math.max(n, result.facets.service[s] ?? 0), 0),
    to: listPath({ category: c.slug[locale], place: place, district: path.district }),
    active: c.slug.pl === path.category,
  }));

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('nav.home'), to: href('home', locale) },
          { label: t('list.allAds'), to: href('adList', locale) },
          path.cityProvince ? { label: provinceName(path.cityProvince), to: listPath({ category: catSlug, place: path.cityProvince }) } : null,
        ]}
      />
      <div className={styles.head}>
        <div>
          <h1 className={styles.h1} data-testid="list-heading">
            {heading}
          </h1>
        </div>
        <span className={styles.count} data-testid="search-total" data-total={result.total}>
          {t('list.count', { count: result.total })}
        </span>
      </div>
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <FacetList title={placesTitle} items={places} testId="facet-places" />
          <FacetList title={t('list.categories')} items={categories} testId="facet-categories" />
        </aside>
        <div>
          <AdGrid ads={result.hits} />
          <Pagination page={result.page} pageCount={result.pageCount} pathname={pathname} search={search} />
        </div>
      </div>
    </>
  );
}
