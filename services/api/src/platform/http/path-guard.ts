import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { textProblem } from '@anonse/contracts';
import { message } from '../i18n/i18n';
import { apiErrorBody } from './api-error';
import { renderError } from './api-exception.filter';
import { localeOf } from './locale';

/**
 * True when the path part of `url` (raw or percent-decoded) holds NUL, a control character or a lone
 * surrogate, starts with two slashes, or is not valid percent-encoded UTF-8. Such a path names no page or resource, and left alone it
 * reaches route parameters, Postgres (which refuses NUL in text) and the SSR router.
 */
export function isBadPath(url: string): boolean {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (textProblem(path) || PROTOCOL_RELATIVE.test(path)) return true;
  if (!path.includes('%')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return textProblem(decoded) !== undefined || PROTOCOL_RELATIVE.test(decoded);
}

/**
 * `//host/…` (or `/\host/…`: browsers read a backslash as a slash) names another site once it lands in a Location
 * header — the trailing-slash redirect would send `//evil.example` to `//evil.example/`. No page has such a path.
 */
const PROTOCOL_RELATIVE = /^\/[\/\\]/;

/** A path the router refuses to decode; a bad path is rewritten to it, so the router answers through `frameworkErrors`. */
const REFUSED_PATH = '/%zz';

/**
 * The longest request target (path and query) we read. Browsers and proxies stop near 8 KB, no page of ours comes
 * close, and a longer one is a probe or a loop of appended parameters: it gets 414 before any route, hook or the
 * SSR bridge parses it.
 */
export const MAX_URL_LENGTH = 8 * 1024;

const originalUrl = (request: FastifyRequest): string => (request.raw as { originalUrl?: string }).originalUrl ?? request.raw.url ?? '';

/**
 * 414 naming nothing from the request: a small page of its own for a browser asking for a page outside /api (the
 * security headers' hook never runs for a request refused before routing, so it brings its own CSP), else the
 * `ApiError` shape — the host guard's rule.
 */
function uriTooLong(request: FastifyRequest, reply: FastifyReply): void {
  const locale = localeOf(request.headers['accept-language']);
  const text = message('uriTooLong', locale);
  void reply.status(414).header('Cache-Control', 'no-store').header('X-Content-Type-Options', 'nosniff');
  const wantsHtml = !originalUrl(request).startsWith('/api') && String(request.headers.accept ?? '').includes('text/html');
  if (!wantsHtml) return void reply.type('application/json; charset=utf-8').send(apiErrorBody(414, text));
  void reply
    .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="${locale}"><meta charset="utf-8"><title>414</title><h1>414</h1><p>${text}</p></html>`);
}

/**
 * Server options (spread into the FastifyAdapter's) that answer before routing, so no route, hook or the SSR bridge
 * ever sees the request: `rewriteUrl` sends an over-long URL or a bad path to one the router cannot decode, and
 * `frameworkErrors` answers the first 414 and renders the router's own refusals (bad URL 400, over-long parameter
 * 414) as an `ApiError` in the request's language. Fastify's default answer would quote the path and skip the
 * mapping, because these errors are raised before any error handler is attached.
 */
export const pathGuardOptions: Pick<FastifyServerOptions, 'rewriteUrl' | 'frameworkErrors'> = {
  rewriteUrl: (req) => {
    const url = req.url ?? '/';
    return url.length > MAX_URL_LENGTH || isBadPath(url) ? REFUSED_PATH : url;
  },
  frameworkErrors: (error, request, reply) => {
    if (originalUrl(request).length > MAX_URL_LENGTH) return uriTooLong(request, reply as unknown as FastifyReply);
    renderError(error, request, reply as unknown as FastifyReply);
  },
};
