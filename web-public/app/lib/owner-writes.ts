import { ApiRequestError } from './api';

/** The If-Match value of a revision (the API's ETag): every owner write names the revision it was based on. */
export const ifMatch = (revision: number): string => `"${revision}"`;

/**
 * How a failed write reads to the owner: `stale` when the ad changed since the page was loaded (409 with the
 * ad as it is now: say so and refresh), `api` with the API's localised message (a state that does not allow
 * it, someone else's ad, …), `failed` when there is no answer to show (network, a body without a message).
 */
export function describeWriteError(err: unknown): { kind: 'stale' } | { kind: 'api'; message: string } | { kind: 'failed' } {
  if (!(err instanceof ApiRequestError)) return { kind: 'failed' };
  if (err.status === 409 && err.body?.current !== undefined) return { kind: 'stale' };
  const message = err.body?.message?.trim();
  return message ? { kind: 'api', message } : { kind: 'failed' };
}
