import { randomUUID } from 'node:crypto';
import '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isCsrfTokenFor, sameSecret, sessionCookieName, XSRF_COOKIE } from './csrf-token';
import type { AppConfig } from '../config/config';
import type { KeyedHash } from '../infra/secret-key';
import type { Clock } from '../clock/clock';
import { ApiHttpError, apiErrorBody } from './api-error';
import { localeOf } from './locale';
import { message } from '../i18n/i18n';
import { RouteMethods } from './route-methods';

export const MAX_BODY_BYTES = 1024 * 1024;
export { XSRF_COOKIE };
export const XSRF_HEADER = 'x-xsrf-token';
/** SSR loaders call the API through `inject` with this header; they act for the browser that sent the page request. */
export const INTERNAL_HEADER = 'x-anonse-internal';

declare module 'fastify' {
  interface FastifyRequest {
    correlationId: string;
  }
  interface FastifyInstance {
    /** The server secret's keyed hash, for what the HTTP layer derives itself (XSRF tokens, command scopes). */
    keyedHash: KeyedHash;
    /** The clock port: request-started commands take their "now" from it. */
    clock: Clock;
    /** The methods of every route under /api and /sanctum, for 405 answers (apiNotFound). */
    apiRouteMethods: RouteMethods;
  }
}

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Request id: the caller's `X-Request-Id` when it is a sane token (a proxy's), else a fresh UUID. */
export function genReqId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Callbacks that come from a payment provider, not from our pages: a provider's server posts the webhook, and the
 * (sandbox) provider's own page posts its form. Each proves itself otherwise (a signature, an order-bound token).
 */
const PAYMENT_CALLBACK_ROUTES = ['/api/payments/webhook/:provider', '/api/payments/sandbox/checkout/:orderId'];

/**
 * Links in e-mails that act without a session, proving themselves by a keyed token: the one-click unsubscribe of RFC
 * 8058 is posted by the recipient's mail client, which has no cookie and no token of ours.
 */
const LINK_ROUTES = ['/api/saved-searches/unsubscribe', '/api/account/message-settings/unsubscribe', '/api/forum-follows/unsubscribe'];

/** The JSON side of the site: the API and Sanctum's CSRF endpoint. */
const API_PREFIX = /^\/(api|sanctum)(\/|$)/;
/** The web bridge's catch-alls for that side (registered with `apiNotFound` as their handler). */
export const API_CATCH_ALLS = ['/api', '/api/*', '/sanctum', '/sanctum/*'];

/**
 * Unsafe requests that need no CSRF token: fetching one, the site's own page form posts (the web bridge's
 * catch-all route, which refuses cross-origin posts itself), and the JSON side's catch-alls, which change nothing. Decided on the route the router matched, never on
 * the raw URL: the router decodes `/%61pi/…` to `/api/…`, and a raw-URL test would wave it through.
 */
export const CSRF_EXEMPT_ROUTES = new Set(['/sanctum/csrf-cookie', '/*', ...PAYMENT_CALLBACK_ROUTES, ...LINK_ROUTES, ...API_CATCH_ALLS]);

/**
 * A route that takes raw bytes instead of JSON (a photo upload) declares it with
 * `@RouteConfig({ rawBody: { maxBytes } })`: it accepts `application/octet-stream` and `image/*`, gets the request
 * stream unread as its body, and enforces its own size limit while reading (the global 1 MB is for JSON).
 */
export interface RawBodyRoute {
  rawBody: { maxBytes: number };
}
export const RAW_BODY_TYPES = /^(application\/octet-stream|image\/[a-z0-9.+-]+)$/;
const rawBodyRoute = (request: FastifyRequest): RawBodyRoute['rawBody'] | undefined =>
  (request.routeOptions.config as Partial<RawBodyRoute> | undefined)?.rawBody;

/**
 * A route that must see the exact bytes it was sent (a webhook whose signature covers them) declares
 * `@RouteConfig({ rawText: true })`: its JSON or form body arrives as the unparsed string (within the 1 MB limit).
 */
export interface RawTextRoute {
  rawText: true;
}
const FORM_TYPE = 'application/x-www-form-urlencoded';
const rawTextRoute = (request: FastifyRequest): boolean =>
  (request.routeOptions.config as Partial<RawTextRoute> | undefined)?.rawText === true;

/**
 * Hooks that must run before Nest's pipeline (and before body parsing): ids for logs and events, CSRF
 * double-submit, the JSON-only rule of the API, and a JSON parser that accepts an empty body.
 */
