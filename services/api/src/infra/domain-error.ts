/**
 * Errors a pure decider raises. They carry no HTTP status: the HTTP layer maps the `kind`
 * (conflict → 409, invalid → 422, not_found → 404, forbidden → 403). `field` puts the message under
 * `errors[field]` of the answer, the shape forms show (spec § 7).
 */
export type DomainErrorKind = 'conflict' | 'invalid' | 'not_found' | 'forbidden';

export class DomainError extends Error {
  override readonly name: string = 'DomainError';
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The revision the client based its edit on (If-Match) is not the current one. */
export class StaleRevisionError extends DomainError {
  override readonly name = 'StaleRevisionError';
  constructor(readonly expected: number, readonly actual: number) {
    super('conflict', 'stale_revision', `the resource changed (expected revision ${expected}, current ${actual}); reload and try again`);
  }
}

/** Concurrent writers kept winning the race for the stream even after the bounded retries. */
export class ConcurrencyConflictError extends DomainError {
  override readonly name = 'ConcurrencyConflictError';
  constructor(streamId: string) {
    super('conflict', 'concurrency_conflict', `too many concurrent changes to ${streamId}; try again`);
  }
}

/** The stream belongs to a person whose personal data was erased: it takes no further commands. */
export class StreamErasedError extends DomainError {
  override readonly name = 'StreamErasedError';
  constructor(streamId: string) {
    super('not_found', 'erased', `${streamId} no longer exists`);
  }
}
