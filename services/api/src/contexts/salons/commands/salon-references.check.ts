import { Inject, Injectable } from '@nestjs/common';
import { SALON_LIMITS, salonSlugBase, type SalonFields } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { isSalonSlugTaken, ownAdIds } from '@anonse/projections';
import { DomainError } from '#api/platform/domain/domain-error';
import { SQL } from '#api/platform/tokens';
import { checkAdPhotos } from '#api/contexts/media/index';

class SalonReferenceError extends DomainError {
  override readonly name = 'SalonReferenceError';
}

/**
 * What the salon's own stream cannot know: its photos are the owner's and processed (the media context's rule for
 * ads, with the salon's limit), its masseuses are the owner's own ads, and its slug is free. Checked before deciding.
 */
@Injectable()
export class SalonReferencesCheck {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}

  async check(ownerId: string, fields: SalonFields): Promise<void> {
    if (fields.photos.length) {
      const result = await checkAdPhotos(this.sql, ownerId, fields.photos, SALON_LIMITS.photos);
      if (!result.ok)
        throw result.problem.kind === 'tooMany'
          ? new SalonReferenceError('invalid', 'salons:tooManyPhotos', 'too many photos', 'photos')
          : new SalonReferenceError('invalid', 'salons:photoNotReady', 'photos not usable', 'photos');
    }
    const own = await ownAdIds(this.sql, ownerId, fields.masseuseAdIds);
    if (fields.masseuseAdIds.some((id) => !own.has(id)))
      throw new SalonReferenceError('invalid', 'salons:notYourAd', 'not own ads', 'masseuseAdIds');
  }

  /** The name-and-town slug, or with a short suffix of the id when another salon holds it. */
  async slugFor(salonId: string, fields: SalonFields): Promise<string> {
    const base = salonSlugBase(fields.name, fields.city);
    return (await isSalonSlugTaken(this.sql, base, salonId)) ? `${base}-${salonId.slice(0, 8).toLowerCase()}` : base;
  }
}
