import type { FastifyRequest } from 'fastify';
import type { Actor } from '@anonse/contracts';
import { scopeHasher, type CommandContext } from '../commands/command-context';
import { newId } from '../ids';
import { message } from '../i18n/i18n';
import { ApiHttpError } from './api-error';
import { localeOf } from './locale';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,200}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the idempotency interceptor once this request holds the claim on its Idempotency-Key. */
    idempotencyClaimed?: boolean;
  }
}

/** The request's Idempotency-Key, undefined without one; 400 when it is malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))
    throw new ApiHttpError(400, message('idempotencyKeyMalformed', localeOf(request.headers['accept-language'])));
  return key;
}

/** Ids of a command started by this request: Idempotency-Key (or a fresh id), correlation and causation. */
export function commandContext(request: FastifyRequest, actor: Actor): CommandContext {
  const key = idempotencyKeyOf(request);
  // A key honoured without its fingerprint check would let another body replay into the first one's result, and one
  // ignored would promise a retry safety the route does not give: the client is told, and nothing runs.
  if (key !== undefined && !request.idempotencyClaimed)
    throw new ApiHttpError(400, message('idempotencyKeyNotTaken', localeOf(request.headers['accept-language'])));
  return { ...freshCommandContext(request, actor), commandId: key ?? newId() };
}

/**
 * A command context with a new command id whatever headers the request carried: for records that are new facts
 * each time (a view of personal data, an upload whose streamed body no Idempotency-Key fingerprint could cover).
 */
export function freshCommandContext(request: FastifyRequest, actor: Actor): CommandContext {
  return {
    commandId: newId(),
    correlationId: request.correlationId || request.id,
    causationId: request.id,
    actor,
    now: request.server.clock.now().toISOString(),
    keyedHash: scopeHasher(request.server.keyedHash),
  };
}
