import { AdFormLimits, DEFAULT_MAX_PHOTOS_PER_AD } from '@anonse/contracts';
import { readJson, type ApiFetch } from '#web/lib/api';

/**
 * GET /api/user/ads/limits → how many photos the server lets an ad show (MAX_PHOTOS_PER_AD). Should the call fail,
 * the default: the form only hints the limit, the API checks it and its 422 is shown on the form.
 */
export async function getAdFormLimits(api: ApiFetch): Promise<AdFormLimits> {
  try {
    return AdFormLimits.parse(await readJson<unknown>(await api('/api/user/ads/limits')));
  } catch {
    return { maxPhotos: DEFAULT_MAX_PHOTOS_PER_AD };
  }
}
