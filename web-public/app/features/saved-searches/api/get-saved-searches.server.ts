import { SavedSearchList } from '@anonse/contracts';
import { readJson, type ApiFetch } from '#web/lib/api';

/** GET /api/user/saved-searches → the signed-in person's saved searches, newest first (401 for a guest). */
export async function getSavedSearches(api: ApiFetch): Promise<SavedSearchList> {
  return SavedSearchList.parse(await readJson<unknown>(await api('/api/user/saved-searches')));
}
