import type { Locale } from '../i18n';
import type { AdListCategory } from '../reference/categories';
import type { City, District, Province } from '../reference/places';
import type { Service } from '../reference/services';
import type { SearchFilter } from '../search/search-filter';
import { codePointLength, normalizeText, textProblem } from '../text-rules';
import { href, ROUTES, type RouteId } from './route-table';

/**
 * The families of ad-list pages (docs/product.md § 2) and what each lists. Every family takes a place (a province or a
 * town) and, under a town with district lists, a district:
 *
 * - `adList` `/anonse/{category?}/{place?}/{district?}/`: every approved ad, or one ad-list category;
 * - `eroticAds` `/anonse-erotyczne/{place?}/…`: every approved ad, under its own heading and text;
 * - `escorts` `/roksa/{place?}/…`: ads offering company (ESCORT_SERVICES). The search category says what a person
 *   is (woman, man, couple…), not that they are an escort, and one search takes one category; offering dates,
 *   dinners, trips, parties or nights together is what escort means, whoever offers it;
 * - `massages` `/masaze-erotyczne/{place?}/…`: ads of the search category Masaż;
 * - `services` `/uslugi/{service}/{place?}/…`: ads offering that service (`/uslugi/` itself is the index page).
 */
export type ListFamily = 'adList' | 'eroticAds' | 'escorts' | 'massages' | 'services';

/** Services that make an ad an escort's: company rather than one act. */
export const ESCORT_SERVICES = ['gfe', 'randka', 'kolacja', 'wyjazdy', 'towarzystwo-na-imprezy', 'nocleg', 'weekend'] as const;

interface FamilyDef {
  route: RouteId;
  filter: SearchFilter;
  /** The segment before the place: a list category (optional) or a service (required). */
  lead?: 'category' | 'service';
}

export const LIST_FAMILIES: Readonly<Record<ListFamily, FamilyDef>> = {
  adList: { route: 'adList', filter: {}, lead: 'category' },
  eroticAds: { route: 'eroticAds', filter: {} },
  escorts: { route: 'escorts', filter: { service: [...ESCORT_SERVICES] } },
  massages: { route: 'massages', filter: { tag1: 'masaz' } },
  services: { route: 'services', filter: {}, lead: 'service' },
};
export const LIST_FAMILY_IDS = Object.keys(LIST_FAMILIES) as ListFamily[];

export interface ListPath {
  family: ListFamily;
  /** `adList` only. */
  category?: AdListCategory;
  /** `services` only, where it is required. */
  service?: Service;
  province?: Province;
  city?: City;
  district?: District;
}

/** Longest typed text a page searches for (the search filter's `q` takes no more). */
export const TYPED_TEXT_MAX = 100;

export function normalizeTypedText(value: string): string | null {
  const normalized = normalizeText(value).toLowerCase().replace(/\s+/g, ' ');
  if (textProblem(normalized)) return null;
  const clipped =
    codePointLength(normalized) > TYPED_TEXT_MAX ? Array.from(normalized).slice(0, TYPED_TEXT_MAX).join('').trim() : normalized;
  return /[\p{L}\p{N}]/u.test(clipped) ? clipped : null;
}

/** The words a typed segment searches for: a slug's hyphens are the spaces the header search turned into them. */
export const typedTextQuery = (text: string): string => text.replace(/-/g, ' ').replace(/\s+/g, ' ').trim();

/** The splat of a list path in `locale` (use `listHref` for the whole path). */
export function listSplat(path: ListPath, locale: Locale): string {
  return [path.category?.slug[locale], path.service?.slug, path.province?.slug, path.city?.key, path.city && path.district?.slug]
    .filter(Boolean)
    .join('/');
}

export const listHref = (path: ListPath, locale: Locale): string =>
  href(LIST_FAMILIES[path.family].route, locale, { '*': listSplat(path, locale) });

/** The page of a typed text under `/anonse/` (or `/en/erotic-ads/`), its one segment percent-encoded. */
export const typedTextHref = (text: string, locale: Locale): string => href('adList', locale, { '*': encodeURIComponent(text) });

/** The search filter a list page stands for. */
export function listFilter(path: ListPath): SearchFilter {
  const filter: SearchFilter = { ...LIST_FAMILIES[path.family].filter, ...path.category?.filter };
  if (path.service) filter.service = [path.service.slug];
  if (path.province) filter.province = path.province.slug;
  if (path.city) {
    filter.city = path.city.key;
    if (path.district) filter.district = path.district.slug;
  }
  return filter;
}

/** Which family a pathname belongs to (its route's pattern up to the splat, in either language). */
export function listFamilyOfPath(pathname: string): ListFamily | undefined {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return LIST_FAMILY_IDS.find((family) => {
    const route = ROUTES[LIST_FAMILIES[family].route];
    return [route.pl, route.en].some((pattern) => pattern !== null && path.startsWith(pattern.replace(/\*$/, '')));
  });
}

export type AdListPath = ListPath;
export const adListSplat = listSplat;
export const adListFilter = listFilter;
