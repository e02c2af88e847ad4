import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../platform/config/config';
import { renderError } from '../platform/http/api-exception.filter';
import { API_CATCH_ALLS, apiNotFound, INTERNAL_HEADER } from '../platform/http/fastify-setup';
import { sessionCookieName } from '../platform/http/csrf-token';
import { compressible, compressStream, compressWhole, pickEncoding, type Encoding } from './compression';
import { toFetchRequest } from './fetch-request';
import { type PageCache, type Rendered } from './page-cache';
import { StaticFiles } from './static-files';

/** A real dynamic import (TypeScript's and swc's CommonJS output would turn `import()` into `require`). */
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const importEsm = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<Record<string, unknown>>;

/** What SSR loaders and actions get as load context: the API without a network hop, and the page's CSP nonce. */
export interface WebLoadContext {
  apiFetch(path: string, init?: RequestInit): Promise<Response>;
  cspNonce: string;
  /** The footer's social links from the configuration. */
  social: AppConfig['social'];
  /** The request carries a session cookie; without one the root loader knows nobody is signed in. */
  session: boolean;
}

type RequestHandler = (request: Request, loadContext?: unknown) => Promise<Response>;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the two web apps on the API's port (docs/architecture.md § Run modes, embedded): web-admin's static build
 * under /admin/ (SPA fallback), web-public's client assets, and every other page through React Router's
 * server build. A missing build answers 503 naming `npm run build` instead of crashing.
 */
