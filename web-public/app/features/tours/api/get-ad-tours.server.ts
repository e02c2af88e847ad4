import { isEntityId, OwnerAdTours } from '@anonse/contracts';
import { ApiRequestError, readJson, type ApiFetch } from '#web/lib/api';

/**
 * GET /api/user/ads/{id}/tours → the signed-in owner's tours of an ad with today's date by the server's clock, or
 * null when the ad is unknown, deleted or someone else's (the API answers 404 to all three alike).
 */
export async function getAdTours(api: ApiFetch, id: string): Promise<OwnerAdTours | null> {
  if (!isEntityId(id)) return null;
  try {
    return OwnerAdTours.parse(await readJson<unknown>(await api(`/api/user/ads/${encodeURIComponent(id)}/tours`)));
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) return null;
    throw err;
  }
}
