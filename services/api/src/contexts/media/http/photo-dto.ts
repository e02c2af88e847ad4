import { photoFailureCode, type Locale, type PhotoDto } from '@anonse/contracts';
import { photoSources, type PhotoRecord } from '@anonse/projections';
import { textOf } from '../../../platform/i18n/i18n';

/** The owner's view of a photo; the failure reason in the request's language. */
export const toPhotoDto = (p: PhotoRecord, locale: Locale): PhotoDto => ({
  id: p.id,
  status: p.status,
  revision: p.revision,
  width: p.width,
  height: p.height,
  blurhash: p.blurhash,
  // Renditions only once ready: during a redaction the old (unredacted) ones are not shown even to the owner.
  sources: p.status === 'ready' ? photoSources(p.variants) : [],
  failureReason: p.failureReason,
  failureMessage: p.failureReason ? textOf(photoFailureCode(p.failureReason), locale) : null,
  createdAt: p.createdAt,
});
