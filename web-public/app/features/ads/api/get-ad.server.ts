import type { AdDetail } from '@anonse/contracts/browser';
import { ApiRequestError, readJson, type ApiFetch } from '#web/lib/api';

/** GET /api/anonse/:id → AdDetail, or null when the ad is not public (404). */
export async function getAd(api: ApiFetch, id: string): Promise<AdDetail | null> {
  const res = await api(`/api/anonse/${encodeURIComponent(id)}`);
  if (res.status === 404) return null;
  try {
    return await readJson<AdDetail>(res);
  } catch (e) {
    if (e instanceof ApiRequestError && (e.status === 400 || e.status === 404)) return null;
    throw e;
  }
}
