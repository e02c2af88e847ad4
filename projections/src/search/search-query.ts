import { DEFAULT_PER_PAGE, normalizeSearchFilter, RANGE_KEYS, RANGES, type RangeKey, type SearchFilter } from '@anonse/contracts';
import { digitsOf } from './search-document';
import { searchedHours } from './working-hours';

/**
 * A search filter reduced to what an adapter has to apply — the one interpretation both adapters share, so
 * they agree on every rule (which ranges are active, list semantics, working-hours window, text words).
 */
export interface SearchPlan {
  province?: string;
  city?: string;
  district?: string;
  verified?: boolean;
  category?: string;
  /** Any of these (an ad speaking one of the chosen languages matches). */
  languages?: string[];
  /** Any of these (the "phone and cam shows" list asks for either service). */
  services?: string[];
  outcalls?: number;
  /** Words of the title search (letters and digits), matched as prefixes, accents ignored. */
  titleWords?: string[];
  /** The trimmed title text, also matched as a substring of the title (accents ignored). */
  titleText?: string;
  phoneDigits?: string;
  /** Hours the ad must be open (all of them). */
  openHours?: number[];
  /** Active ranges only: bounds that differ from the defaults. */
  ranges: { key: RangeKey; from?: number; to?: number }[];
  page: number;
  perPage: number;
}

export function planSearch(input: SearchFilter): SearchPlan {
  const f = normalizeSearchFilter(input);
  const plan: SearchPlan = { ranges: [], page: f.page ?? 1, perPage: f.per_page ?? DEFAULT_PER_PAGE };
  if (f.province) plan.province = f.province;
  if (f.city) plan.city = f.city;
  if (f.district) plan.district = f.district;
  if (f.verified !== undefined) plan.verified = f.verified;
  if (f.tag1) plan.category = f.tag1;
  if (f.language?.length) plan.languages = [...f.language];
  if (f.service?.length) plan.services = [...f.service];
  if (f.outcalls !== undefined) plan.outcalls = f.outcalls;
  const title = f.title?.trim();
  if (title) {
    const words = title.match(/[\p{L}\p{N}]+/gu) ?? [];
    if (words.length) {
      plan.titleWords = words;
      plan.titleText = title;
    }
  }
  const phone = f.phone ? digitsOf(f.phone) : '';
  if (phone) plan.phoneDigits = phone;
  const hours = searchedHours(f.working_hours_from, f.working_hours_to);
  if (hours) plan.openHours = hours;
  for (const key of RANGE_KEYS) {
    const from = f[`${key}_from`];
    const to = f[`${key}_to`];
    const range: SearchPlan['ranges'][number] = { key };
    if (from !== undefined && from !== RANGES[key].min) range.from = from;
    if (to !== undefined && to !== RANGES[key].max) range.to = to;
    if (range.from !== undefined || range.to !== undefined) plan.ranges.push(range);
  }
  return plan;
}

export const pageCountOf = (total: number, perPage: number) => Math.ceil(total / perPage);
