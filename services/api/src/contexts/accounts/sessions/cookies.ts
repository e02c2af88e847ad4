import type { FastifyReply } from 'fastify';
import '@fastify/cookie';
import type { AppConfig } from '#api/platform/config/config';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { newCsrfToken, sessionCookieName, XSRF_COOKIE } from '#api/platform/http/csrf-token';
import { SESSION_IDLE_MS } from './session.service';

export { sessionCookieName };

export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  void reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: Math.floor(SESSION_IDLE_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  void reply.clearCookie(sessionCookieName(config), { path: '/', httpOnly: true, sameSite: 'lax', secure: config.cookieSecure });
}

/**
 * The double-submit token, bound to `sessionToken` (the session the browser holds after this answer, or none):
 * readable by scripts (they echo it in X-XSRF-TOKEN), Lax like the session. Re-issued whenever the session changes.
 */
export function issueXsrfCookie(
  reply: FastifyReply,
  config: AppConfig,
  keyedHash: Pick<KeyedHash, 'hex'>,
  sessionToken: string | undefined,
): string {
  const token = newCsrfToken(keyedHash, sessionToken);
  void reply.setCookie(XSRF_COOKIE, token, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: Math.floor(SESSION_IDLE_MS / 1000),
  });
  return token;
}
