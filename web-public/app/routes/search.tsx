import {
  RANGE_KEYS,
  SEARCH_CATEGORIES,
  alternates,
  countActiveFilters,
  href,
  serializeSearchQuery,
  type SearchFilter,
  type SearchResult,
} from '@anonse/contracts/browser';
import { PROVINCES } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { FacetList, type FacetLink } from '../components/FacetList';
import { Pagination } from '../components/Pagination';
import { getPremium } from '../features/ads/api/get-premium.server';
import { getSearch } from '../features/ads/api/get-search.server';
import { AdGrid, CARD_SIZES } from '../features/ads/components/AdCard';
import { PremiumAds } from '../features/ads/components/PremiumAds';
import { adListPage } from '../features/ads/lib/ad-list-page';
import { CorrectionNotice } from '../features/search/components/CorrectionNotice';
import { FiltersSheetIsland } from '../features/search/components/FiltersSheet';
import { ResultsToolbar } from '../features/search/components/ResultsToolbar';
import { SaveSearchButtonIsland } from '../features/saved-searches/components/SaveSearchButton';
import { SearchFilterFormIsland } from '../features/search/components/SearchFilterForm';
import { SEARCH } from '../features/search/i18n';
import { correctSearchQuery, type QueryCorrection } from '../features/search/lib/query-correction';
import { getT } from '../i18n/i18n';
import { ApiRequestError } from '../lib/api';
import { serverApi } from '../lib/api.server';
import { useLocale, usePathname } from '../lib/app-data';
import { serviceName } from '../lib/labels';
import { localeOf } from '../lib/locale';
import { pageLinks, pageLinksMeta } from '../lib/page-links';
import { cityName, linked } from '../lib/place-names';
import { seoMeta, withQuery, type PageSeo } from '../lib/seo';
import styles from './page.module.css';
import own from './search.module.css';
import { ISLAND_PAGE } from '#web/islands/page-handle';
import { photoPreload } from '#web/features/media/lib/photo-preload';

