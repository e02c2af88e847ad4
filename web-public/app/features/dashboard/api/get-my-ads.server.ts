import type { AdDetail } from '@anonse/contracts/browser';
import { readJson, type ApiFetch } from '#web/lib/api';

/** The time of an answer's `X-Server-Now` (ms), or the page server's own should it be missing or unreadable. */
export function serverNowOf(headers: Headers): number {
  const at = Date.parse(headers.get('x-server-now') ?? '');
  return Number.isFinite(at) ? at : Date.now();
}

/**
 * GET /api/user/ads → the signed-in user's own ads in every state, newest first (401 for a guest), and the time the
 * API works with (its clock port), so "expires soon" and "ended" are decided against the server's deadlines.
 */
export async function getMyAds(api: ApiFetch): Promise<{ ads: AdDetail[]; now: number }> {
  const res = await api('/api/user/ads');
  return { ads: await readJson<AdDetail[]>(res), now: serverNowOf(res.headers) };
}
