/**
 * `promise`, or `onExpiry()`'s error after `ms` (no limit when `ms` is 0 or unset). pg's own timeouts cover each
 * connect and query; this bounds a whole sequence of them, whatever happens. A late answer or failure of the
 * abandoned promise never surfaces as an unhandled rejection.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number | undefined, onExpiry: () => Error): Promise<T> {
  if (!ms) return promise;
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onExpiry()), ms);
  });
  promise.catch(() => undefined);
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
