import {
  RANGE_KEYS,
  SEARCH_CATEGORIES,
  alternates,
  countActiveFilters,
  href,
  parseSearchQuery,
  serializeSearchQuery,
  type SearchFilter,
  type SearchResult,
} from '@anonse/contracts';
import { PROVINCES } from '@anonse/contracts/places';
import { useTranslation } from 'react-i18next';
import { data, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { FacetList, type FacetLink } from '../components/FacetList';
import { Pagination } from '../components/Pagination';
import { getPremium } from '../features/ads/api/get-premium.server';
import { getSearch } from '../features/ads/api/get-search.server';
import { AdGrid } from '../features/ads/components/AdCard';
import { PremiumAds } from '../features/ads/components/PremiumAds';
import { adListPage } from '../features/ads/lib/ad-list-page';
import { SaveSearchButton } from '../features/saved-searches/components/SaveSearchButton';
import { SearchFilterForm } from '../features/search/components/SearchFilterForm';
import { SEARCH } from '../features/search/i18n';
import { getT } from '../i18n/i18n';
import { ApiRequestError } from '../lib/api';
import { serverApi } from '../lib/api.server';
import { useLocale, usePathname } from '../lib/app-data';
import { serviceName } from '../lib/labels';
import { localeOf } from '../lib/locale';
import { cityName, linked } from '../lib/place-names';
import { seoMeta, withQuery, type PageSeo } from '../lib/seo';
import styles from './page.module.css';
import own from './search.module.css';

/** `/search/?…` with every spec § 2 parameter; invalid parameters → a friendly message and HTTP 400. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
  const t = getT(locale, SEARCH);
  const parsed = parseSearchQuery(url.searchParams);
  const query = parsed.success ? serializeSearchQuery(parsed.data) : url.search.slice(1);
  const alt = alternates('search');
  const seo: PageSeo = {
    title: t('seo.searchTitle'),
    description: t('seo.searchDescription'),
    locale,
    alternates: { pl: withQuery(alt.pl ?? '/search/', query), en: alt.en ? withQuery(alt.en, query) : null },
    index: false,
  };
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '')))].filter(Boolean);
    return data({ invalid: true as const, fields, seo, filter: {} as SearchFilter, activeFilters: 0, result: null, premium: [] }, { status: 400 });
  }
  try {
    const api = serverApi(request, context, locale);
    // The premium block is asked for beside the results; without it (failed, slow) the page shows the results alone.
    const [result, premium] = await Promise.all([getSearch(api, parsed.data), getPremium(api, parsed.data)]);
    const listed = adListPage(premium?.hits ?? [], result.hits);
    const hits = listed.ads.map((hit) => linked(hit, hit, locale));
    // The header's filter badge counts them (the header does not ship the schema).
    return {
      invalid: false as const,
      fields: [] as string[],
      seo,
      filter: parsed.data,
      activeFilters: countActiveFilters(parsed.data),
      result: { ...result, hits },
      premium: listed.premium.map((hit) => linked(hit, hit, locale)),
    };
  } catch (e) {
    if (e instanceof ApiRequestError && e.status === 400)
      return data({ invalid: true as const, fields: Object.keys(e.fieldErrors), seo, filter: {} as SearchFilter, activeFilters: 0, result: null, premium: [] }, { status: 400 });
    throw e;
  }
}

export const meta = seoMeta;

export default function Search() {
  const loaderData = useLoaderData<typeof loader>();
  const { t } = useTranslation(SEARCH);
  const locale = useLocale();
  const { search } = useLocation();
  const pathname = usePathname();
  const { filter, result, premium } = loaderData;
  const base = href('search', locale);
  const withParam = (patch: Partial<SearchFilter>): string => {
    const q = serializeSearchQuery({ ...filter, page: undefined, ...patch } as SearchFilter);
    return q ? `${base}?${q}` : base;
  };

  const facets: { title: string; items: FacetLink[]; id: string }[] = [];
  if (result) {
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
        .map(([key, count]) => ({ key, label: t('search.verifiedYes'), count, to: withParam({ verified: true }), active: filter.verified === true })),
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
  }

  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.h1}>{t('search.heading')}</h1>
        {result && (
          <span className={styles.count} data-testid="search-total" data-total={result.total}>
            {t('adCount', { count: result.total })}
          </span>
        )}
        {result && <SaveSearchButton />}
      </div>
      {loaderData.invalid && (
        <div className={styles.alert} role="alert" data-testid="search-error">
          <h2>{t('search.invalidTitle')}</h2>
          <p>
            {t('search.invalidText')} {loaderData.fields.length > 0 && <code>{loaderData.fields.join(', ')}</code>}
          </p>
        </div>
      )}
      <div className={own.layout}>
        <aside className={styles.aside}>
          <details className={own.filters} open>
            <summary>{t('filters.dialogTitle')}</summary>
            <div className={own.formWrap}>
              <SearchFilterForm key={search} initial={filter} variant="page" />
            </div>
          </details>
        </aside>
        <div>
          {result && (
            <>
              <div className={own.facets}>
                {facets.map((f) => (
                  <FacetList key={f.id} title={f.title} items={f.items} testId={`facet-${f.id}`} />
                ))}
              </div>
              <StatsLine result={result} />
              <PremiumAds ads={premium} />
              {(result.hits.length > 0 || premium.length === 0) && <AdGrid ads={result.hits} />}
              <Pagination page={result.page} pageCount={result.pageCount} pathname={pathname} search={search} />
            </>
          )}
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
