import { href, type Locale } from '@anonse/contracts/browser';
import { cityByKeyOf, districtsOfCity, provinceBySlugOrId, slugify } from '@anonse/contracts/places';

/**
 * Names of places and ad links. These need the town list, so only loaders (the server) and the routes that
 * ship the list anyway (search, add ad) use them; loaders hand the names and links to the other pages.
 */
export const cityName = (key: string) => cityByKeyOf(key)?.name ?? key;
export const provinceName = (slug: string) => provinceBySlugOrId(slug)?.name ?? slug;
export const districtName = (cityKey: string, slug: string | null | undefined) =>
  slug ? (districtsOfCity(cityKey).find((d) => d.slug === slug)?.name ?? slug) : null;

/** Spec: ad detail URLs are `href('adDetail', locale, { id, slug: slugify(title) })`. */
export const adHref = (ad: { id: string; title: string }, locale: Locale) =>
  href('adDetail', locale, { id: ad.id, slug: slugify(ad.title) || undefined });

export interface PlaceNames {
  city: string;
  district: string | null;
  province: string;
}

/** An ad as a loader hands it to a page: with its link and the names of its place. */
export type Linked<T> = T & { href: string; place: PlaceNames };

/** Adds the link and the place names to an ad (`fields` holds its title and place: the ad itself or its `fields`). */
export const linked = <T extends { id: string }>(
  ad: T,
  fields: { title: string; province: string; city: string; district?: string | null },
  locale: Locale,
): Linked<T> => ({
  ...ad,
  href: adHref({ id: ad.id, title: fields.title }, locale),
  place: { city: cityName(fields.city), district: districtName(fields.city, fields.district), province: provinceName(fields.province) },
});
