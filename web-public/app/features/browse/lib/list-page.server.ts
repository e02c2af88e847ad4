import {
  href,
  listFamilyOfPath,
  listFilter,
  listHref,
  parseListPath,
  typedTextHref,
  typedTextQuery,
  type AdListFacets,
  type ListPath,
  type Locale,
  type SearchFilter,
} from '@anonse/contracts';
import { PROVINCES, cityByKeyOf, citiesOfProvince, districtsOfCity, provinceBySlugOrId } from '@anonse/contracts/places';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { Crumb } from '#web/lib/json-ld';
import type { FacetLink } from '#web/components/FacetList';
import { pageHref, pageLinks } from '#web/lib/page-links';
import { getT } from '#web/i18n/i18n';
import { serverApi } from '#web/lib/api.server';
import { withTrailingSlash } from '#web/lib/app-data';
import { localeOf } from '#web/lib/locale';
import { linked, provinceName } from '#web/lib/place-names';
import { pageCacheHeaders } from '#web/lib/page-cache';
import { withQuery, type PageSeo } from '#web/lib/seo';
import { getListPage } from '#web/features/ads/api/get-list-page.server';
import { adListPage } from '#web/features/ads/lib/ad-list-page';
import { cityTexts } from '../content/city-texts.server';
import { BROWSE } from '../i18n';
import { listCrumbs, listDescription, listHeading, listIntro, listTitle, textSeo } from './list-seo';
import { MAX_LIST_PAGE, readPage } from './page-param';
import { POPULAR_CITIES, placesInText } from './text-suggestions';

export interface ListLink {
  label: string;
  to: string;
}

/**
 * The loader of every ad-list page — `/anonse/…` (with typed text), `/anonse-erotyczne/…`, `/roksa/…`,
 * `/masaze-erotyczne/…`, `/uslugi/{service}/…` and their English forms (routes/ad-list.tsx):
 *
 * 1. the path: unknown → 404 (docs/product.md § 8 page), written otherwise → 301 to its canonical form, one unknown
 *    segment under `/anonse/` → a `noindex` text search for it;
 * 2. `?page=`: junk or 1 → 301 without it, past the end → 302 to the last page (other parameters kept);
 * 3. the data, from `getListPage` only (one API call; the page may be cached for anonymous visitors); the title, description, canonical and alternates; the facets,
 *    breadcrumbs, the intro and the city texts; links for an empty page.
 */
export async function loadListPage(
  { request, context, params }: LoaderFunctionArgs,
  shown: Pick<SearchFilter, 'sort' | 'available_now' | 'cursor'> = {},
) {
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
  const family = listFamilyOfPath(url.pathname);
  if (!family) throw data(null, { status: 404 });
  const match = parseListPath(family, params['*'] ?? '', locale);
  const query = url.search.slice(1);
  if (match.kind === 'notFound') throw data(null, { status: 404 });
  if (match.kind === 'redirect') throw redirect(withQuery(listHref(match.path, locale), query), 301);
  if (match.kind === 'text' && !match.canonical) throw redirect(withQuery(typedTextHref(match.text, locale), query), 301);

  const pathname = withTrailingSlash(url.pathname);
  const { page, canonical } = readPage(url.searchParams);
  if (!canonical) throw redirect(pageHref(pathname, url.search, page), 301);

  const path = match.kind === 'page' ? match.path : null;
  const text = match.kind === 'text' ? match.text : null;
  const filter: SearchFilter = path ? listFilter(path) : { q: typedTextQuery(text!) };
  const asked = Math.min(page, MAX_LIST_PAGE);
  // `shown`: the results toolbar's order and "available now", and the next-page cursor.
  const result = await getListPage(serverApi(request, context, locale), { ...filter, ...shown, ...(asked > 1 ? { page: asked } : {}) });
  const last = Math.max(result.pageCount, 1);
  // Temporary: the list grows and shrinks, so tomorrow's last page is another one.
  if (page > last) throw redirect(pageHref(pathname, url.search, last), 302);

  const listed = adListPage(result.premium, result.hits);
  const pageQuery = page > 1 ? `page=${page}` : '';
  let seo: PageSeo;
  let heading: string;
  let crumbs: Crumb[];
  if (path) {
    heading = listHeading(path, locale);
    crumbs = listCrumbs(path, locale);
    seo = {
      title: listTitle(path, locale, page),
      description: listDescription(path, locale, result.total, page),
      locale,
      alternates: { pl: withQuery(listHref(path, 'pl'), pageQuery), en: withQuery(listHref(path, 'en'), pageQuery) },
      // An empty list says nothing a search engine should keep; a family's own first page always stays.
      index: result.total > 0 || isFamilyRoot(path),
    };
  } else {
    // Shown as the words searched for: a slug's hyphens stand for spaces.
    const textPage = textSeo(typedTextQuery(text!), locale, page);
    heading = textPage.heading;
    crumbs = textPage.crumbs;
    seo = {
      title: textPage.title,
      description: textPage.description,
      locale,
      alternates: { pl: withQuery(typedTextHref(text!, 'pl'), pageQuery), en: withQuery(typedTextHref(text!, 'en'), pageQuery) },
      index: false,
    };
  }

  const placeLink = (place: Pick<ListPath, 'province' | 'city' | 'district'>) =>
    listHref(
      path ? { family: path.family, category: path.category, service: path.service, ...place } : { family: 'adList', ...place },
      locale,
    );
  const firstPage = page === 1;
  // Anonymous visitors may be served this render again until the premium block turns (the server's page cache).
  return data(
    {
      total: result.total,
      hits: listed.ads.map((hit) => linked(hit, hit, locale)),
      premium: listed.premium.map((hit) => linked(hit, hit, locale)),
      page: result.page,
      pageCount: result.pageCount,
      nextCursor: result.nextCursor,
      shown,
      pageLinks: pageLinks({ pathname, search: url.search, page: result.page, pageCount: result.pageCount, nextCursor: result.nextCursor }),
      facets: result.facets,
      // What "save this search" keeps: a list of a known path (a typed text is a search of its own, not saved here).
      saveFilter: path ? filter : null,
      heading,
      seo,
      crumbs,
      places: placeFacet(path, result.facets, placeLink),
      path: {
        family: path?.family ?? 'adList',
        category: path?.category?.slug.pl,
        place: path?.city?.key ?? path?.province?.slug,
        district: path?.district?.slug,
      },
      intro: path && firstPage ? listIntro(path, locale) : text ? getT(locale, BROWSE)('text.intro') : null,
      text,
      // docs/product.md § 3 city texts: on the main list's page of the city, its first page only (a text is not repeated on every page).
      cityTexts:
        path?.family === 'adList' && path.city && !path.district && !path.category && firstPage ? cityTexts(path.city.key, locale) : [],
      empty: result.total === 0 ? emptyLinks(path, text, locale) : null,
    },
    { headers: pageCacheHeaders(result.rotatesAt) },
  );
}

