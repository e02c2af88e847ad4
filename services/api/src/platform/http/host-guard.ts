import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorBody } from './api-error';
import { localeOf } from './locale';
import { message } from '../i18n/i18n';

/** A DNS name, IPv4 or bracketed IPv6 address, with an optional port: what a Host header may hold. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

export function isValidHost(host: string): boolean {
  return host.length <= 255 && HOST.test(host);
}

/**
 * Refuses a request whose effective host (the Host header, or X-Forwarded-Host from a trusted proxy) or
 * protocol is not well formed, before it can reach a redirect, a log line or an absolute URL. The answer
 * names nothing from the request: a garbled header is not something to reflect back.
 */
export function registerHostGuard(instance: FastifyInstance): void {
  instance.addHook('onRequest', async (request, reply) => {
    // HTTP/1.0 may omit Host (Node requires it from HTTP/1.1 clients); absolute URLs then use the fallback origin.
    if (request.host === '') return;
    if (isValidHost(request.host) && (request.protocol === 'http' || request.protocol === 'https')) return;
    return badRequest(request, reply);
  });
}

function badRequest(request: FastifyRequest, reply: FastifyReply) {
  const locale = localeOf(request.headers['accept-language']);
  const text = message('badHost', locale);
  void reply.status(400).header('Cache-Control', 'no-store');
  const wantsHtml = !request.url.startsWith('/api') && String(request.headers.accept ?? '').includes('text/html');
  if (!wantsHtml) return reply.type('application/json; charset=utf-8').send(apiErrorBody(400, text));
  return reply
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="${locale}"><meta charset="utf-8"><title>400</title><h1>400</h1><p>${text}</p></html>`);
}
