import { SearchResult, serializeSearchQuery, type SearchFilter } from '@anonse/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson, type ApiFetch } from '../../../lib/api';

/** GET /api/anonse/search?{serializeSearchQuery(filter)} — also the home page (no filter) and list pages. */
export async function getSearch(api: ApiFetch, filter: SearchFilter): Promise<SearchResult> {
  const query = serializeSearchQuery(filter);
  const res = await api(`/api/anonse/search${query ? `?${query}` : ''}`);
  return readJson<SearchResult>(res);
}

export const searchQueryOptions = (api: ApiFetch, filter: SearchFilter) =>
  queryOptions({ queryKey: ['search', serializeSearchQuery(filter)], queryFn: () => getSearch(api, filter) });

export const useSearch = (api: ApiFetch, filter: SearchFilter, initialData?: SearchResult) =>
  useQuery({ ...searchQueryOptions(api, filter), initialData });
