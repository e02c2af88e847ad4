import type { AdSummary, SimilarAds } from '@anonse/contracts/browser';
import { readJson, type ApiFetch } from '#web/lib/api';

/** How many similar ads the detail page shows (two rows of the grid). */
export const SIMILAR_LIMIT = 6;
/** Longest the similar ads may hold the detail page back: past it the page is rendered without them. */
export const SIMILAR_TIMEOUT_MS = 1_000;

/**
 * GET /api/anonse/getSimilarAdsMain?id=…&limit=… (docs/product.md § 7) — ads like this one, nearest first. An extra below the
 * ad: any error or a slow answer gives no similar ads, never a broken or late page; the ad itself is never among
 * them, whatever the answer holds.
 */
export async function getSimilarAds(api: ApiFetch, id: string, limit = SIMILAR_LIMIT): Promise<AdSummary[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<AdSummary[]>((resolve) => {
    timer = setTimeout(() => resolve([]), SIMILAR_TIMEOUT_MS);
  });
  const answer = api(`/api/anonse/getSimilarAdsMain?${new URLSearchParams({ id, limit: String(limit) }).toString()}`)
    .then((res) => readJson<SimilarAds>(res))
    .then((body) => (Array.isArray(body?.hits) ? body.hits.filter((hit) => hit.id !== id) : []))
    .catch(() => []);
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
