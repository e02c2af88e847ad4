import { placeOfText, slugify, type City, type Province } from '@anonse/contracts/places';

/** Big towns offered when a typed text finds nothing and names no place (they have the most ads). */
export const POPULAR_CITIES = ['warszawa', 'krakow', 'wroclaw', 'poznan', 'gdansk', 'lodz', 'bialystok'] as const;

/**
 * Places a typed text that found nothing may have meant: the longest run of its leading words that names a
 * province or town (`zakopane-centrum` → Zakopane), then any later single word that does. At most `limit`, no repeats.
 */
export function placesInText(text: string, limit = 5): ({ province: Province } | { city: City })[] {
  const words = slugify(text).split('-').filter(Boolean).slice(0, 12);
  const out: ({ province: Province } | { city: City })[] = [];
  const seen = new Set<string>();
  const add = (candidate: string) => {
    const place = placeOfText(candidate);
    const key = place?.province ? `p:${place.province.slug}` : place?.city ? `c:${place.city.key}` : undefined;
    if (!place || !key || seen.has(key) || out.length >= limit) return;
    seen.add(key);
    out.push(place.province ? { province: place.province } : { city: place.city! });
  };
  // The words a leading run used are not looked at one by one again: `zielona-gora` is not also Góra.
  let used = 0;
  for (let n = words.length - 1; n >= 1 && used === 0; n--) {
    const before = out.length;
    add(words.slice(0, n).join('-'));
    if (out.length > before) used = n;
  }
  for (const word of words.slice(used)) if (word.length > 2) add(word);
  return out;
}
