import { isEntityId, type AdDetail, type PhotoDto } from '@anonse/contracts/browser';
import { ApiRequestError, readJson, type ApiFetch } from '#web/lib/api';

/**
 * GET /api/user/ads/{id} → one of the signed-in user's ads with its waiting revision, or null when it is
 * unknown, deleted or someone else's (the API answers 404 to all three alike).
 */
export async function getMyAd(api: ApiFetch, id: string): Promise<AdDetail | null> {
  if (!isEntityId(id)) return null;
  try {
    return await readJson<AdDetail>(await api(`/api/user/ads/${encodeURIComponent(id)}`));
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) return null;
    throw err;
  }
}

/** GET /api/media/photos → the signed-in user's photos, for the edit form's uploader. */
export async function getMyPhotos(api: ApiFetch): Promise<PhotoDto[]> {
  return readJson<PhotoDto[]>(await api('/api/media/photos'));
}
