import type { Locale } from '../i18n';
import { AD_LIST_CATEGORIES } from '../reference/categories';
import { districtsOfCity, placeOfText, slugify } from '../reference/places';
import { serviceBySlug } from '../reference/services';
import { LIST_FAMILIES, listSplat, normalizeTypedText, type ListFamily, type ListPath } from './list-families';

// Reading a list path needs the towns (./places.ts); naming and linking one does not (./list-families.ts).
export * from './list-families';

/**
 * What a list path names:
 * - `page`: a list page, and its path is already the canonical one;
 * - `redirect`: a list page written otherwise (case, diacritics, `Zielona Góra`): 301 to `listHref(path)`;
 * - `text`: under `/anonse/` one segment that names nothing we know — a text search for `text` (normalised:
 *   NFC, lower case, single spaces, at most TYPED_TEXT_MAX code points); `canonical` false when the segment
 *   was written otherwise and the page should 301 to `typedTextHref(text)`;
 * - `notFound`: anything else (an unknown service or district, a bad segment after a real one, extra segments).
 */
export type ListPathMatch =
  | { kind: 'page'; path: ListPath }
  | { kind: 'redirect'; path: ListPath }
  | { kind: 'text'; text: string; canonical: boolean }
  | { kind: 'notFound' };

/** Segments as the router hands them over (decoded, `%2F` kept as is by React Router); empty ones dropped. */
const segmentsOf = (splat: string) => splat.split('/').filter((s) => s !== '');

export function parseListPath(family: ListFamily, splat: string, locale: Locale): ListPathMatch {
  const raw = segmentsOf(splat);
  // Lenient: a segment counts by its slug, so `Kraków`, `KRAKOW` and `krakow` all name Kraków.
  const keys = raw.map((s) => slugify(s));
  const def = LIST_FAMILIES[family];
  const out: ListPath = { family };
  let i = 0;
  if (def.lead === 'category') {
    const category = AD_LIST_CATEGORIES.find((c) => c.slug[locale] === keys[i]);
    if (category) {
      out.category = category;
      i++;
    }
  } else if (def.lead === 'service') {
    const service = keys[0] ? serviceBySlug(keys[0]) : undefined;
    if (!service) return { kind: 'notFound' };
    out.service = service;
    i++;
  }
  if (i < keys.length) {
    const place = placeOfText(keys[i]!);
    if (place?.province) out.province = place.province;
    else if (place?.city) out.city = place.city;
    else if (family === 'adList' && raw.length === 1) return typedText(raw[0]!);
    else return { kind: 'notFound' };
    i++;
  }
  if (i < keys.length) {
    const district = out.city ? districtsOfCity(out.city.key).find((d) => d.slug === keys[i]) : undefined;
    if (!district) return { kind: 'notFound' };
    out.district = district;
    i++;
  }
  if (i !== keys.length) return { kind: 'notFound' };
  return { kind: listSplat(out, locale) === raw.join('/') ? 'page' : 'redirect', path: out };
}

/**
 * One typed segment as the text it searches for. A segment with no letter or digit searches for nothing, so it
 * is the whole list (a redirect to `/anonse/`); the path guard has refused NUL and control characters already.
 */
function typedText(segment: string): ListPathMatch {
  const text = normalizeTypedText(segment);
  if (text === null) return { kind: 'redirect', path: { family: 'adList' } };
  return { kind: 'text', text, canonical: text === segment };
}

/** The `/anonse/…` family, strictly: the path must already be canonical. */
export function parseAdListPath(splat: string, locale: Locale): ListPath | null {
  const match = parseListPath('adList', splat.toLowerCase(), locale);
  return match.kind === 'page' || match.kind === 'redirect' ? match.path : null;
}
