import { serializeSearchQuery, type SearchFilter, type SearchResult } from '@anonse/contracts/browser';
import { readJson, type ApiFetch } from '#web/lib/api';

/** GET /api/anonse/search?{serializeSearchQuery(filter)} — also the home page (no filter) and list pages. */
export async function getSearch(api: ApiFetch, filter: SearchFilter): Promise<SearchResult> {
  const query = serializeSearchQuery(filter);
  const res = await api(`/api/anonse/search${query ? `?${query}` : ''}`);
  return readJson<SearchResult>(res);
}
