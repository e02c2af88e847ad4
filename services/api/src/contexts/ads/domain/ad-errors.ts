import { DomainError } from '#api/platform/domain/domain-error';

/** An ad that does not exist, was deleted, or is not the caller's to see: 404 (the same answer, no oracle). */
export class AdNotFoundError extends DomainError {
  override readonly name = 'AdNotFoundError';
  constructor(adId: string) {
    super('not_found', 'ads:adNotFound', `ad ${adId} does not exist`);
  }
}
