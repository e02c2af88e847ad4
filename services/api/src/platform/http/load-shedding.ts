import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';
import { message } from '../i18n/i18n';
import type { KeyedHash } from '../infra/secret-key';
import { routeFamily } from '../metrics/route-family';
import { apiErrorBody } from './api-error';
import { ConcurrencyGate, type Priority } from './concurrency-gate';
import { EventLoopLag } from './event-loop-lag';
import { isCsrfTokenFor, sessionCookieName, XSRF_COOKIE } from './csrf-token';
import { API_CATCH_ALLS } from './fastify-setup';
import { localeOf } from './locale';
import { runHoldingSlot, type RequestSlot } from './request-slot';

/** What a browser should wait before trying again, in seconds. */
const RETRY_AFTER_S = 2;
/** Anonymous reads waiting at once, per slot: past that one more is refused without waiting. */
const QUEUED_PER_SLOT = 4;

/**
 * Who goes first when there is more to do than the process can serve (docs/architecture.md "Overload"): a signed-in
 * person's write, then the rest of signed-in traffic and anonymous writes (logging in, registering), then anonymous
 * reads, which alone are shed. Signed in means a session cookie with the XSRF token this server issued for exactly it
 * (an HMAC check, no database): a made-up cookie buys no priority. Health probes, metrics, static files and the
 * console's files are not counted at all, nor are `inject()` requests (the web app's own loaders, already inside a
 * page that holds a slot).
 */
function priorityOf(request: FastifyRequest, config: AppConfig, keyedHash: KeyedHash): Priority | 'exempt' {
  if (!(request.raw.socket instanceof Socket)) return 'exempt';
  const family = routeFamily(request.routeOptions.url, API_CATCH_ALLS);
  const path = (request.raw.url ?? '').split('?')[0]!;
  if (family !== 'page' && !family.startsWith('api')) return 'exempt';
  const read = request.method === 'GET' || request.method === 'HEAD';
  // A file of the web app's build (its name has a dot): cheap, and a page without its script is broken.
  if (family === 'page' && read && /\.[a-z0-9]+$/i.test(path)) return 'exempt';
  const cookies = request.cookies ?? request.server.parseCookie(request.headers.cookie ?? '');
  const session = cookies[sessionCookieName(config)];
  const xsrf = cookies[XSRF_COOKIE];
  const signedIn = Boolean(session && xsrf && isCsrfTokenFor(keyedHash, xsrf, session));
  if (signedIn) return read ? 1 : 0;
  return read ? 2 : 1;
}

/**
 * A request's turn, given back when its answer is done (or its client gone), and lent while it waits on something
 * that needs no turn: it then queues again at its own priority, so a signed-in write still goes before everyone.
 */
function lendableSlot(gate: ConcurrencyGate, priority: Priority, reply: FastifyReply): RequestSlot {
  let held = true;
  let finished = false;
  const giveBack = () => {
    if (!held) return;
    held = false;
    gate.release();
  };
  reply.raw.once('close', () => {
    finished = true;
    giveBack();
  });
  return {
    async lentWhile(wait) {
      if (!held) return wait();
      giveBack();
      try {
        return await wait();
      } finally {
        if (!finished) {
          await gate.acquire(priority);
          if (finished) gate.release();
          else held = true;
        }
      }
    },
  };
}

function shed(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const locale = localeOf(request.headers['accept-language']);
  const text = message('overloaded', locale);
  void reply.status(503).header('Retry-After', String(RETRY_AFTER_S)).header('Cache-Control', 'no-store');
  const wantsHtml = !(request.raw.url ?? '').startsWith('/api') && String(request.headers.accept ?? '').includes('text/html');
  if (!wantsHtml) return reply.type('application/json; charset=utf-8').send(apiErrorBody(503, text));
  return reply
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="${locale}"><meta charset="utf-8"><title>503</title><h1>503</h1><p>${text}</p></html>`);
}

/**
 * Two signals, each of which sheds anonymous reads with 503 and `Retry-After` (docs/architecture.md "Overload"):
 * the event loop running more than SHED_LAG_MS late (the queue is then in the kernel, before the process reads the
 * requests: CPU work such as rendering or the embedded database), and, for work that waits on I/O, more than
 * MAX_CONCURRENT_REQUESTS in service with an anonymous read unable to start within SHED_WAIT_MS (or too many
 * waiting already). Everything else waits its turn in priority order, so the signed-in keep their latency instead of
 * everyone timing out. `onShed` counts the refusals (metrics). Returns what /metrics shows of it, or null when both
 * limits are 0 (off).
 */
export function registerLoadShedding(
  instance: FastifyInstance,
  options: { config: AppConfig; keyedHash: KeyedHash; onShed(family: string): void },
): { readonly waiting: number; readonly lagMs: number } | null {
  const { config, keyedHash } = options;
  const { maxConcurrentRequests: limit, shedWaitMs, shedLagMs } = config.overload;
  if (limit === 0 && shedLagMs === 0) return null;
  const gate = limit > 0 ? new ConcurrencyGate(limit) : null;
  const slots = new WeakMap<FastifyRequest, RequestSlot>();
  const lag = new EventLoopLag();
  if (shedLagMs > 0) {
    lag.start();
    instance.addHook('onClose', async () => lag.stop());
  }
  instance.addHook('onRequest', async (request, reply) => {
    const priority = priorityOf(request, config, keyedHash);
    if (priority === 'exempt') return;
    const admitted =
      priority === 2 && shedLagMs > 0 && lag.ms > shedLagMs
        ? false
        : gate
          ? await gate.acquire(priority, priority === 2 ? { maxWaitMs: shedWaitMs, maxQueued: limit * QUEUED_PER_SLOT } : {})
          : true;
    if (!admitted) {
      options.onShed(routeFamily(request.routeOptions.url, API_CATCH_ALLS));
      return shed(request, reply);
    }
    // Its client may have gone while it waited: the slot is then given back at once, or it would be lost for good.
    if (gate) {
      if (reply.raw.closed || request.raw.destroyed) gate.release();
      else slots.set(request, lendableSlot(gate, priority, reply));
    }
  });
  // The handler runs knowing its turn, so a write waiting for the read side can lend it (request-slot.ts). Callback
  // style and last before the handler: the rest of the request runs inside `done`, after the body was read.
  instance.addHook('preHandler', (request, _reply, done) => {
    const slot = slots.get(request);
    if (slot) runHoldingSlot(slot, done);
    else done();
  });
  return {
    get waiting() {
      return gate?.waiting ?? 0;
    },
    get lagMs() {
      return lag.ms;
    },
  };
}