export function configureFastify(
  instance: FastifyInstance,
  options: { config: AppConfig; internalToken: string; keyedHash: KeyedHash; clock: Clock },
): void {
  instance.decorateRequest('correlationId', '');
  // The same secret the composition root loads (SECRET_KEY, or the key file in DATA_DIR) when it is not handed in.
  const { keyedHash } = options;
  instance.decorate('keyedHash', keyedHash);
  instance.decorate('clock', options.clock);
  const apiRouteMethods = new RouteMethods();
  instance.decorate('apiRouteMethods', apiRouteMethods);
  instance.addHook('onRoute', (route) => {
    if (API_PREFIX.test(route.url) && !API_CATCH_ALLS.includes(route.url)) apiRouteMethods.add(route.url, route.method);
  });
  const sessionCookie = sessionCookieName(options.config);

  instance.addHook('onRequest', async (request, reply) => {
    const incoming = request.headers['x-correlation-id'];
    request.correlationId = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : request.id;
    // Every line of the request carries it, as the events it appends do and the projectors' lines about them (docs/architecture.md "Operating it").
    request.log = request.log.child({ correlationId: request.correlationId });
    reply.log = request.log;
    void reply.header('X-Request-Id', request.id).header('X-Correlation-Id', request.correlationId);

    if (!UNSAFE_METHODS.has(request.method) || CSRF_EXEMPT_ROUTES.has(request.routeOptions.url ?? '')) return;
    const locale = localeOf(request.headers['accept-language']);
    const internal = request.headers[INTERNAL_HEADER];
    if (!(typeof internal === 'string' && sameSecret(internal, options.internalToken))) {
      const header = request.headers[XSRF_HEADER];
      const cookies = request.cookies ?? instance.parseCookie(request.headers.cookie ?? '');
      const cookie = cookies[XSRF_COOKIE];
      const session = cookies[sessionCookie];
      // Double submit, and the token must be ours and bound to the session cookie sent along (csrf-token.ts).
      // 419 is what Laravel Sanctum answers; the web apps refetch the cookie on it and retry once.
      if (typeof header !== 'string' || !cookie || !sameSecret(header, cookie) || !isCsrfTokenFor(keyedHash, cookie, session || undefined))
        throw new ApiHttpError(419, message('csrf', locale));
    }
    if (hasBody(request)) {
      const type = String(request.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      if (type !== 'application/json' && !type.endsWith('+json') && !(rawBodyRoute(request) && RAW_BODY_TYPES.test(type)))
        throw new ApiHttpError(415, message('unsupportedMediaType', locale));
    }
  });

  // Fastify's parser, minus its refusal of an empty body: `POST /api/logout` with a JSON content type is fine.
  const json = instance.getDefaultJsonParser('error', 'error');
  instance.removeContentTypeParser('application/json');
  instance.addContentTypeParser(
    /^application\/([a-z0-9.+-]*\+)?json$/i,
    { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
    (req, body, done) => {
      if (rawTextRoute(req)) return done(null, body);
      if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
      // Fastify's own parser answers through done; its type merely allows a promise too.
      void json(req, body as string, done);
    },
  );
  instance.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (req, body, done) => {
    if (!rawTextRoute(req))
      return done(new ApiHttpError(415, message('unsupportedMediaType', localeOf(req.headers['accept-language']))), undefined);
    done(null, body);
  });
  // Raw bodies reach only the routes that declared them, unread (RawBodyRoute); anywhere else they are a 415.
  const rawBody = (request: FastifyRequest, payload: unknown, done: (error: Error | null, body?: unknown) => void) => {
    if (!rawBodyRoute(request))
      return done(new ApiHttpError(415, message('unsupportedMediaType', localeOf(request.headers['accept-language']))), undefined);
    done(null, payload);
  };
  instance.addContentTypeParser('application/octet-stream', rawBody);
  instance.addContentTypeParser(/^image\/[a-z0-9.+-]+$/i, rawBody);
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}

/**
 * Unknown paths and methods on the JSON side answer JSON (the SSR catch-all would otherwise render an HTML page):
 * 405 with `Allow` for a path some route answers with other methods, else 404.
 */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply): void {
  const locale = localeOf(request.headers['accept-language']);
  const allowed = request.server.apiRouteMethods?.allowed(request.url.split('?')[0]!) ?? [];
  void reply.type('application/json; charset=utf-8');
  if (allowed.length > 0) {
    void reply
      .status(405)
      .header('Allow', allowed.join(', '))
      .send(apiErrorBody(405, message('methodNotAllowed', locale)));
    return;
  }
  void reply.status(404).send(apiErrorBody(404, message('notFound', locale)));
}
