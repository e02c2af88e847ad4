import type { DeleteAccountInput } from '@anonse/contracts/browser';
import { useMutation } from '#web/lib/mutation';
import { readJson, type ApiFetch } from '#web/lib/api';

/** The data export is a download the browser makes itself (a link with `download`): the answer is an attachment. */
export const DATA_EXPORT_PATH = '/api/user/export';
/** The same data with the photos' files: a ZIP of data.json and photos/{id}.jpg. */
export const DATA_EXPORT_ZIP_PATH = '/api/user/export.zip';

/** DELETE /api/user/sessions/{id} → 204; 404 when the session is gone already. */
export async function endSession(api: ApiFetch, id: string): Promise<void> {
  await readJson<void>(await api(`/api/user/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}

/** POST /api/logout-all → 204: every session ends, this one too. */
export async function logoutEverywhere(api: ApiFetch): Promise<void> {
  await readJson<void>(await api('/api/logout-all', { method: 'POST' }));
}

/** POST /api/user/delete → 204, every session ended. Errors: `ApiRequestError` 403 with `errors.password`, 429. */
export async function deleteAccount(api: ApiFetch, input: DeleteAccountInput): Promise<void> {
  await readJson<void>(await api('/api/user/delete', { method: 'POST', body: JSON.stringify(input) }));
}

export const useEndSession = (api: ApiFetch) => useMutation({ mutationFn: (id: string) => endSession(api, id) });
export const useLogoutEverywhere = (api: ApiFetch) => useMutation({ mutationFn: () => logoutEverywhere(api) });
export const useDeleteAccount = (api: ApiFetch) => useMutation({ mutationFn: (input: DeleteAccountInput) => deleteAccount(api, input) });
