import {
  LANGUAGES,
  OUTCALLS,
  SEARCH_CATEGORIES,
  cityByKeyOf,
  districtsOfCity,
  href,
  provinceBySlugOrId,
  serviceBySlug,
  slugify,
  type Locale,
} from '@anonse/contracts';

/** Display names for stored keys (reference data is shared with the API through contracts). */
export const categoryName = (slug: string, locale: Locale) => SEARCH_CATEGORIES.find((c) => c.slug === slug)?.name[locale] ?? slug;
export const cityName = (key: string) => cityByKeyOf(key)?.name ?? key;
export const provinceName = (slug: string) => provinceBySlugOrId(slug)?.name ?? slug;
export const districtName = (cityKey: string, slug: string | null | undefined) =>
  slug ? (districtsOfCity(cityKey).find((d) => d.slug === slug)?.name ?? slug) : null;
export const languageName = (code: string, locale: Locale) => LANGUAGES.find((l) => l.code === code)?.name[locale] ?? code;
export const outcallsName = (value: number, locale: Locale) => OUTCALLS.find((o) => o.value === value)?.name[locale] ?? String(value);
export const serviceName = (slug: string, locale: Locale) => serviceBySlug(slug)?.name[locale] ?? slug;

/** Spec: ad detail URLs are `href('adDetail', locale, { id, slug: slugify(title) })`. */
export const adHref = (ad: { id: string; title: string }, locale: Locale) =>
  href('adDetail', locale, { id: ad.id, slug: slugify(ad.title) || undefined });
