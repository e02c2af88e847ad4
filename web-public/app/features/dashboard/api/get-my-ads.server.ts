import type { AdDetail } from '@anonse/contracts';
import { readJson, type ApiFetch } from '../../../lib/api';

/** GET /api/user/ads → the signed-in user's own ads in every state, newest first (401 for a guest). */
export async function getMyAds(api: ApiFetch): Promise<AdDetail[]> {
  const res = await api('/api/user/ads');
  return readJson<AdDetail[]>(res);
}
