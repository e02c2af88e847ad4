import { provinceBySlugOrId, type Locale } from '@anonse/contracts/browser';
import { citiesOfProvince, cityByKeyOf, districtsOfCity } from '@anonse/contracts/places';
import { adHref } from './ad-href';
import type { PlaceLists } from './towns';

/**
 * Names of places and ads with their links. These need the town list, so only loaders (the server) and the routes
 * that ship the list anyway (search) use them; loaders hand the names and links to the other pages.
 */
export const cityName = (key: string) => cityByKeyOf(key)?.name ?? key;
export const provinceName = (slug: string) => provinceBySlugOrId(slug)?.name ?? slug;
export const districtName = (cityKey: string, slug: string | null | undefined) =>
  slug ? (districtsOfCity(cityKey).find((d) => d.slug === slug)?.name ?? slug) : null;

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

/** What a place select shows for a form that starts at `province` and `city`, before the browser has the towns. */
export const placeLists = (province: string, city: string): PlaceLists => ({
  province,
  city,
  cities: province ? citiesOfProvince(provinceBySlugOrId(province)?.slug ?? '').map(({ key, name }) => ({ key, name })) : [],
  districts: city ? districtsOfCity(city).map(({ slug, name }) => ({ slug, name })) : [],
});
