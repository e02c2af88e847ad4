import { parseSearchQuery, serializeSearchQuery, type SearchFilter } from '@anonse/contracts';

export const PRICE_KEYS = ['hour_price', 'half_hour_price', 'quarter_hour_price', 'night_price'] as const;
export const BODY_KEYS = ['age', 'weight', 'height', 'breast'] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];

/**
 * Spec § 2 search dialog: the 1-hour price switch is on by default, the others off — unless the current
 * filter already narrows that price, in which case its switch starts on.
 */
export function initialPriceSwitches(filter: SearchFilter): Record<PriceKey, boolean> {
  const out = {} as Record<PriceKey, boolean>;
  for (const k of PRICE_KEYS) out[k] = k === 'hour_price' || filter[`${k}_from`] !== undefined || filter[`${k}_to`] !== undefined;
  return out;
}

/**
 * The canonical `/search/` query for a submitted filter form: empty fields dropped, default ranges removed
 * (so an untouched range never filters), parameters in the spec's order. `resetPlace` implements spec § 4
 * (pressing Search in the dialog resets province, city and district). Invalid input → the raw query, so the
 * search page can explain what is wrong.
 */
export function filterFormToQuery(data: Iterable<[string, FormDataEntryValue]>, resetPlace = false): string {
  const params = new URLSearchParams();
  for (const [key, value] of data) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (key.startsWith('switch_')) continue;
    if (resetPlace && (key === 'province' || key === 'city' || key === 'district')) continue;
    params.append(key, value.trim());
  }
  params.delete('page');
  const parsed = parseSearchQuery(params);
  return parsed.success ? serializeSearchQuery(parsed.data) : params.toString();
}
