import {
  DEFAULT_PER_PAGE,
  DEFAULT_SEARCH_SORT,
  normalizeSearchFilter,
  warsawHourOf,
  RANGE_KEYS,
  RANGES,
  type RangeKey,
  type SearchFilter,
  type SearchSort,
} from '@anonse/contracts';
import { decodeCursor, type CursorKey } from './search-cursor';
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
  /** Only ads showing the phone mark (issue 25); never "only without it". */
  phoneVerified?: true;
  category?: string;
  /** Any of these (an ad speaking one of the chosen languages matches). */
  languages?: string[];
  /** Any of these (the "phone and cam shows" list asks for either service). */
  services?: string[];
  outcalls?: number;
  /** Words of the ad-name search (letters and digits), matched as prefixes of the title's words, accents ignored. */
  titleWords?: string[];
  /** The trimmed ad-name text, also matched as a substring of the title (accents ignored). */
  titleText?: string;
  /** Words of the free text (`q`), each a prefix of a word of the title or the description, accents ignored. */
  textWords?: string[];
  phoneDigits?: string;
  /** Hours the ad must be open (all of them). */
  openHours?: number[];
  /** Active ranges only: bounds that differ from the defaults. */
  ranges: { key: RangeKey; from?: number; to?: number }[];
  sort: SearchSort;
  /** Keyset: read the page after this key of `sort` (then the offset is not used). */
  after?: CursorKey;
  page: number;
  perPage: number;
}

/** The hour (0–23) it is in Poland at `now`: "available now" means open during it. */
export const warsawHour = (now: Date): number => warsawHourOf(now);

const wordsOf = (text: string | undefined) => text?.trim().match(/[\p{L}\p{N}]+/gu) ?? [];

/** `now` matters only for `available_now` (the current hour in Europe/Warsaw). */
export function planSearch(input: SearchFilter, now: Date = new Date()): SearchPlan {
  const f = normalizeSearchFilter(input);
  const sort = f.sort ?? DEFAULT_SEARCH_SORT;
  const plan: SearchPlan = { ranges: [], sort, page: f.page ?? 1, perPage: f.per_page ?? DEFAULT_PER_PAGE };
  if (f.province) plan.province = f.province;
  if (f.city) plan.city = f.city;
  if (f.district) plan.district = f.district;
  if (f.verified !== undefined) plan.verified = f.verified;
  if (f.phone_verified) plan.phoneVerified = true;
  if (f.tag1) plan.category = f.tag1;
  if (f.language?.length) plan.languages = [...f.language];
  if (f.service?.length) plan.services = [...f.service];
  if (f.outcalls !== undefined) plan.outcalls = f.outcalls;
  const titleWords = wordsOf(f.title);
  if (titleWords.length) {
    plan.titleWords = titleWords;
    plan.titleText = f.title!.trim();
  }
  const textWords = wordsOf(f.q);
  if (textWords.length) plan.textWords = textWords;
  const phone = f.phone ? digitsOf(f.phone) : '';
  if (phone) plan.phoneDigits = phone;
  const hours = searchedHours(f.working_hours_from, f.working_hours_to);
  const nowHour = f.available_now ? warsawHour(now) : undefined;
  if (hours || nowHour !== undefined)
    plan.openHours = [...new Set([...(hours ?? []), ...(nowHour !== undefined ? [nowHour] : [])])].sort((a, b) => a - b);
  for (const key of RANGE_KEYS) {
    const from = f[`${key}_from`];
    const to = f[`${key}_to`];
    const range: SearchPlan['ranges'][number] = { key };
    if (from !== undefined && from !== RANGES[key].min) range.from = from;
    if (to !== undefined && to !== RANGES[key].max) range.to = to;
    if (range.from !== undefined || range.to !== undefined) plan.ranges.push(range);
  }
  const after = decodeCursor(sort, f.cursor);
  if (after) plan.after = after;
  return plan;
}

export const pageCountOf = (total: number, perPage: number) => Math.ceil(total / perPage);
