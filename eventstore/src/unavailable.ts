/**
 * Whether an error says the database could not be reached or dropped the connection (restart, failover, network),
 * rather than that the statement was wrong: the same request may well succeed in a few seconds, so the API answers
 * 503 with Retry-After instead of a 500, and nothing is logged as a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}

/**
 * SQLSTATEs: 57P01-57P03 (shut down by an administrator or a crash, or not accepting connections yet), 53300 (too
 * many connections); class 08 (connection exceptions) is matched by prefix. Socket errors of the driver's connection.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres' own errors, which carry no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
  /^Query read timeout$/,
];
