import { href, type Locale } from '@anonse/contracts';

/** The town list: a chunk of its own, fetched when the header search is first used (never with the page). */
export type Places = typeof import('@anonse/contracts/places');
let places: Promise<Places> | undefined;
export const loadPlaces = (): Promise<Places> => (places ??= import('@anonse/contracts/places'));

/**
 * Spec § 2 "Header search behaviour": empty → the all-ads page; 2 characters or fewer → nothing (null);
 * a province name → its slug under the ads path; other text → /anonse/{text}/ (slugified, so "Kraków" → krakow,
 * and a repeated town name resolves to its unique key).
 */
export async function resolveHeaderSearch(text: string, locale: Locale, load: () => Promise<Places> = loadPlaces): Promise<string | null> {
  const value = text.trim();
  if (value === '') return href('adList', locale);
  if (value.length <= 2) return null;
  const places = await load();
  const slug = places.slugify(value);
  if (!slug) return null;
  const province = places.PROVINCES.find((p) => p.slug === slug);
  if (province) return href('adList', locale, { '*': province.slug });
  const city = places.cityByKeyOf(slug) ?? places.citiesBySlug(slug)[0];
  return href('adList', locale, { '*': city ? city.key : slug });
}

export interface PlaceSuggestion {
  key: string;
  label: string;
  detail: string;
  kind: 'province' | 'city';
}

/** Suggestions for the header combobox: provinces and towns whose name starts with (then contains) the text. */
export function suggestPlaces({ CITIES, PROVINCES, slugify }: Places, text: string, limit = 8): PlaceSuggestion[] {
  const q = slugify(text);
  if (q.length < 2) return [];
  const out: PlaceSuggestion[] = [];
  for (const p of PROVINCES)
    if (p.slug.startsWith(q)) out.push({ key: p.slug, label: p.name, detail: 'province', kind: 'province' });
  const starts = CITIES.filter((c) => c.slug.startsWith(q));
  const contains = q.length >= 3 ? CITIES.filter((c) => !c.slug.startsWith(q) && c.slug.includes(q)) : [];
  const byImportance = (a: (typeof CITIES)[number], b: (typeof CITIES)[number]) =>
    Number(b.countyRights) - Number(a.countyRights) || a.name.localeCompare(b.name, 'pl');
  for (const c of [...starts.sort(byImportance), ...contains.sort(byImportance)]) {
    if (out.length >= limit) break;
    const province = PROVINCES.find((p) => p.slug === c.provinceSlug);
    out.push({ key: c.key, label: c.name, detail: province?.name ?? '', kind: 'city' });
  }
  return out.slice(0, limit);
}
