import type { Locale } from '../i18n';
import { AD_LIST_CATEGORIES, type AdListCategory } from '../reference/categories';
import { cityByKeyOf, districtsOfCity, provinceBySlugOrId, type City, type District, type Province } from '../reference/places';
import type { SearchFilter } from '../search/search-filter';

/**
 * Ad-list pages `/anonse/{category?}/{province|city?}/{district?}/` (and `/en/erotic-ads/…` with English
 * category slugs). A path is valid only when every segment is consumed, in that order.
 */
export interface AdListPath {
  category?: AdListCategory;
  province?: Province;
  city?: City;
  district?: District;
}

export function parseAdListPath(splat: string, locale: Locale): AdListPath | null {
  const segments = splat.split('/').filter(Boolean).map((s) => s.toLowerCase());
  const out: AdListPath = {};
  let i = 0;
  const category = AD_LIST_CATEGORIES.find((c) => c.slug[locale] === segments[i]);
  if (category) {
    out.category = category;
    i++;
  }
  const place = segments[i];
  if (place !== undefined) {
    const province = /^\d+$/.test(place) ? undefined : provinceBySlugOrId(place);
    const city = province ? undefined : cityByKeyOf(place);
    if (province) out.province = province;
    else if (city) out.city = city;
    else return null;
    i++;
  }
  const districtSlug = segments[i];
  if (districtSlug !== undefined) {
    const district = out.city ? districtsOfCity(out.city.key).find((d) => d.slug === districtSlug) : undefined;
    if (!district) return null;
    out.district = district;
    i++;
  }
  return i === segments.length ? out : null;
}

/** The splat for a list path in `locale` — use with `href('adList', locale, { '*': … })`. */
export function adListSplat(path: AdListPath, locale: Locale): string {
  return [path.category?.slug[locale], path.province?.slug, path.city?.key, path.city && path.district?.slug]
    .filter(Boolean)
    .join('/');
}

/** The search filter a list page stands for. */
export function adListFilter(path: AdListPath): SearchFilter {
  const filter: SearchFilter = { ...path.category?.filter };
  if (path.province) filter.province = path.province.slug;
  if (path.city) {
    filter.city = path.city.key;
    if (path.district) filter.district = path.district.slug;
  }
  return filter;
}