const isFamilyRoot = (path: ListPath) => !path.category && !path.province && !path.city && (path.family !== 'services' || !!path.service);

/** The place facet: districts of the town, towns of the province (those with ads), or every province. */
function placeFacet(
  path: ListPath | null,
  facets: Pick<AdListFacets, 'province' | 'city' | 'district'>,
  link: (place: Pick<ListPath, 'province' | 'city' | 'district'>) => string,
) {
  if (path?.city) {
    const city = path.city;
    return {
      kind: 'districts' as const,
      items: districtsOfCity(city.key).map((d): FacetLink => ({
        key: d.slug,
        label: d.name,
        count: facets.district[d.slug] ?? 0,
        to: link({ city, district: d }),
        active: d.slug === path.district?.slug,
      })),
    };
  }
  if (path?.province) {
    return {
      kind: 'cities' as const,
      items: citiesOfProvince(path.province.slug)
        .map((c): FacetLink => ({ key: c.key, label: c.name, count: facets.city[c.key] ?? 0, to: link({ city: c }) }))
        .filter((f) => f.count > 0),
    };
  }
  return {
    kind: 'provinces' as const,
    items: PROVINCES.map((p): FacetLink => ({
      key: p.slug,
      label: p.name,
      count: facets.province[p.slug] ?? 0,
      to: link({ province: p }),
    })).sort((a, b) => a.label.localeCompare(b.label, 'pl')),
  };
}

/**
 * Where to go from an empty list: the same list one place wider, every ad of the place, every ad, the search; for
 * a typed text, the places its words name and the biggest towns.
 */
function emptyLinks(path: ListPath | null, text: string | null, locale: Locale): { links: ListLink[]; places: ListLink[] } {
  const t = getT(locale, BROWSE);
  const links: ListLink[] = [];
  const places: ListLink[] = [];
  if (path) {
    const base: ListPath = { family: path.family, category: path.category, service: path.service };
    const wider: ListPath | null = path.district
      ? { ...base, city: path.city }
      : path.city
        ? { ...base, province: provinceBySlugOrId(path.city.provinceSlug) }
        : path.province
          ? base
          : null;
    if (wider) links.push({ label: listHeading(wider, locale), to: listHref(wider, locale) });
    const place = path.city ? { city: path.city } : path.province ? { province: path.province } : null;
    if (place && (path.family !== 'adList' || path.category)) {
      const label = path.city?.name ?? path.province?.name ?? '';
      links.push({ label: t('empty.wider', { place: label }), to: listHref({ family: 'adList', ...place }, locale) });
    }
  } else if (text) {
    for (const place of placesInText(text)) {
      if ('province' in place)
        places.push({ label: place.province.name, to: listHref({ family: 'adList', province: place.province }, locale) });
      else
        places.push({
          label: `${place.city.name} (${provinceName(place.city.provinceSlug)})`,
          to: listHref({ family: 'adList', city: place.city }, locale),
        });
    }
    if (!places.length)
      for (const key of POPULAR_CITIES) {
        const city = cityByKeyOf(key);
        if (city) places.push({ label: city.name, to: listHref({ family: 'adList', city }, locale) });
      }
  }
  links.push({ label: t('empty.all'), to: href('adList', locale) }, { label: t('empty.search'), to: href('search', locale) });
  const here = path ? listHref(path, locale) : null;
  const seen = new Set<string>();
  return { links: links.filter((l) => l.to !== here && !seen.has(l.to) && seen.add(l.to)), places };
}
