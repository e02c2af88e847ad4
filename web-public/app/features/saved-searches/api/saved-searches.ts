import { type SavedSearchDto, type UnsubscribeResult, type UpdateSavedSearchInput } from '@anonse/contracts/browser';
import { useMutation } from '#web/lib/mutation';
import { readJson, type ApiFetch } from '#web/lib/api';

export interface NewSavedSearch {
  name: string;
  /** The page's filter as a query string; the API keeps its canonical form. */
  query: string;
  digest: boolean;
}

/** POST /api/user/saved-searches → the saved search (422 past the limit, with the API's localized message). */
export async function createSavedSearch(api: ApiFetch, input: NewSavedSearch): Promise<SavedSearchDto> {
  // The answer's schema (and zod) loads with the answer, not with the page.
  const { SavedSearchDto } = await import('@anonse/contracts');
  return SavedSearchDto.parse(
    await readJson<unknown>(await api('/api/user/saved-searches', { method: 'POST', body: JSON.stringify(input) })),
  );
}

/** PATCH /api/user/saved-searches/{id}: a new name or the daily e-mail on/off → the search as it is now. */
export async function updateSavedSearch(api: ApiFetch, id: string, patch: UpdateSavedSearchInput): Promise<SavedSearchDto> {
  const { SavedSearchDto } = await import('@anonse/contracts');
  return SavedSearchDto.parse(
    await readJson<unknown>(
      await api(`/api/user/saved-searches/${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify(patch) }),
    ),
  );
}

/** DELETE /api/user/saved-searches/{id} → 204. */
export async function deleteSavedSearch(api: ApiFetch, id: string): Promise<void> {
  await readJson<void>(await api(`/api/user/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}

/** POST /api/saved-searches/unsubscribe?token=…&all=true: every digest of the person the token names, off (no session needed). */
export async function unsubscribeAll(api: ApiFetch, token: string): Promise<UnsubscribeResult> {
  const query = new URLSearchParams({ token, all: 'true' });
  const { UnsubscribeResult } = await import('@anonse/contracts');
  return UnsubscribeResult.parse(await readJson<unknown>(await api(`/api/saved-searches/unsubscribe?${query}`, { method: 'POST' })));
}

export const useCreateSavedSearch = (api: ApiFetch) =>
  useMutation({ mutationFn: (input: NewSavedSearch) => createSavedSearch(api, input) });
export const useUpdateSavedSearch = (api: ApiFetch) =>
  useMutation({ mutationFn: ({ id, patch }: { id: string; patch: UpdateSavedSearchInput }) => updateSavedSearch(api, id, patch) });
export const useDeleteSavedSearch = (api: ApiFetch) => useMutation({ mutationFn: (id: string) => deleteSavedSearch(api, id) });
export const useUnsubscribeAll = (api: ApiFetch) => useMutation({ mutationFn: (token: string) => unsubscribeAll(api, token) });
