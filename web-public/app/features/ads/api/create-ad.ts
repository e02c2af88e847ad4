import type { CommandAccepted, CreateAdInput } from '@anonse/contracts/browser';
import { useMutation } from '#web/lib/mutation';
import { readJson, type ApiFetch } from '#web/lib/api';

/** POST /api/anonse → 201 {id, revision, position}; 400 with `errors` keyed by dot path (`prices.hour`). */
export async function createAd(api: ApiFetch, input: CreateAdInput): Promise<CommandAccepted> {
  const res = await api('/api/anonse', { method: 'POST', body: JSON.stringify(input) });
  return readJson<CommandAccepted>(res);
}

export const useCreateAd = (api: ApiFetch) => useMutation({ mutationFn: (input: CreateAdInput) => createAd(api, input) });
