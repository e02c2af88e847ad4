import placesJson from './pl-places.json';
import { provinceOfSlug, type Province } from './provinces';
import { slugify } from './slug';

// The provinces and the slug rule need no towns: they stand alone (./provinces.ts, ./slug.ts) for pages without the list.
export * from './provinces';
export * from './slug';

/**
 * Provinces, towns and districts of Poland (GUS TERYT, 2024-01-01), from the committed copy of the
 * shared `pl-places.json`. Twelve town slugs repeat across provinces, so every town also gets a `key`
 * that is unique in Poland: the plain slug, or `{slug}-{provinceSlug}` for the repeats (the one town of a
 * repeated name that has county rights keeps the plain slug). Keys are what URLs, ads and filters store.
 */
export interface City {
  key: string;
  slug: string;
  name: string;
  provinceId: number;
  provinceSlug: string;
  countyRights: boolean;
}

export interface District {
  slug: string;
  name: string;
}

interface RawCity {
  name: string;
  slug: string;
  province: string;
  provinceId: number;
  countyRights: boolean;
}

const raw = placesJson as unknown as {
  cities: RawCity[];
  districts: Record<string, District[]>;
};

const slugCounts = new Map<string, number>();
for (const c of raw.cities) slugCounts.set(c.slug, (slugCounts.get(c.slug) ?? 0) + 1);

export const CITIES: readonly City[] = raw.cities.map((c) => {
  const repeated = (slugCounts.get(c.slug) ?? 0) > 1;
  return {
    key: repeated && !c.countyRights ? `${c.slug}-${c.province}` : c.slug,
    slug: c.slug,
    name: c.name,
    provinceId: c.provinceId,
    provinceSlug: c.province,
    countyRights: c.countyRights,
  };
});

/** District lists keyed by city key (warszawa, wroclaw, poznan, krakow, gdansk). */
export const DISTRICTS: Readonly<Record<string, readonly District[]>> = raw.districts;

const cityByKey = new Map(CITIES.map((c) => [c.key, c]));
const citiesByProvince = new Map<string, City[]>();
for (const c of CITIES) {
  const list = citiesByProvince.get(c.provinceSlug) ?? [];
  list.push(c);
  citiesByProvince.set(c.provinceSlug, list);
}

export const cityByKeyOf = (key: string): City | undefined => cityByKey.get(key);

export const citiesOfProvince = (provinceSlug: string): readonly City[] => citiesByProvince.get(provinceSlug) ?? [];

export const districtsOfCity = (cityKey: string): readonly District[] => DISTRICTS[cityKey] ?? [];

/** Towns whose plain slug is `slug` (more than one for the twelve repeated names). */
export const citiesBySlug = (slug: string): readonly City[] => CITIES.filter((c) => c.slug === slug);

/**
 * The province or town a visitor named in free text — any case, with or without Polish diacritics
 * (`Kraków`, `krakow`, `ŁÓDŹ`, `Zielona Góra`, `zielona-gora`) — or undefined. A repeated town name gives the
 * town that keeps the plain slug (county rights), else the first in the register, as the header search does.
 * Digits alone name nothing: a province id is not something people type.
 */
export function placeOfText(text: string): { province: Province; city?: undefined } | { city: City; province?: undefined } | undefined {
  const slug = slugify(text);
  if (!slug || /^\d+$/.test(slug)) return undefined;
  const province = provinceOfSlug(slug);
  if (province) return { province };
  const city = cityByKey.get(slug) ?? citiesBySlug(slug)[0];
  return city ? { city } : undefined;
}