/** Read-only for a visitor: server HTML and islands (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/**
 * `/search/?…` with every docs/product.md § 2 parameter. A query with parameters the filter refuses (`age_from=abc`, a range
 * turned round, a value outside docs/product.md § 5, an unknown service) is corrected, not refused: the page shows the results
 * of what is left, says what was changed, and its canonical URL is the corrected query (never a 500, never blank).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
  const t = getT(locale, SEARCH);
  let { filter, corrections } = correctSearchQuery(url.searchParams);
  const api = serverApi(request, context, locale);
  // The premium block is asked for beside the results; without it (failed, slow) the page shows the results alone.
  const premiumCall = getPremium(api, filter);
  let result: SearchResult;
  try {
    result = await getSearch(api, filter);
  } catch (e) {
    // The API refusing what the page accepted (its rules moved on): the unfiltered list, said so, rather than an error.
    if (!(e instanceof ApiRequestError && e.status === 400)) throw e;
    corrections = [...corrections, ...Object.keys(e.fieldErrors).map((field): QueryCorrection => ({ field, kind: 'dropped' }))];
    filter = {};
    result = await getSearch(api, filter);
  }
  const premium = await premiumCall;
  const listed = adListPage(premium?.hits ?? [], result.hits);
  // The canonical query: the corrected filter without its keyset cursor (one page has one URL).
  const query = serializeSearchQuery({ ...filter, cursor: undefined });
  const alt = alternates('search');
  const seo: PageSeo = {
    title: t('seo.searchTitle'),
    description: t('seo.searchDescription'),
    locale,
    alternates: { pl: withQuery(alt.pl ?? '/search/', query), en: alt.en ? withQuery(alt.en, query) : null },
    index: false,
  };
  return {
    seo,
    filter,
    corrections,
    // The header's filter badge counts them (the header does not ship the schema).
    activeFilters: countActiveFilters(filter),
    result: { ...result, hits: listed.ads.map((hit) => linked(hit, hit, locale)) },
    premium: listed.premium.map((hit) => linked(hit, hit, locale)),
    // Links of a corrected page lead on from the corrected query, not from the parameters it could not use.
    search: query ? `?${query}` : '',
    pageLinks: pageLinks({
      pathname: url.pathname,
      search: query,
      page: result.page,
      pageCount: result.pageCount,
      nextCursor: result.nextCursor,
    }),
  };
}

export const meta = (args: MetaArgs<typeof loader>) => [
  ...seoMeta(args),
  ...pageLinksMeta(args),
  ...photoPreload([...(args.data?.premium ?? []), ...(args.data?.result.hits ?? [])][0]?.photo, CARD_SIZES, true),
];

export default function Search() {
  const { filter, result, premium, corrections, activeFilters, search } = useLoaderData<typeof loader>();
  const { t } = useTranslation(SEARCH);
  const locale = useLocale();
  const pathname = usePathname();
  const base = href('search', locale);
  const withParam = (patch: Partial<SearchFilter>): string => {
    const q = serializeSearchQuery({ ...filter, page: undefined, cursor: undefined, ...patch } as SearchFilter);
    return q ? `${base}?${q}` : base;
  };

  const facets: { title: string; items: FacetLink[]; id: string }[] = [];
  facets.push({
    id: 'category',
    title: t('filters.category'),
    items: SEARCH_CATEGORIES.filter((c) => result.facets.category[c.slug]).map((c) => ({
      key: c.slug,
      label: c.name[locale],
      count: result.facets.category[c.slug] ?? 0,
      to: withParam({ tag1: c.slug }),
      active: filter.tag1 === c.slug,
    })),
  });
  if (!filter.city)
    facets.push({
      id: filter.province ? 'city' : 'province',
      title: filter.province ? t('filters.city') : t('filters.province'),
      items: filter.province
        ? Object.entries(result.facets.city)
            .sort((a, b) => b[1] - a[1])
            .map(([key, count]) => ({ key, label: cityName(key), count, to: withParam({ city: key }) }))
        : PROVINCES.filter((p) => result.facets.province[p.slug]).map((p) => ({
            key: p.slug,
            label: p.name,
            count: result.facets.province[p.slug] ?? 0,
            to: withParam({ province: p.slug }),
          })),
    });
  facets.push({
    id: 'verified',
    title: t('filters.verified'),
    items: Object.entries(result.facets.verified)
      .filter(([k]) => k === 'true')
      .map(([key, count]) => ({
        key,
        label: t('search.verifiedYes'),
        count,
        to: withParam({ verified: true }),
        active: filter.verified === true,
      })),
  });
  facets.push({
    id: 'service',
    title: t('filters.services'),
    items: Object.entries(result.facets.service)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([key, count]) => ({
        key,
        label: serviceName(key, locale),
        count,
        to: withParam({ service: [...new Set([...(filter.service ?? []), key])] }),
        active: filter.service?.includes(key),
      })),
  });
  const facetLists = (prefix: string) =>
    facets.map((f) => (
      <FacetList
        key={f.id}
        title={f.title}
        items={f.items}
        testId={`${prefix}${f.id}`}
        limit={8}
        moreLabel={(n) => t('filters.more', { count: n })}
      />
    ));

  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.h1}>{t('search.heading')}</h1>
        <span className={styles.count} data-testid="search-total" data-total={result.total}>
          {t('adCount', { count: result.total })}
        </span>
        <SaveSearchButtonIsland filter={corrections.length === 0 ? filter : null} />
      </div>
      <CorrectionNotice corrections={corrections} />
      <div className={own.layout}>
        <aside className={styles.aside} id="filters">
          <details className={own.filters} open>
            <summary>{t('filters.dialogTitle')}</summary>
            <div className={own.formWrap}>
              <SearchFilterFormIsland key={search} initial={filter} variant="page" initialCount={result.total} />
            </div>
          </details>
        </aside>
        <div>
          <ResultsToolbar
            search={search}
            sort={filter.sort}
            availableNow={filter.available_now === true}
            filters={
              <FiltersSheetIsland
                key={search}
                title={t('filters.dialogTitle')}
                count={activeFilters}
                searchForm={{ initial: filter, initialCount: result.total }}
                facets={facets.map((f) => ({ title: f.title, items: f.items, testId: `sheet-facet-${f.id}`, limit: 8 }))}
              />
            }
          />
          <div className={own.facets}>{facetLists('facet-')}</div>
          <StatsLine result={result} />
          <PremiumAds ads={premium} />
          <h2 className="visually-hidden">{t('search.results')}</h2>
          {(result.hits.length > 0 || premium.length === 0) && <AdGrid ads={result.hits} />}
          <Pagination page={result.page} pageCount={result.pageCount} pathname={pathname} search={search} nextCursor={result.nextCursor} />
        </div>
      </div>
    </>
  );
}

function StatsLine({ result }: { result: SearchResult }) {
  const { t } = useTranslation(SEARCH);
  const parts = RANGE_KEYS.flatMap((k) => {
    const s = result.stats[k];
    return s ? [`${t(`filters.${k}`)}: ${s.min}–${s.max}`] : [];
  });
  if (!parts.length) return null;
  return (
    <p className={own.stats} data-testid="search-stats">
      <strong>{t('search.stats')}:</strong> {parts.join(' · ')}
    </p>
  );
}
