/** The numeric ranges of docs/product.md § 5. A search range is active only when it differs from these bounds. */
export const RANGES = {
  hour_price: { min: 50, max: 2000 },
  half_hour_price: { min: 50, max: 2000 },
  quarter_hour_price: { min: 50, max: 2000 },
  night_price: { min: 50, max: 5000 },
  age: { min: 18, max: 99 },
  weight: { min: 30, max: 200 },
  height: { min: 100, max: 200 },
  breast: { min: 1, max: 8 },
} as const;

export type RangeKey = keyof typeof RANGES;
export const RANGE_KEYS = Object.keys(RANGES) as RangeKey[];

/** Working hours are whole hours 0–24; `from > to` means the day wraps past midnight (e.g. 20–4). */
export const WORKING_HOURS = { min: 0, max: 24 } as const;
