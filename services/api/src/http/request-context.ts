import type { FastifyRequest } from 'fastify';
import type { Actor } from '@anonse/contracts';
import type { CommandContext } from '../infra/command-context';
import { newId } from '../infra/ids';
import { ApiHttpError } from './api-error';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,200}$/;

/** Ids of a command started by this request: Idempotency-Key (or a fresh id), correlation and causation. */
export function commandContext(request: FastifyRequest, actor: Actor): CommandContext {
  const key = request.headers['idempotency-key'];
  if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)))
    throw new ApiHttpError(400, 'Idempotency-Key must be 1–200 letters, digits, dot, dash, underscore or colon');
  return {
    commandId: typeof key === 'string' ? key : newId(),
    correlationId: request.correlationId || request.id,
    causationId: request.id,
    actor,
    now: new Date().toISOString(),
  };
}
