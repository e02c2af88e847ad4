import type { AnnounceTourInput, CommandAccepted, OwnerAdTours, TourAccepted } from '@anonse/contracts/browser';
import { useMutation } from '#web/lib/mutation';
import { useRevalidator } from 'react-router';
import { readJson, type ApiFetch } from '#web/lib/api';
import { ifMatch } from '#web/lib/owner-writes';

type AdRevision = Pick<OwnerAdTours, 'adId' | 'revision'>;

/**
 * POST /api/anonse/{id}/tours with If-Match of the revision the page showed → 201 {id, revision, position, tourId};
 * 400/422 with field errors, 409 stale (with `current`) or an ad that is not live.
 */
export async function announceTour(api: ApiFetch, { ad, input }: { ad: AdRevision; input: AnnounceTourInput }): Promise<TourAccepted> {
  const res = await api(`/api/anonse/${encodeURIComponent(ad.adId)}/tours`, {
    method: 'POST',
    headers: { 'if-match': ifMatch(ad.revision) },
    body: JSON.stringify(input),
  });
  return readJson<TourAccepted>(res);
}

/** DELETE /api/anonse/{id}/tours/{tourId} with If-Match → 200; 409 stale or a tour that has ended. */
export async function cancelTour(api: ApiFetch, { ad, tourId }: { ad: AdRevision; tourId: string }): Promise<CommandAccepted> {
  const res = await api(`/api/anonse/${encodeURIComponent(ad.adId)}/tours/${encodeURIComponent(tourId)}`, {
    method: 'DELETE',
    headers: { 'if-match': ifMatch(ad.revision) },
  });
  return readJson<CommandAccepted>(res);
}

/** Whatever the answer, the page's loader runs again: the tours and the revision as they are now. */
function useTourMutation<I, O>(fn: (input: I) => Promise<O>) {
  const revalidator = useRevalidator();
  return useMutation({ mutationFn: fn, onSettled: () => revalidator.revalidate() });
}

export const useAnnounceTour = (api: ApiFetch) =>
  useTourMutation((input: { ad: AdRevision; input: AnnounceTourInput }) => announceTour(api, input));
export const useCancelTour = (api: ApiFetch) => useTourMutation((input: { ad: AdRevision; tourId: string }) => cancelTour(api, input));
