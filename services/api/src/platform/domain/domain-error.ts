import type { MessageCode } from '@anonse/contracts';
import type { PlatformMessageKey } from '../i18n/i18n';

/**
 * Errors a pure decider raises. They carry no HTTP status: the HTTP layer maps the `kind`
 * (conflict → 409, invalid → 422, not_found → 404, forbidden → 403). `field` puts the message under
 * `errors[field]` of the answer, the shape forms show (docs/product.md § 7). `code` names the answer's text: a contracts
 * message code (`ads:adNotFound`) or a platform one (`platform:conflict`); `message` is for logs.
 */
export type DomainErrorKind = 'conflict' | 'invalid' | 'not_found' | 'forbidden';

export class DomainError extends Error {
  override readonly name: string = 'DomainError';
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: MessageCode | `platform:${PlatformMessageKey}`,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The revision the client based its edit on (If-Match) is not the current one. */
export class StaleRevisionError extends DomainError {
  override readonly name = 'StaleRevisionError';
  constructor(
    readonly expected: number,
    readonly actual: number,
  ) {
    super('conflict', 'platform:conflict', `the resource changed (expected revision ${expected}, current ${actual}); reload and try again`);
  }
}

/** Concurrent writers kept winning the race for the stream even after the bounded retries. */
export class ConcurrencyConflictError extends DomainError {
  override readonly name = 'ConcurrencyConflictError';
  constructor(streamId: string) {
    super('conflict', 'platform:conflict', `too many concurrent changes to ${streamId}; try again`);
  }
}

/** The stream belongs to a person whose personal data was erased: it takes no further commands. */
export class StreamErasedError extends DomainError {
  override readonly name = 'StreamErasedError';
  constructor(streamId: string) {
    super('not_found', 'platform:notFound', `${streamId} no longer exists`);
  }
}
