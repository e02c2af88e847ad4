/**
 * Errors that say "not now" rather than "never": the database or the search index was briefly unreachable,
 * a statement was cancelled or timed out, a transaction lost a deadlock or a serialization check, the
 * server ran short of resources. The runner never parks an event for one of these: the lane backs off and
 * tries the same batch again (projection-runner.ts), because parking would hold every stream of a blip
 * back until an administrator re-runs it.
 *
 * Only what is known to be transient is: an unknown error parks, so a poisoned event cannot stall a lane
 * for ever by looking like a timeout once.
 */

/** SQLSTATEs: cancel/shutdown, serialization failure and deadlock. Classes 08 and 53 are matched by prefix. */
const TRANSIENT_SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '40001', '40P01']);
const TRANSIENT_SQLSTATE_CLASSES = ['08', '53'];
/** Node socket / DNS errors. */
const TRANSIENT_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ECONNABORTED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
]);
/** Names of the search client's errors for "could not reach it" / "it did not answer in time" (meilisearch-js). */
const TRANSIENT_ERROR_NAMES = new Set([
  'MeilisearchRequestError',
  'MeilisearchRequestTimeOutError',
  'MeilisearchTaskTimeOutError',
  'AbortError',
  'TimeoutError',
]);
const TRANSIENT_MESSAGES = [
  /connection terminated/i,
  /connection (?:refused|reset|closed)/i,
  /terminating connection/i,
  /timeout|timed out/i,
  /unreachable/i,
  /socket hang up/i,
  /fetch failed/i,
  /too many clients/i,
  /the database system is (?:starting up|shutting down|in recovery mode)/i,
  /could not serialize access/i,
  /deadlock detected/i,
];

export function isTransientError(error: unknown, depth = 0): boolean {
  if (depth > 5 || error === null || typeof error !== 'object') return false;
  const e = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
    response?: { status?: unknown };
  };
  if (typeof e.code === 'string') {
    if (TRANSIENT_SQLSTATES.has(e.code) || TRANSIENT_NODE_CODES.has(e.code)) return true;
    if (/^[0-9A-Z]{5}$/.test(e.code) && TRANSIENT_SQLSTATE_CLASSES.includes(e.code.slice(0, 2))) return true;
  }
  if (typeof e.name === 'string' && TRANSIENT_ERROR_NAMES.has(e.name)) return true;
  // An HTTP index answering "overloaded" or "unavailable" (meilisearch-js MeilisearchApiError keeps the response).
  const status = e.response?.status;
  if (typeof status === 'number' && (status === 429 || status === 502 || status === 503 || status === 504)) return true;
  if (typeof e.message === 'string' && TRANSIENT_MESSAGES.some((re) => re.test(e.message as string))) return true;
  // pg connecting to several addresses throws an AggregateError; fetch wraps the socket error in `cause`.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isTransientError(inner, depth + 1))) return true;
  return isTransientError(e.cause, depth + 1);
}
