import { randomUUID, timingSafeEqual } from 'node:crypto';
import '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';
import { ApiHttpError, apiErrorBody } from './api-error';
import { localeOf, message } from './locale';

export const MAX_BODY_BYTES = 1024 * 1024;
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** SSR loaders call the API through `inject` with this header; they act for the browser that sent the page request. */
export const INTERNAL_HEADER = 'x-anonse-internal';

declare module 'fastify' {
  interface FastifyRequest {
    correlationId: string;
  }
}

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Request id: the caller's `X-Request-Id` when it is a sane token (a proxy's), else a fresh UUID. */
export function genReqId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Hooks that must run before Nest's pipeline (and before body parsing): ids for logs and events, CSRF
 * double-submit, the JSON-only rule of the API, and a JSON parser that accepts an empty body.
 */
export function configureFastify(instance: FastifyInstance, options: { config: AppConfig; internalToken: string }): void {
  instance.decorateRequest('correlationId', '');

  instance.addHook('onRequest', async (request, reply) => {
    const incoming = request.headers['x-correlation-id'];
    request.correlationId = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : request.id;
    if (request.correlationId !== request.id) request.log = request.log.child({ correlationId: request.correlationId });
    void reply.header('X-Request-Id', request.id).header('X-Correlation-Id', request.correlationId);

    if (!isApi(request.url) || !UNSAFE_METHODS.has(request.method)) return;
    const locale = localeOf(request.headers['accept-language']);
    const internal = request.headers[INTERNAL_HEADER];
    if (!(typeof internal === 'string' && sameToken(internal, options.internalToken))) {
      const header = request.headers[XSRF_HEADER];
      const cookies = request.cookies ?? instance.parseCookie(request.headers.cookie ?? '');
      const cookie = cookies[XSRF_COOKIE];
      // 419 is what Laravel Sanctum answers; the web apps already know to refetch the cookie on it.
      if (typeof header !== 'string' || !cookie || !sameToken(header, cookie)) throw new ApiHttpError(419, message('csrf', locale));
    }
    if (hasBody(request)) {
      const type = String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/json' && !type.endsWith('+json')) throw new ApiHttpError(415, message('unsupportedMediaType', locale));
    }
  });

  // Fastify's parser, minus its refusal of an empty body: `POST /api/logout` with a JSON content type is fine.
  const json = instance.getDefaultJsonParser('error', 'error');
  instance.removeContentTypeParser('application/json');
  instance.addContentTypeParser(/^application\/([a-z0-9.+-]*\+)?json$/i, { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (req, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    json(req, body as string, done);
  });
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}

/** 404 for unknown API routes (the SSR catch-all would otherwise render an HTML page for them). */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .status(404)
    .type('application/json; charset=utf-8')
    .send(apiErrorBody(404, message('notFound', localeOf(request.headers['accept-language']))));
}
