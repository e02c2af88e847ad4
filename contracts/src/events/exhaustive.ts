/**
 * Exhaustiveness of folds over event unions. A fold's switch ends in `default: return assertNever(event)`: once
 * every member is handled (or listed as a case that deliberately changes nothing) the value there is `never`, so an
 * event type added to a context's definitions and forgotten in a fold stops the build instead of being skipped.
 */

/** Compiles only where `value` was narrowed to nothing; reaching it at run time means the value broke its type. */
export function assertNever(value: never, what = 'event'): never {
  const type = typeof value === 'object' && value !== null && 'type' in value ? (value as { type: unknown }).type : value;
  throw new Error(`unhandled ${what}: ${JSON.stringify(type)}`);
}
