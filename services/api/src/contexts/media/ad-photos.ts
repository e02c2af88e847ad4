import type { SqlExecutor } from '@anonse/eventstore';
import { photosByIds, toPublicPhoto } from '@anonse/projections';
import type { PublicPhoto } from '@anonse/contracts';

/** Why an ad's photo list is refused: too many, an id that is not the owner's (or unknown), or not ready yet. */
export type AdPhotosProblem = { kind: 'tooMany'; max: number } | { kind: 'notFound'; ids: string[] } | { kind: 'notReady'; ids: string[] };

/**
 * Checks an ad's ordered photo ids for the ads context: every id names a photo of `ownerId` that is ready, and
 * there are at most `max`. Someone else's photo reads as unknown (no oracle). Answers the public photos in the
 * given order, or the problem.
 */
export async function checkAdPhotos(
  db: SqlExecutor,
  ownerId: string,
  ids: readonly string[],
  max: number,
): Promise<{ ok: true; photos: PublicPhoto[] } | { ok: false; problem: AdPhotosProblem }> {
  if (ids.length > max) return { ok: false, problem: { kind: 'tooMany', max } };
  const found = new Map((await photosByIds(db, ids)).filter((p) => p.ownerId === ownerId).map((p) => [p.id, p]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) return { ok: false, problem: { kind: 'notFound', ids: missing } };
  const notReady = ids.filter((id) => found.get(id)!.status !== 'ready');
  if (notReady.length) return { ok: false, problem: { kind: 'notReady', ids: notReady } };
  return { ok: true, photos: ids.map((id) => toPublicPhoto(found.get(id)!)!) };
}
