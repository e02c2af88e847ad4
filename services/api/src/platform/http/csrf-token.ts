import { timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config/config';
import { randomToken, sha256 } from '../ids';
import type { KeyedHash } from '../infra/secret-key';

export const XSRF_COOKIE = 'XSRF-TOKEN';

/** `__Host-` pins the cookie to this exact host over HTTPS (no Domain, Path=/); it needs Secure. */
export const sessionCookieName = (config: Pick<AppConfig, 'cookieSecure'>) =>
  config.cookieSecure ? '__Host-anonse_session' : 'anonse_session';

/**
 * What an XSRF token is bound to: the session token it was issued with (by hash), or "no session". A token
 * planted in a victim's browser (a sibling subdomain can write cookies) is then useless once the victim has
 * a session, and a login — which rotates the session — invalidates every token issued before it.
 */
const binding = (sessionToken: string | undefined) => (sessionToken ? `session:${sha256(sessionToken)}` : 'anonymous');

const mac = (keyedHash: Pick<KeyedHash, 'hex'>, sessionToken: string | undefined, nonce: string) =>
  keyedHash.hex('xsrf-token', `${binding(sessionToken)}|${nonce}`);

/** `nonce.HMAC(secret, binding|nonce)`: cookie-safe characters only. */
export function newCsrfToken(keyedHash: Pick<KeyedHash, 'hex'>, sessionToken: string | undefined): string {
  const nonce = randomToken(16);
  return `${nonce}.${mac(keyedHash, sessionToken, nonce)}`;
}

/** True when `token` was issued by this server for exactly this session (or for no session). */
export function isCsrfTokenFor(keyedHash: Pick<KeyedHash, 'hex'>, token: string, sessionToken: string | undefined): boolean {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 200) return false;
  const expected = Buffer.from(mac(keyedHash, sessionToken, token.slice(0, dot)));
  const given = Buffer.from(token.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Equal strings, compared in constant time (for tokens a guesser must not learn byte by byte). */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
