import { href, type Locale } from '@anonse/contracts/browser';

/** The town list: a chunk of its own, fetched when the header search is first used (never with the page). */
export type Places = typeof import('@anonse/contracts/places');
let places: Promise<Places> | undefined;
export const loadPlaces = (): Promise<Places> => (places ??= import('@anonse/contracts/places'));

/** docs/product.md § 9: the header search acts on text longer than 2 characters. */
export const HEADER_SEARCH_MIN = 3;
/** The free-text filter's own limit (`q` in `SearchFilter`): a longer text could only be refused downstream. */
const MAX_TEXT = 100;

/** Which header-search rule set applies: the massage-parlor pages have their own (docs/product.md § 2). */
export type HeaderSearchScope = 'ads' | 'salons';

/**
 * The massage-parlor pages search salons: the lists (`/salony-masazu/…`, `/en/erotic-massage-parlors/…`) and a
 * single salon (`/salon-masazu/{slug}/`, `/en/erotic-massage-parlor/{slug}/`); every other page searches ads.
 */
export function headerSearchScope(pathname: string, locale: Locale): HeaderSearchScope {
  const salonPage = href('salon', locale, { slug: '-' }).slice(0, -2);
  return pathname.startsWith(href('salons', locale)) || pathname.startsWith(salonPage) ? 'salons' : 'ads';
}

/**
 * What a typed text may put in a path segment: no controls or invisible format characters, no lone surrogates (encodeURIComponent throws on
 * them), no slashes (a second segment would change which page it is), one space between words, lower case
 * (docs/product.md § 2 "lowercased text"), at most the filter's length.
 */
export function headerSearchText(text: string): string {
  const clean = text
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/\p{Cf}+/gu, '')
    .replace(/[\p{Cc}/\\]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('pl');
  return [...clean].slice(0, MAX_TEXT).join('').trim();
}

/**
 * docs/product.md § 2 "Header search behaviour": empty → the all-ads page (also when cleared); 2 characters or fewer → nothing
 * (null); a province name (any case, with or without diacritics) → its slug under the ads path; a known town → its
 * key there (where `/anonse/{text}/` would redirect it anyway); other text → `/anonse/{lowercased text}/`, a text
 * search. On the massage-parlor pages text longer than 2 characters → `/salony-masazu/{text}/` (a town by its key).
 */
export async function resolveHeaderSearch(
  text: string,
  locale: Locale,
  { scope = 'ads', load = loadPlaces }: { scope?: HeaderSearchScope; load?: () => Promise<Places> } = {},
): Promise<string | null> {
  const value = headerSearchText(text);
  if (value === '') return href('adList', locale);
  if ([...value].length < HEADER_SEARCH_MIN) return null;
  const { PROVINCES, cityByKeyOf, citiesBySlug, slugify } = await load();
  const slug = slugify(value);
  const city = slug ? (cityByKeyOf(slug) ?? citiesBySlug(slug)[0]) : undefined;
  if (scope === 'salons') return href('salonsByCity', locale, { city: city ? city.key : value });
  const province = PROVINCES.find((p) => p.slug === slug);
  if (province) return href('adList', locale, { '*': province.slug });
  return href('adList', locale, { '*': city ? city.key : encodeURIComponent(value) });
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
  for (const p of PROVINCES) if (p.slug.startsWith(q)) out.push({ key: p.slug, label: p.name, detail: 'province', kind: 'province' });
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
