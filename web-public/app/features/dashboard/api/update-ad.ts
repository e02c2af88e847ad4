import type { AdDetail, CommandAccepted, UpdateAdInput } from '@anonse/contracts/browser';
import { useMutation } from '#web/lib/mutation';
import { readJson, type ApiFetch } from '#web/lib/api';
import { ifMatch } from '../lib/ad-actions';

export interface UpdateAdRequest {
  ad: Pick<AdDetail, 'id' | 'revision'>;
  fields: UpdateAdInput;
}

/**
 * PUT /api/anonse/{id} with the whole ad and If-Match of the revision the form was filled from → 200
 * {id, revision, position}; 400 with field errors; 409 with `current` when the ad changed meanwhile.
 */
export async function updateAd(api: ApiFetch, { ad, fields }: UpdateAdRequest): Promise<CommandAccepted> {
  const res = await api(`/api/anonse/${encodeURIComponent(ad.id)}`, {
    method: 'PUT',
    headers: { 'if-match': ifMatch(ad.revision) },
    body: JSON.stringify(fields),
  });
  return readJson<CommandAccepted>(res);
}

export const useUpdateAd = (api: ApiFetch) => useMutation({ mutationFn: (request: UpdateAdRequest) => updateAd(api, request) });
