import { RANGES, RANGE_KEYS, SearchFilter, serializeSearchQuery, type RangeKey } from '@anonse/contracts';

export const PRICE_KEYS = ['hour_price', 'half_hour_price', 'quarter_hour_price', 'night_price'] as const;
export const BODY_KEYS = ['age', 'weight', 'height', 'breast'] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];

/** Slider steps: prices move in tens (a night in fifties), the body ranges one by one. Typed numbers are free. */
export const RANGE_STEP: Record<RangeKey, number> = {
  hour_price: 10,
  half_hour_price: 10,
  quarter_hour_price: 10,
  night_price: 50,
  age: 1,
  weight: 1,
  height: 1,
  breast: 1,
};

/** The filter form's fields as the inputs hold them: texts, check-box lists, and the price switches. */
export type FilterFormValues = Record<string, string | string[] | boolean | undefined>;

/**
 * docs/product.md § 2 search dialog: the 1-hour price switch is on by default, the others off — unless the current
 * filter already narrows that price, in which case its switch starts on.
 */
export function initialPriceSwitches(filter: SearchFilter): Record<PriceKey, boolean> {
  const out = {} as Record<PriceKey, boolean>;
  for (const k of PRICE_KEYS) out[k] = k === 'hour_price' || filter[`${k}_from`] !== undefined || filter[`${k}_to`] !== undefined;
  return out;
}

/**
 * The form's starting values for a filter: every range end filled (its default bound when the filter leaves it
 * open, so the sliders and the typed numbers agree), texts as they are, lists, switches.
 */
export function formDefaults(filter: SearchFilter): FilterFormValues {
  const out: FilterFormValues = {
    province: filter.province ?? '',
    city: filter.city ?? '',
    district: filter.district ?? '',
    tag1: filter.tag1 ?? '',
    title: filter.title ?? '',
    q: filter.q ?? '',
    phone: filter.phone ?? '',
    outcalls: filter.outcalls ? String(filter.outcalls) : '',
    working_hours_from: filter.working_hours_from === undefined ? '' : String(filter.working_hours_from),
    working_hours_to: filter.working_hours_to === undefined ? '' : String(filter.working_hours_to),
    verified: filter.verified === true,
    phone_verified: filter.phone_verified === true,
    language: filter.language ?? [],
    service: filter.service ?? [],
    sort: filter.sort ?? '',
    available_now: filter.available_now ? '1' : '',
  };
  for (const k of RANGE_KEYS) {
    out[`${k}_from`] = String(filter[`${k}_from`] ?? RANGES[k].min);
    out[`${k}_to`] = String(filter[`${k}_to`] ?? RANGES[k].max);
  }
  const switches = initialPriceSwitches(filter);
  for (const k of PRICE_KEYS) out[`switch_${k}`] = switches[k];
  return out;
}

/** What the search dialog shows (docs/product.md § 2): it starts from these parts of the current search and carries no others. */
export function dialogFilter(filter: SearchFilter): SearchFilter {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    const dialogField =
      key === 'title' ||
      key === 'phone' ||
      key === 'outcalls' ||
      key === 'service' ||
      key === 'verified' ||
      key === 'phone_verified' ||
      RANGE_KEYS.some((k) => key === `${k}_from` || key === `${k}_to`);
    if (dialogField) out[key] = value;
  }
  return out as SearchFilter;
}

/**
 * The query parameters a submitted filter form stands for: empty fields and the prices whose switch is off
 * dropped, texts trimmed. `resetPlace` implements docs/product.md § 4 (pressing Search in the dialog resets province,
 * city and district). The `SearchFilter` schema then checks it (the form's resolver), and
 * `serializeSearchQuery` drops ranges left at their defaults.
 */
export function filterFormInput(values: FilterFormValues, resetPlace = false): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key.startsWith('switch_') || key === 'page' || key === 'cursor') continue;
    if (resetPlace && (key === 'province' || key === 'city' || key === 'district')) continue;
    const price = PRICE_KEYS.find((k) => key === `${k}_from` || key === `${k}_to`);
    if (price && !values[`switch_${price}`]) continue;
    if (Array.isArray(value)) {
      const list = value.map((v) => v.trim()).filter(Boolean);
      if (list.length) out[key] = list;
    } else if (value === true) out[key] = 'true';
    else if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim();
  }
  return out;
}

/** The canonical query string of the form's values, or null while the schema refuses them (no count, no search). */
export function formQuery(values: FilterFormValues, resetPlace = false): string | null {
  const parsed = SearchFilter.safeParse(filterFormInput(values, resetPlace));
  return parsed.success ? serializeSearchQuery(parsed.data) : null;
}

/**
 * docs/product.md § 5 "range ends may also be typed as numbers": a typed end outside its range is brought to the nearest
 * bound when the field is left (null: leave the text as it is, the schema explains it).
 */
export function clampRangeEnd(key: RangeKey, typed: string): string | null {
  const n = Number(typed);
  if (typed.trim() === '' || !Number.isFinite(n)) return null;
  const { min, max } = RANGES[key];
  const clamped = Math.min(max, Math.max(min, Math.round(n)));
  return String(clamped) === typed.trim() ? null : String(clamped);
}
