import type { IncomingHttpHeaders } from 'node:http';
import { BlockList, isIPv4 } from 'node:net';
import { isValidHost } from '../http/host-guard';

/** Where a handshake was sent: its scheme and Host (a trusted proxy's X-Forwarded-Proto and -Host, as Fastify reads them). */
export interface HandshakeTarget {
  scheme: 'http' | 'https';
  host: string | undefined;
}

export interface OriginPolicy {
  /** PUBLIC_ORIGIN: when configured, the one origin the site's pages have. */
  publicOrigin: string | undefined;
  /** The live channel listens on a port of its own: the pages come from this port (the site's) of the same host. */
  sitePort?: number;
}

/** The proxies whose X-Forwarded-* headers are believed (TRUSTED_PROXIES: addresses or CIDRs). */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const family = isIPv4(address!) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address!, family);
    else list.addSubnet(address!, Number(prefix), family);
  }
  return list;
}

/** The last value of a header a proxy appends to (the one the nearest, trusted proxy wrote). */
const lastOf = (value: string | string[] | undefined): string | undefined => {
  const text = Array.isArray(value) ? value.at(-1) : value;
  return text?.split(',').at(-1)?.trim() || undefined;
};

/** The scheme and host of the handshake request: the connection's own, or a trusted proxy's forwarded ones. */
export function handshakeTargetOf(
  request: { headers: IncomingHttpHeaders; socket: { remoteAddress?: string; encrypted?: boolean } },
  trusted: BlockList | undefined,
): HandshakeTarget {
  const own: HandshakeTarget = { scheme: request.socket.encrypted ? 'https' : 'http', host: request.headers.host };
  const peer = request.socket.remoteAddress;
  if (!trusted || !peer || !trusted.check(peer, isIPv4(peer) ? 'ipv4' : 'ipv6')) return own;
  const proto = lastOf(request.headers['x-forwarded-proto'])?.toLowerCase();
  return {
    scheme: proto === 'https' || proto === 'http' ? proto : own.scheme,
    host: lastOf(request.headers['x-forwarded-host']) ?? own.host,
  };
}

/**
 * Cross-site WebSocket hijacking: a page on another site can open a socket to us and the browser may attach our
 * cookies. A handshake that names an Origin must therefore name ours exactly (scheme, host and port): PUBLIC_ORIGIN
 * when configured, else the scheme and host the handshake was sent to — with the site's port when the live channel
 * listens on a port of its own (its pages come from the site). A handshake without Origin comes from no browser,
 * so it carries no victim's cookie; the session check still applies to it.
 */
export function isAllowedOrigin(
  headers: IncomingHttpHeaders,
  policy: OriginPolicy,
  target: HandshakeTarget = { scheme: 'http', host: headers.host },
): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  if (typeof origin !== 'string' || !URL.canParse(origin)) return false;
  const from = new URL(origin);
  if (from.protocol !== 'http:' && from.protocol !== 'https:') return false;
  // An Origin is scheme, host and port only: anything more is not a browser's.
  if (from.username || from.password || origin.replace(/\/$/, '') !== from.origin) return false;
  if (policy.publicOrigin) return from.origin === new URL(policy.publicOrigin).origin;
  const host = target.host;
  if (typeof host !== 'string' || !isValidHost(host)) return false;
  const ours = new URL(`${target.scheme}://${host}`);
  if (policy.sitePort !== undefined) ours.port = String(policy.sitePort);
  return from.origin === ours.origin;
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
export function realtimeConnectSources(
  config: { socketPort: number | undefined; publicOrigin: string | undefined },
  requestHost?: string,
): string[] {
  if (config.socketPort === undefined) return [];
  const hostname = config.publicOrigin
    ? new URL(config.publicOrigin).hostname
    : requestHost && URL.canParse(`http://${requestHost}`)
      ? new URL(`http://${requestHost}`).hostname
      : undefined;
  if (!hostname) return [];
  const secure = config.publicOrigin?.startsWith('https:');
  // URL keeps an IPv6 hostname in its brackets, as a CSP source wants it.
  const host = hostname;
  return secure
    ? [`https://${host}:${config.socketPort}`, `wss://${host}:${config.socketPort}`]
    : [`http://${host}:${config.socketPort}`, `ws://${host}:${config.socketPort}`];
}
