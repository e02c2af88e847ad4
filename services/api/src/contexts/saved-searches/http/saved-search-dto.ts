import { savedSearchHref, type Locale, type SavedSearchDto } from '@anonse/contracts';
import type { SavedSearchRow } from '@anonse/projections';

/** A saved search as the person sees it, its link in the language they asked in. */
export const toSavedSearchDto = (row: Omit<SavedSearchRow, 'accountId'>, locale: Locale): SavedSearchDto => ({
  id: row.id,
  name: row.name,
  query: row.query,
  href: savedSearchHref(row.query, locale),
  digest: row.digest,
  createdAt: row.createdAt,
  matches: row.matches,
  lastMatchAt: row.lastMatchAt,
});
