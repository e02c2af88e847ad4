import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../platform/config/config';
import { requestOrigin } from '../platform/http/request-origin';

export { requestOrigin };

/**
 * Headers a client could use to make the web app believe it is served from another host or scheme. Fastify
 * already folded the trusted proxies' values into `request.host` and `request.protocol`; React Router gets
 * the result in `request.url` and never the raw headers.
 */
const FORWARDING_HEADERS = new Set([
  'forwarded',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-for',
  'x-forwarded-prefix',
  'x-real-ip',
]);

/** The Fetch API request React Router handles for one page request: same method, body stream and headers. */
export function toFetchRequest(request: FastifyRequest, config: Pick<AppConfig, 'publicOrigin'>): Request {
  // Concatenated, not resolved: `new URL('//evil.example/', origin)` would take the path's host. An
  // absolute-form target (`GET http://host/ HTTP/1.1`) is reduced to its path for the same reason.
  const target = request.url.startsWith('/') ? request.url : pathAndQuery(request.url);
  const url = new URL(requestOrigin(request, config) + target);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || FORWARDING_HEADERS.has(key)) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  const controller = new AbortController();
  // A request is destroyed as soon as its body has been read (autoDestroy), so `destroyed` alone would abort every
  // form post before its page is rendered: what tells a visitor who left is a body cut short, or a closed socket.
  request.raw.once('close', () => {
    if (!request.raw.complete || request.raw.socket?.destroyed) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body instanceof Readable;
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.body as Readable) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

function pathAndQuery(target: string): string {
  try {
    const parsed = new URL(target);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return '/';
  }
}
