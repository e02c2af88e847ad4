import type { SalonListPage, SalonPublic } from '@anonse/contracts/browser';
import { ApiRequestError, readJson, type ApiFetch } from '#web/lib/api';

/** GET /api/salon/public?city=&q=&page= → a page of approved salons, newest first. */
export async function getSalonList(api: ApiFetch, query: { city?: string; q?: string; page: number }): Promise<SalonListPage> {
  const params = new URLSearchParams();
  if (query.city) params.set('city', query.city);
  if (query.q) params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  const qs = params.toString();
  return readJson<SalonListPage>(await api(`/api/salon/public${qs ? `?${qs}` : ''}`));
}

/** GET /api/salon/cities → towns with approved salons (the list's by-city links). */
export async function getSalonCities(api: ApiFetch): Promise<{ city: string; cityName: string; count: number }[]> {
  return readJson(await api('/api/salon/cities'));
}

/** GET /api/salon/public/{slug} (docs/product.md § 7) → the salon, or null for the 404 of docs/product.md § 8 (unknown, or not for this caller). */
export async function getSalonPage(api: ApiFetch, slug: string): Promise<SalonPublic | null> {
  try {
    return await readJson<SalonPublic>(await api(`/api/salon/public/${encodeURIComponent(slug)}`));
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) return null;
    throw err;
  }
}
