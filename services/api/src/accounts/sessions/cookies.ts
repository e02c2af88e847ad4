import type { FastifyReply } from 'fastify';
import '@fastify/cookie';
import type { AppConfig } from '../../config/config';
import { randomToken } from '../../infra/ids';
import { XSRF_COOKIE } from '../../http/fastify-setup';
import { SESSION_IDLE_MS } from './session.service';

/** `__Host-` pins the cookie to this exact host over HTTPS (no Domain, Path=/); it needs Secure. */
export const sessionCookieName = (config: AppConfig) => (config.cookieSecure ? '__Host-anonse_session' : 'anonse_session');

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

/** The double-submit token: readable by scripts (they echo it in X-XSRF-TOKEN), Lax like the session. */
export function issueXsrfCookie(reply: FastifyReply, config: AppConfig): string {
  const token = randomToken(32);
  void reply.setCookie(XSRF_COOKIE, token, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: Math.floor(SESSION_IDLE_MS / 1000),
  });
  return token;
}
