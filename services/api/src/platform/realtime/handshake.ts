import type { IncomingHttpHeaders } from 'node:http';

/**
 * Cross-site WebSocket hijacking: a page on another site can open a socket to us and the browser may attach our
 * cookies. A handshake that names an Origin must therefore name ours: PUBLIC_ORIGIN when configured, else the
 * host the request was sent to (ports aside, so the live channel on a port of its own accepts the site's pages).
 * A handshake without Origin comes from no browser, so it carries no victim's cookie; the session check still
 * applies to it.
 */
export function isAllowedOrigin(headers: IncomingHttpHeaders, publicOrigin: string | undefined): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  if (typeof origin !== 'string' || !URL.canParse(origin)) return false;
  const from = new URL(origin);
  if (from.protocol !== 'http:' && from.protocol !== 'https:') return false;
  if (publicOrigin) {
    const ours = new URL(publicOrigin);
    return from.protocol === ours.protocol && from.hostname === ours.hostname;
  }
  const host = headers.host;
  if (typeof host !== 'string' || !URL.canParse(`http://${host}`)) return false;
  return from.hostname === new URL(`http://${host}`).hostname;
}

/** Cookie headers larger than this are refused before parsing (browsers send at most a few kB). */
export const MAX_COOKIE_HEADER = 8192;

/** The raw Cookie header, or undefined when absent, repeated or oversized. */
export function cookieHeaderOf(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.cookie;
  return typeof header === 'string' && header.length <= MAX_COOKIE_HEADER ? header : undefined;
}

/**
 * The CSP `connect-src` entries the live channel needs beyond 'self': none on the same origin; on a port of its own,
 * that port of the public host (or of the host the page came from, which the directive learns per request).
 */
export function realtimeConnectSources(config: { socketPort: number | undefined; publicOrigin: string | undefined }, requestHost?: string): string[] {
  if (config.socketPort === undefined) return [];
  const hostname = config.publicOrigin ? new URL(config.publicOrigin).hostname : requestHost && URL.canParse(`http://${requestHost}`) ? new URL(`http://${requestHost}`).hostname : undefined;
  if (!hostname) return [];
  const secure = config.publicOrigin?.startsWith('https:');
  // URL keeps an IPv6 hostname in its brackets, as a CSP source wants it.
  const host = hostname;
  return secure ? [`https://${host}:${config.socketPort}`, `wss://${host}:${config.socketPort}`] : [`http://${host}:${config.socketPort}`, `ws://${host}:${config.socketPort}`];
}