export async function registerWebBridge(
  instance: FastifyInstance,
  config: AppConfig,
  internalToken: string,
  pageCache?: PageCache,
): Promise<void> {
  const publicClient = new StaticFiles(path.join(config.webPublicBuild, 'client'));
  const admin = new StaticFiles(config.webAdminBuild);
  const serverBuildPath = path.join(config.webPublicBuild, 'server', 'index.js');
  let handler: Promise<RequestHandler> | undefined;

  const loadHandler = (): Promise<RequestHandler> | undefined => {
    if (handler) return handler;
    if (!existsSync(serverBuildPath)) return undefined;
    handler = (async () => {
      // Resolve react-router from the build's location so the build and the handler share one ESM instance.
      const routerPath = createRequire(serverBuildPath).resolve('react-router');
      const [router, buildModule] = await withReactProductionBuild(() =>
        Promise.all([importEsm(pathToFileURL(routerPath).href), importEsm(pathToFileURL(serverBuildPath).href)]),
      );
      const build = (buildModule.default as Record<string, unknown> | undefined) ?? buildModule;
      const create = router.createRequestHandler as (build: unknown, mode?: string) => RequestHandler;
      return create(build, process.env.NODE_ENV === 'development' ? 'development' : 'production');
    })();
    handler.catch((error: unknown) => {
      // A build that exists but cannot load is a deployment fault, not "not built": say so in the log.
      instance.log.error({ err: error, serverBuildPath }, 'web-public server build failed to load');
      handler = undefined;
    });
    return handler;
  };
  // Load the server build now, before the port opens: a lazy first import would compete with the demo
  // seed for the event loop and hold the first page for seconds. A broken build still answers 503 later.
  await loadHandler()?.catch(() => undefined);
  if (!existsSync(serverBuildPath))
    instance.log.warn({ serverBuildPath }, 'web-public is not built: pages answer 503 until `npm run build`');

  await instance.register(async (web) => {
    // Nest's error handling covers its own routes only; these get the same ApiError answers (a refused CSRF
    // token on an unknown /api path, a body too large), never Fastify's default that names no error.
    web.setErrorHandler(renderError);
    // Bodies of page requests (form posts) go to React Router untouched, as a stream.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    // preCompressed: the build writes .br and .gz beside every asset (scripts/precompress.mjs); a file without them
    // is sent as it is. cacheControl off: the routes below set it per file (a hashed asset is immutable), and
    // @fastify/send would otherwise overwrite theirs with max-age=0.
    await web.register(fastifyStatic, {
      root: [publicClient.root, admin.root],
      serve: false,
      decorateReply: true,
      preCompressed: true,
      cacheControl: false,
    });

    for (const url of API_CATCH_ALLS) web.all(url, (request, reply) => apiNotFound(request, reply));

    web.get('/admin', (_request, reply) => reply.redirect('/admin/', 301));
    web.route({
      method: ['GET', 'HEAD'],
      url: '/admin/*',
      handler: (request, reply) => {
        if (!admin.available) return unavailable(reply, 'web-admin');
        const rel = admin.lookup(pathOf(request).slice('/admin/'.length));
        if (rel) return reply.header('Cache-Control', rel.startsWith('assets/') ? IMMUTABLE : 'no-cache').sendFile(rel, admin.root);
        // SPA fallback: react-admin routes are client-side.
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html', admin.root);
      },
    });

    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        const urlPath = pathOf(request);
        if ((request.method === 'GET' || request.method === 'HEAD') && urlPath !== '/') {
          const rel = publicClient.lookup(urlPath);
          if (rel)
            return reply
              .header('Cache-Control', rel.startsWith('assets/') ? IMMUTABLE : 'public, max-age=3600')
              .sendFile(rel, publicClient.root);
        }
        if (request.method !== 'GET' && request.method !== 'HEAD' && !sameOrigin(request, config))
          return reply.status(403).type('text/plain').send('Cross-origin form posts are refused.');
        const loading = loadHandler();
        if (!loading) return unavailable(reply, 'web-public');
        let handle: RequestHandler;
        try {
          handle = await loading;
        } catch (error) {
          request.log.error({ err: error }, 'cannot load the web-public server build');
          return unavailable(reply, 'web-public');
        }
        const render = () =>
          handle(toFetchRequest(request, config), {
            apiFetch: apiFetchFor(instance, request, internalToken),
            cspNonce: request.cspNonce,
            social: config.social,
            session: !!request.cookies?.[sessionCookieName(config)],
          } satisfies WebLoadContext);
        const encoding = request.method === 'HEAD' ? undefined : pickEncoding(request.headers['accept-encoding']);
        const key = pageCache ? pageCacheKey(request, config) : undefined;
        if (!pageCache || key === undefined) return sendFetchResponse(reply, await render(), encoding);
        const { page, cached } = await pageCache.get(key, request.cspNonce, async () => renderForCache(await render()));
        void reply.header('X-Page-Cache', cached ? 'hit' : 'miss');
        if ('passthrough' in page) return sendFetchResponse(reply, page.passthrough, encoding);
        void reply.status(page.status);
        for (const [name, value] of page.headers) void reply.header(name, value);
        if (request.method === 'HEAD') return reply.send();
        const type = page.headers.find(([name]) => name === 'content-type')?.[1] ?? null;
        return sendWhole(
          reply,
          Buffer.isBuffer(page.body) ? page.body : Buffer.from(page.body),
          encoding,
          compressible(type, null, page.status),
        );
      },
    });
  });
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0]!;

/**
 * React picks its production or development build by NODE_ENV when it is first loaded. `npm start` leaves NODE_ENV
 * unset (it is this product's own switch for production checks: secrets, SMTP, JSON logs), and the development build
 * renders several times slower and warns on every page, so the SSR modules load with NODE_ENV=production unless
 * someone asked for development; NODE_ENV is restored right after, for everything else.
 */
async function withReactProductionBuild<T>(load: () => Promise<T>): Promise<T> {
  const asked = process.env.NODE_ENV;
  if (asked === 'development') return load();
  process.env.NODE_ENV = 'production';
  try {
    return await load();
  } finally {
    if (asked === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = asked;
  }
}

function sameOrigin(request: FastifyRequest, config: AppConfig): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    const host = new URL(origin).host;
    // Behind a proxy the Host header may be the upstream's own; the public origin is then the one to match.
    return host === request.host || (config.publicOrigin !== undefined && host === new URL(config.publicOrigin).host);
  } catch {
    return false;
  }
}

