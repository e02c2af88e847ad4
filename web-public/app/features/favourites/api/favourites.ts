import { useMutation } from '#web/lib/mutation';
import { readJson, type ApiFetch } from '#web/lib/api';

/** PUT /api/user/favourites/{id} → 204 (idempotent); 404 for an ad that is gone, 422 over the limit. */
export async function addFavourite(api: ApiFetch, adId: string): Promise<void> {
  await readJson<void>(await api(`/api/user/favourites/${encodeURIComponent(adId)}`, { method: 'PUT' }));
}

/** DELETE /api/user/favourites/{id} → 204 (idempotent; works for an unavailable ad too). */
export async function removeFavourite(api: ApiFetch, adId: string): Promise<void> {
  await readJson<void>(await api(`/api/user/favourites/${encodeURIComponent(adId)}`, { method: 'DELETE' }));
}

export const useSetFavourite = (api: ApiFetch) =>
  useMutation({ mutationFn: ({ adId, on }: { adId: string; on: boolean }) => (on ? addFavourite(api, adId) : removeFavourite(api, adId)) });
