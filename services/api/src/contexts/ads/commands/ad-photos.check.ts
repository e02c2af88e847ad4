import { Inject, Injectable } from '@nestjs/common';
import type { SqlExecutor } from '@anonse/eventstore';
import type { AppConfig } from '#api/platform/config/config';
import { DomainError } from '#api/platform/domain/domain-error';
import { APP_CONFIG, SQL } from '#api/platform/tokens';
import { checkAdPhotos } from '#api/contexts/media/index';

export class TooManyPhotosError extends DomainError {
  override readonly name = 'TooManyPhotosError';
  constructor(max: number) {
    super('invalid', 'ads:tooManyPhotos', `at most ${max} photos per ad`, 'photos');
  }
}

/** An id that is unknown, someone else's (the same answer: no oracle) or still being processed. */
export class PhotoNotReadyError extends DomainError {
  override readonly name = 'PhotoNotReadyError';
  constructor(ids: readonly string[]) {
    super('invalid', 'ads:photoNotReady', `photos not usable: ${ids.join(', ')}`, 'photos');
  }
}

/**
 * An ad may show only photos its owner uploaded and the media context finished processing, and no more than the
 * configured number. Checked before deciding, since the ad's own stream cannot know the media context's state.
 */
@Injectable()
export class AdPhotosCheck {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  async check(ownerId: string, photoIds: readonly string[]): Promise<void> {
    if (!photoIds.length) return;
    const result = await checkAdPhotos(this.sql, ownerId, photoIds, this.config.ads.maxPhotos);
    if (result.ok) return;
    if (result.problem.kind === 'tooMany') throw new TooManyPhotosError(result.problem.max);
    throw new PhotoNotReadyError(result.problem.ids);
  }
}
