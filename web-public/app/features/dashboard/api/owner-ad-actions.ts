import type { AdDetail, CommandAccepted } from '@anonse/contracts/browser';
import { useMutation } from '#web/lib/mutation';
import { useRevalidator } from 'react-router';
import { readJson, type ApiFetch } from '#web/lib/api';
import { ownerActionRequest, type OwnerAdCommand } from '../lib/ad-actions';

export interface OwnerAdActionInput {
  ad: Pick<AdDetail, 'id' | 'revision'>;
  action: OwnerAdCommand;
}

/**
 * POST /api/anonse/{id}/deactivate|reactivate|renew and DELETE /api/anonse/{id}, each with If-Match of the
 * revision the owner saw. 409: stale (with `current`) or a state that does not allow it; 403: not theirs.
 */
export async function runOwnerAdAction(api: ApiFetch, { ad, action }: OwnerAdActionInput): Promise<CommandAccepted> {
  const { path, init } = ownerActionRequest(ad, action);
  return readJson<CommandAccepted>(await api(path, init));
}

/**
 * The list's actions. Whatever the answer, the loaders run again afterwards: on success to show the new
 * state, on a failure because the ad changed or is not what the page thought.
 */
export function useOwnerAdAction(api: ApiFetch) {
  const revalidator = useRevalidator();
  return useMutation({
    mutationFn: (input: OwnerAdActionInput) => runOwnerAdAction(api, input),
    onSettled: () => revalidator.revalidate(),
  });
}
