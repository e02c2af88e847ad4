import type { AdDetail } from '@anonse/contracts/browser';
import { ApiRequestError, readJson, type ApiFetch } from '#web/lib/api';

/**
 * GET /api/anonse/:id → AdDetail, or null when the ad is not public (404). `slug` is the one of the address asked for
 * (empty for none): the API counts the visit only when it is the ad's own, so a redirect to it is not a second visit.
 */
export async function getAd(api: ApiFetch, id: string, slug: string): Promise<AdDetail | null> {
  const res = await api(`/api/anonse/${encodeURIComponent(id)}?${new URLSearchParams({ slug })}`);
  if (res.status === 404) return null;
  try {
    return await readJson<AdDetail>(res);
  } catch (e) {
    if (e instanceof ApiRequestError && (e.status === 400 || e.status === 404)) return null;
    throw e;
  }
}
