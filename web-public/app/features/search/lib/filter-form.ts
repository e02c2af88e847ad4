import type { SearchFilter } from '@anonse/contracts';

export const PRICE_KEYS = ['hour_price', 'half_hour_price', 'quarter_hour_price', 'night_price'] as const;
export const BODY_KEYS = ['age', 'weight', 'height', 'breast'] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];

/** The filter form's fields as the inputs hold them: texts, check-box lists, and the price switches. */
export type FilterFormValues = Record<string, string | string[] | boolean | undefined>;

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
 * The query parameters a submitted filter form stands for: empty fields and the prices whose switch is off
 * dropped, texts trimmed. `resetPlace` implements spec § 4 (pressing Search in the dialog resets province,
 * city and district). The `SearchFilter` schema then checks it (the form's resolver), and
 * `serializeSearchQuery` drops ranges left at their defaults.
 */
export function filterFormInput(values: FilterFormValues, resetPlace = false): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key.startsWith('switch_') || key === 'page') continue;
    if (resetPlace && (key === 'province' || key === 'city' || key === 'district')) continue;
    const price = PRICE_KEYS.find((k) => key === `${k}_from` || key === `${k}_to`);
    if (price && !values[`switch_${price}`]) continue;
    if (Array.isArray(value)) {
      const list = value.map((v) => v.trim()).filter(Boolean);
      if (list.length) out[key] = list;
    } else if (value === true || (typeof value === 'string' && value.trim() !== '')) out[key] = value === true ? 'true' : value.trim();
  }
  return out;
}

/** The parameters as they are, for a filter the schema refuses: the search page then explains what is wrong. */
export function rawQuery(input: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  return params.toString();
}
