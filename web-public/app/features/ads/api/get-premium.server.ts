import { serializeSearchQuery, type PremiumAds, type SearchFilter } from '@anonse/contracts/browser';
import { readJson, type ApiFetch } from '#web/lib/api';

/** Longest the premium block may hold a page back: past it the page is rendered without the block. */
export const PREMIUM_TIMEOUT_MS = 1_000;

/**
 * GET /api/anonse/get/premium?{filter} — the promoted ads above a list. Never fails and never waits long: the
 * block is an extra, so any error or a slow answer gives `null` and the page shows its regular results alone.
 * The page, its keyset cursor and the order are left out (the block is the same on every page and in every order
 * of a list).
 */
export async function getPremium(api: ApiFetch, filter: SearchFilter): Promise<PremiumAds | null> {
  const query = serializeSearchQuery({ ...filter, page: undefined, per_page: undefined, cursor: undefined, sort: undefined });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), PREMIUM_TIMEOUT_MS);
  });
  const answer = api(`/api/anonse/get/premium${query ? `?${query}` : ''}`)
    .then((res) => readJson<PremiumAds>(res))
    .catch(() => null);
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
