import { AD_LIST_CATEGORIES, href } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { useLoaderData, useLocation, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { FacetList, type FacetLink } from '../components/FacetList';
import { Pagination } from '../components/Pagination';
import { AdGrid, CARD_SIZES } from '../features/ads/components/AdCard';
import { PremiumAds } from '../features/ads/components/PremiumAds';
import { ADS } from '../features/ads/i18n';
import { CityTexts } from '../features/browse/components/CityTexts';
import { ListEmpty } from '../features/browse/components/ListEmpty';
import { loadListPage } from '../features/browse/lib/list-page.server';
import { SaveSearchButtonIsland } from '../features/saved-searches/components/SaveSearchButton';
import { useLocale, usePathname } from '../lib/app-data';
import { FiltersSheetIsland } from '../features/search/components/FiltersSheet';
import { ResultsToolbar } from '../features/search/components/ResultsToolbar';
import { SEARCH } from '../features/search/i18n';
import { resultsParams } from '../features/search/lib/query-correction';
import { loaderHeaders } from '../lib/page-cache';
import { pageLinksMeta } from '../lib/page-links';
import { seoMeta } from '../lib/seo';
import styles from './page.module.css';
import { ISLAND_PAGE } from '#web/islands/page-handle';
import { photoPreload } from '#web/features/media/lib/photo-preload';

/** Read-only: a visitor gets server HTML and islands (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/**
 * Every ad-list page (docs/product.md § 2), one module for all the families: `/anonse/{category?}/{place?}/{district?}/`
 * and a typed text `/anonse/{text}/`, `/anonse-erotyczne/…`, `/roksa/…`, `/masaze-erotyczne/…`,
 * `/uslugi/{service}/…`, and their English forms. What each family lists: contracts' `LIST_FAMILIES`.
 */
export function loader(args: LoaderFunctionArgs) {
  // The results toolbar's order and "available now", and the next-page cursor (bad values ignored: never a 400).
  return loadListPage(args, resultsParams(new URL(args.request.url).searchParams));
}

export const meta = (args: MetaArgs<typeof loader>) => [
  ...seoMeta(args),
  ...pageLinksMeta(args),
  // The first card's photo is the page's LCP image (docs/architecture.md § Islands).
  ...photoPreload([...(args.data?.premium ?? []), ...(args.data?.hits ?? [])][0]?.photo, CARD_SIZES, true),
];
export const headers = loaderHeaders;

export default function AdList() {
  const {
    total,
    hits,
    premium,
    page,
    pageCount,
    nextCursor,
    shown,
    facets,
    heading,
    crumbs,
    places,
    path,
    intro,
    text,
    cityTexts,
    empty,
    saveFilter,
  } = useLoaderData<typeof loader>();
  const { t } = useTranslation(ADS);
  const { t: ts } = useTranslation(SEARCH);
  const locale = useLocale();
  const { search } = useLocation();
  const pathname = usePathname();
  const categories: FacetLink[] = AD_LIST_CATEGORIES.map((c) => ({
    key: c.slug.pl,
    label: c.name[locale],
    count: c.filter.tag1
      ? (facets.category[c.filter.tag1] ?? 0)
      : (c.filter.service ?? []).reduce((n, s) => Math.max(n, facets.service[s] ?? 0), 0),
    to: href('adList', locale, { '*': [c.slug[locale], path.place, path.district].filter(Boolean).join('/') }),
    active: c.slug.pl === path.category,
  }));

  return (
    <>
      <Breadcrumbs items={crumbs} />
      <div className={styles.head}>
        <div>
          <h1 className={styles.h1} data-testid="list-heading">
            {heading}
          </h1>
          {intro && (
            <p className={styles.sub} data-testid="list-intro">
              {intro}
            </p>
          )}
        </div>
        <span className={styles.count} data-testid="search-total" data-total={total}>
          {t('adCount', { count: total })}
        </span>
        <SaveSearchButtonIsland filter={saveFilter} />
      </div>
      <div className={styles.layout}>
        <aside className={styles.aside} id="filters">
          <FacetList title={t(`list.${places.kind}`)} items={places.items} testId="facet-places" />
          <FacetList title={t('list.categories')} items={categories} testId="facet-categories" />
        </aside>
        <div>
          <ResultsToolbar
            sort={shown.sort}
            availableNow={shown.available_now === true}
            filters={
              <FiltersSheetIsland
                title={ts('filters.button')}
                total={total}
                facets={[
                  { title: t(`list.${places.kind}`), items: places.items, testId: 'sheet-facet-places' },
                  { title: t('list.categories'), items: categories, testId: 'sheet-facet-categories' },
                ]}
              />
            }
          />
          <PremiumAds ads={premium} />
          {empty ? (
            <ListEmpty text={text} links={empty.links} places={empty.places} />
          ) : (
            (hits.length > 0 || premium.length === 0) && <AdGrid ads={hits} />
          )}
          <Pagination page={page} pageCount={pageCount} pathname={pathname} search={search} nextCursor={nextCursor} />
        </div>
      </div>
      <CityTexts texts={cityTexts} />
    </>
  );
}
