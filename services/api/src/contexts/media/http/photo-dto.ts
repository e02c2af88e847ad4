import { photoFailureCode, type Locale, type PhotoDto } from '@anonse/contracts';
import { photoSources, type PhotoRecord } from '@anonse/projections';
import { textOf } from '#api/platform/i18n/i18n';

/** Whether the owner is shown the photo's renditions: ready, or hidden after a failed redaction (to redo it). */
export const ownerMaySee = (p: Pick<PhotoRecord, 'status' | 'failureReason'>): boolean =>
  p.status === 'ready' || (p.status === 'failed' && p.failureReason === 'redactionFailed');

/** The owner's view of a photo; the failure reason in the request's language. */
export const toPhotoDto = (p: PhotoRecord, locale: Locale): PhotoDto => ({
  id: p.id,
  status: p.status,
  revision: p.revision,
  width: p.width,
  height: p.height,
  blurhash: p.blurhash,
  // Renditions only once ready: during a redaction the old (unredacted) ones are not shown even to the owner. After
  // a failed redaction the owner (only) sees them again, to mark the areas once more (media-files.controller.ts).
  sources: ownerMaySee(p) ? photoSources(p.variants) : [],
  failureReason: p.failureReason,
  failureMessage: p.failureReason ? textOf(photoFailureCode(p.failureReason), locale) : null,
  createdAt: p.createdAt,
});