function unavailable(reply: FastifyReply, app: string) {
  return reply
    .status(503)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><meta charset="utf-8"><title>503</title><h1>${app} is not built</h1><p>Run <code>npm run build</code> and reload.</p>`,
    );
}

/** The route's opt-in to the page cache: never sent to the browser. */
const PAGE_CACHE_HEADER = 'x-page-cache';

/**
 * The cache key of a page request that may be answered from the page cache, or undefined: only GET and HEAD of a
 * visitor without a session (a signed-in header, bell and favourites are personal). The age gate shows or not
 * by a cookie, and the host decides absolute links when no public origin is set: both are part of the key.
 */
export function pageCacheKey(request: FastifyRequest, config: AppConfig): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const cookies = request.cookies ?? {};
  if (cookies[sessionCookieName(config)]) return undefined;
  const adult = cookies.adultContent === 'true' ? 'adult' : 'gate';
  return `${adult} ${config.publicOrigin ? '' : request.host} ${request.url}`;
}

/** A render the cache may keep (the route opted in), read whole; anything else passes through, streamed. */
async function renderForCache(response: Response): Promise<Rendered> {
  const optIn = response.headers.get(PAGE_CACHE_HEADER);
  const seconds = optIn === null ? NaN : Number(optIn);
  if (!Number.isFinite(seconds) || seconds <= 0 || response.status !== 200) return { passthrough: response };
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) if (name !== PAGE_CACHE_HEADER && name !== 'set-cookie') headers.push([name, value]);
  for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
  return { status: response.status, headers, body: await response.text(), maxAgeSeconds: seconds };
}

async function sendFetchResponse(reply: FastifyReply, response: Response, encoding: Encoding | undefined) {
  void reply.status(response.status);
  for (const [key, value] of response.headers) if (key !== 'set-cookie' && key !== PAGE_CACHE_HEADER) void reply.header(key, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) void reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  // A page rendered whole (a visitor's island page: web-public's entry.server.tsx) says its length: one buffer, one
  // write, compressed in one call, instead of the stream adapters a streamed page needs.
  const worthCompressing = compressible(response.headers.get('content-type'), response.headers.get('content-encoding'), response.status);
  if (response.headers.has('content-length'))
    return sendWhole(reply, Buffer.from(await response.arrayBuffer()), encoding, worthCompressing);
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  if (!encoding || !worthCompressing) return reply.send(body);
  void reply.header('Content-Encoding', encoding).header('Vary', 'Accept-Encoding').removeHeader('content-length');
  return reply.send(compressStream(body, encoding));
}

/** A body held whole: compressed in one call when the client takes it and it is worth it. */
async function sendWhole(reply: FastifyReply, body: Buffer, encoding: Encoding | undefined, worthCompressing: boolean) {
  const compressed = encoding && worthCompressing ? await compressWhole(body, encoding) : undefined;
  if (!compressed) return reply.send(body);
  return reply.header('Content-Encoding', encoding).header('Vary', 'Accept-Encoding').removeHeader('content-length').send(compressed);
}

/** `apiFetch` for one page request: the browser's cookie and language go along, through `inject` (no socket). */
export function apiFetchFor(instance: FastifyInstance, request: FastifyRequest, internalToken: string) {
  return async (apiPath: string, init: RequestInit = {}): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    if (request.headers.cookie && !headers.cookie) headers.cookie = request.headers.cookie;
    if (request.headers['accept-language'] && !headers['accept-language'])
      headers['accept-language'] = String(request.headers['accept-language']);
    headers['x-correlation-id'] = request.correlationId || request.id;
    // The page request already passed the same-origin check above; the API trusts it instead of a CSRF header.
    headers[INTERNAL_HEADER] = internalToken;
    const body =
      init.body === undefined || init.body === null
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : Buffer.from(await new Response(init.body).arrayBuffer());
    if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    // The visitor's address goes along: per-IP rate limits must not see every SSR visitor as 127.0.0.1.
    const res = await instance.inject({
      method: (init.method ?? 'GET').toUpperCase() as 'GET',
      url: apiPath,
      headers,
      remoteAddress: request.ip,
      ...(body !== undefined ? { payload: body } : {}),
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const v of value) out.append(key, String(v));
      else out.set(key, String(value));
    }
    const nullBody = res.statusCode === 204 || res.statusCode === 304 || (init.method ?? 'GET').toUpperCase() === 'HEAD';
    return new Response(nullBody ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  };
}
