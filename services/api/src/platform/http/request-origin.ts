import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';

/**
 * The origin of absolute URLs (canonical, hreflang, og:url, redirects, sitemaps, robots.txt): PUBLIC_ORIGIN alone
 * when it is set, else what the socket or a trusted proxy (TRUSTED_PROXIES) says. The host guard has already
 * refused a malformed host, so the fallback can be trusted to parse.
 */
export function requestOrigin(request: FastifyRequest, config: Pick<AppConfig, 'publicOrigin'>): string {
  if (config.publicOrigin) return new URL(config.publicOrigin).origin;
  return `${request.protocol === 'https' ? 'https' : 'http'}://${request.host || 'localhost'}`;
}
