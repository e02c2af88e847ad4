import type { Actor } from '@anonse/contracts';
import { sha256, stableJson, uuidV5 } from './ids';

/**
 * Who runs a command and under which ids. Every event the command appends carries these in its metadata
 * (ARCHITECTURE.md § 1 "Audit"): the command id, the request's correlation id, the causation id (the
 * request id for commands started over HTTP) and the actor.
 */
export interface CommandContext {
  /** From the `Idempotency-Key` header, or generated. */
  commandId: string;
  correlationId: string;
  causationId: string;
  actor: Actor;
  /** ISO time the command is decided at; events record it as occurredAt. */
  now: string;
}

/**
 * Ids derived from a command must differ when the same Idempotency-Key is reused by another actor or with
 * another payload (that is a different command), and must be equal on a true retry. Hence the scope: actor,
 * key and a hash of the payload.
 */
export function idempotencyScope(ctx: CommandContext, payload: unknown): string {
  return `${ctx.actor.id ?? 'anonymous'}|${ctx.commandId}|${sha256(stableJson(payload))}`;
}

/** The id of the `index`-th event a command appends to `streamId`. */
export const derivedEventId = (scope: string, streamId: string, index: number): string => uuidV5(`${scope}|${streamId}|${index}`);

/** An entity id chosen by a command (e.g. the new ad's id), stable across retries. */
export const derivedEntityId = (scope: string, kind: string): string => uuidV5(`${scope}|${kind}`);
