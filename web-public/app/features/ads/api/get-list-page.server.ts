import { serializeSearchQuery, type AdListPage, type SearchFilter } from '@anonse/contracts/browser';
import { readJson, type ApiFetch } from '#web/lib/api';

/**
 * GET /api/anonse/list?{filter} — everything a list page shows (hits, the premium block, the counts per place and
 * category) in one answer, which the API reads in one statement. Every list page reads through this.
 */
export async function getListPage(api: ApiFetch, filter: SearchFilter): Promise<AdListPage> {
  const query = serializeSearchQuery(filter);
  return readJson<AdListPage>(await api(`/api/anonse/list${query ? `?${query}` : ''}`));
}
