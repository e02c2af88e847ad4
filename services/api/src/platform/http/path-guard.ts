import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { textProblem } from '@anonse/contracts';
import { renderError } from './api-exception.filter';

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
 * Server options (spread into the FastifyAdapter's) that answer 400 for a bad path before routing, so no
 * route, hook or the SSR bridge ever sees one: `rewriteUrl` sends a bad path to one the router cannot decode,
 * and `frameworkErrors` renders the router's own refusals (bad URL 400, over-long parameter 414) as an
 * `ApiError` in the request's language. Fastify's default answer would quote the path and skip the mapping,
 * because these errors are raised before any error handler is attached.
 */
export const pathGuardOptions: Pick<FastifyServerOptions, 'rewriteUrl' | 'frameworkErrors'> = {
  rewriteUrl: (req) => {
    const url = req.url ?? '/';
    return isBadPath(url) ? REFUSED_PATH : url;
  },
  frameworkErrors: (error, request, reply) => renderError(error, request, reply as unknown as FastifyReply),
};
