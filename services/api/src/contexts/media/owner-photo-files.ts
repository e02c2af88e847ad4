import type { SqlExecutor } from '@anonse/eventstore';
import { photosOfOwner, variantKey, type PhotoRecord } from '@anonse/projections';
import { MAX_EXPORTED_PHOTOS, type PhotoVariant } from '@anonse/contracts';
import { EXTENSIONS } from './processing/render-photo';
import type { MediaStorage } from './storage/media-storage';

/** The largest rendition of a photo, JPEG first at that width (any viewer opens it); none before processing. */
export function largestRendition(variants: readonly PhotoVariant[]): PhotoVariant | undefined {
  const widest = Math.max(...variants.map((v) => v.width));
  const candidates = variants.filter((v) => v.width === widest);
  return candidates.find((v) => v.format === 'jpeg') ?? candidates[0];
}

export interface OwnerPhotoFile {
  photo: PhotoRecord;
  /** e.g. `jpg` */
  extension: string;
  body: Buffer;
}

/**
 * Every photo a person owns — on an ad, in a revision waiting for moderation, or uploaded and not used yet — as its
 * largest stored rendition, read from the storage port one photo at a time (for the data export). A photo with no
 * rendition yet (uploaded, processing, failed) has no file; one deleted meanwhile is left out.
 */
export async function* ownerPhotoFiles(db: SqlExecutor, storage: MediaStorage, ownerId: string): AsyncGenerator<OwnerPhotoFile> {
  for (const photo of await photosOfOwner(db, ownerId, MAX_EXPORTED_PHOTOS)) {
    const rendition = largestRendition(photo.variants);
    if (!rendition) continue;
    const body = await storage.get(variantKey(rendition.name));
    if (body) yield { photo, extension: EXTENSIONS[rendition.format], body };
  }
}
