import { isEntityId, type AdDetail, type OwnerSalon, type PhotoDto } from '@anonse/contracts/browser';
import { ApiRequestError, readJson, type ApiFetch } from '#web/lib/api';

/** GET /api/salon/mine → the signed-in person's salons with their status. */
export async function getMySalons(api: ApiFetch): Promise<OwnerSalon[]> {
  return readJson<OwnerSalon[]>(await api('/api/salon/mine'));
}

/** GET /api/salon/{id} → one of the person's salons as last sent, or null (unknown or someone else's: 404 alike). */
export async function getMySalon(api: ApiFetch, id: string): Promise<OwnerSalon | null> {
  if (!isEntityId(id)) return null;
  try {
    return await readJson<OwnerSalon>(await api(`/api/salon/${encodeURIComponent(id)}`));
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) return null;
    throw err;
  }
}

/** The person's ads (candidates for the salon's masseuses) and photos (the uploader's starting state). */
export async function getSalonFormChoices(
  api: ApiFetch,
): Promise<{ ads: { id: string; status: AdDetail['status']; title: string }[]; photos: PhotoDto[] }> {
  const [ads, photos] = await Promise.all([
    readJson<AdDetail[]>(await api('/api/user/ads')),
    readJson<PhotoDto[]>(await api('/api/media/photos')).catch(() => []),
  ]);
  return { ads: ads.map((a) => ({ id: a.id, status: a.status, title: a.fields.title })), photos };
}

export type SalonWriteResult =
  { ok: true; slug?: string } | { ok: false; status: number; message: string; errors: Record<string, string[]>; current?: unknown };

/**
 * POST /api/salon or PUT /api/salon/{id} (If-Match: the revision the form was based on) from the page's action:
 * the form's CSRF token is sent as the double-submit header, as the browser would.
 */
export async function writeSalon(
  api: ApiFetch,
  body: unknown,
  options: { csrf: string; id?: string; revision?: number },
): Promise<SalonWriteResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-xsrf-token': options.csrf };
  if (options.id) headers['if-match'] = `"${options.revision ?? 0}"`;
  const res = await api(options.id ? `/api/salon/${encodeURIComponent(options.id)}` : '/api/salon', {
    method: options.id ? 'PUT' : 'POST',
    headers,
    body: JSON.stringify(body),
  });
  try {
    const answer = await readJson<{ slug?: string }>(res);
    return { ok: true, slug: answer?.slug };
  } catch (err) {
    if (!(err instanceof ApiRequestError)) throw err;
    return {
      ok: false,
      status: err.status,
      message: err.body?.message ?? '',
      errors: err.fieldErrors,
      current: (err.body as { current?: unknown } | null)?.current,
    };
  }
}

/** DELETE /api/salon/{id} (If-Match: the revision the list showed) from the dashboard's action; true when deleted. */
export async function deleteSalon(api: ApiFetch, id: string, revision: number): Promise<boolean> {
  if (!isEntityId(id)) return false;
  const res = await api(`/api/salon/${encodeURIComponent(id)}`, { method: 'DELETE', headers: { 'if-match': `"${revision}"` } });
  return res.ok;
}
