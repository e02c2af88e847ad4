import { z } from 'zod';
import type { Locale } from '../i18n';
import { code } from '../messages';
import { href } from '../routes/route-table';
import { serializeSearchQuery } from '../search/canonical-filter';
import { parseSearchQuery } from '../search/query-string';
import type { SearchFilter } from '../search/search-filter';
import { EntityId, text } from '../text';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_QUERY_MAX } from './saved-search-limits';

// The limits are zod-free, for the page that says how many are left.
export * from './saved-search-limits';

/**
 * Parameters that say how a page was looked at, not which ads exist: an alert is about new ads, so a saved search
 * never keeps them (a page number or an order would only make equal searches differ).
 */
export const VIEW_PARAMETERS = ['page', 'per_page', 'cursor', 'sort', 'available_now'] as const;

/** The filter a saved query stands for (view parameters dropped), or null when it is not a valid search. */
export function savedSearchFilter(query: string): SearchFilter | null {
  const parsed = parseSearchQuery(query);
  if (!parsed.success) return null;
  const filter: Record<string, unknown> = { ...parsed.data };
  for (const key of VIEW_PARAMETERS) delete filter[key];
  return filter as SearchFilter;
}

/** The canonical query string a search is stored as (serializeSearchQuery), or null when it is not a valid search. */
export function canonicalSavedQuery(query: string): string | null {
  const filter = savedSearchFilter(query);
  return filter ? serializeSearchQuery(filter) : null;
}

/** Where a saved search is run: the search page with its filter (in the reader's language). */
export function savedSearchHref(query: string, locale: Locale): string {
  const base = href('search', locale);
  return query ? `${base}?${query}` : base;
}

export const SavedSearchName = text({ min: 1, max: SAVED_SEARCH_NAME_MAX });

/** A query string as a page had it (with or without `?`); stored canonical, refused when it is no valid search. */
export const SavedSearchQuery = text({ max: SAVED_SEARCH_QUERY_MAX }).transform((query, ctx) => {
  const canonical = canonicalSavedQuery(query);
  if (canonical === null) {
    ctx.addIssue({ code: 'custom', message: code('savedSearches:invalidQuery') });
    return z.NEVER;
  }
  return canonical;
});

/** POST /api/user/saved-searches */
export const CreateSavedSearchInput = z.object({ name: SavedSearchName, query: SavedSearchQuery, digest: z.boolean().default(false) });
export type CreateSavedSearchInput = z.infer<typeof CreateSavedSearchInput>;

/** PATCH /api/user/saved-searches/{id}: a new name, the daily e-mail on or off, or both. */
export const UpdateSavedSearchInput = z
  .object({ name: SavedSearchName.optional(), digest: z.boolean().optional() })
  .refine((v) => v.name !== undefined || v.digest !== undefined, { message: code('savedSearches:nothingToChange'), path: ['name'] });
export type UpdateSavedSearchInput = z.infer<typeof UpdateSavedSearchInput>;

export const SavedSearchDto = z.object({
  id: z.string(),
  name: z.string(),
  /** The canonical query string; `href` runs it in the caller's language. */
  query: z.string(),
  href: z.string(),
  /** The daily e-mail of new matches (notices in the bell are always on). */
  digest: z.boolean(),
  createdAt: z.string(),
  /** New ads that matched since the search was saved, and when the latest did. */
  matches: z.number().int(),
  lastMatchAt: z.string().nullable(),
});
export type SavedSearchDto = z.infer<typeof SavedSearchDto>;

/** GET /api/user/saved-searches: newest first. */
export const SavedSearchList = z.object({ items: z.array(SavedSearchDto), limit: z.number().int() });
export type SavedSearchList = z.infer<typeof SavedSearchList>;

/**
 * The token of an unsubscribe link: `{searchId}.{accountId}.{hmac}`, the HMAC (64 hex digits) of both ids under the
 * server secret, so it works without a session and cannot be made up for someone else's search.
 */
export const UnsubscribeToken = z
  .string()
  .regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[0-9a-f]{64}$/,
    {
      message: code('savedSearches:invalidToken'),
    },
  );

const oneOrMany = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess((v) => (Array.isArray(v) ? v : v === undefined ? v : [v]), z.array(item).min(1).max(MAX_SAVED_SEARCHES));
const flag = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean());

/**
 * POST /api/saved-searches/unsubscribe?token=…: the link of a digest e-mail and its List-Unsubscribe header (RFC 8058
 * one-click, which lists every search of that e-mail). `all` turns off every digest of the person the token names.
 */
export const UnsubscribeQuery = z.object({ token: oneOrMany(UnsubscribeToken), all: flag.optional() });
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuery>;

export const UnsubscribeResult = z.object({
  /** The searches whose digest is now off (a search deleted meanwhile is left out). */
  searches: z.array(z.object({ id: z.string(), name: z.string() })),
  all: z.boolean(),
});
export type UnsubscribeResult = z.infer<typeof UnsubscribeResult>;

export const SavedSearchId = EntityId;
