import { randomBytes } from 'node:crypto';
import type { Actor, EventMetadata, EventRegistry } from '@anonse/contracts';
import { stableJson, uuidV5 } from '../ids';
import { KeyedHash } from '../infra/secret-key';

/**
 * Who runs a command and under which ids. Every event the command appends carries these in its metadata
 * (docs/architecture.md § Events and the audit trail): the command id, the request's correlation id, the causation id (the
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
  /**
   * The server secret the payload part of {@link idempotencyScope} is keyed with. Contexts whose command id can
   * come back in another process (an Idempotency-Key) must carry it; without it a key of this process is used.
   * Never copied into event metadata; build it with {@link scopeHasher} so the secret itself is not reachable
   * from the context (contexts end up in logs).
   */
  keyedHash?: Pick<KeyedHash, 'hex'>;
}

/** A hasher over `keyedHash` whose secret cannot leak through a serialised context (functions are not serialised). */
export const scopeHasher = (keyedHash: Pick<KeyedHash, 'hex'>): Pick<KeyedHash, 'hex'> => ({
  hex: (purpose, value) => keyedHash.hex(purpose, value),
});

/**
 * Contexts built without the server secret (the demo seed) get fresh command ids that are never retried, so
 * their scopes only need to be unguessable, not stable across restarts.
 */
const processKeyedHash = new KeyedHash(randomBytes(32));

/**
 * Ids derived from a command must differ when the same Idempotency-Key is reused by another actor or with
 * another payload (that is a different command), and must be equal on a true retry. Hence the scope: actor,
 * key and a keyed hash of the payload. Keyed, because event ids derived from it are public in the log while
 * the payload may hold a password: a plain hash would let anyone with the log test guesses offline.
 */
export function idempotencyScope(ctx: CommandContext, payload: unknown): string {
  const payloadHash = (ctx.keyedHash ?? processKeyedHash).hex('command-scope', stableJson(payload));
  return `${ctx.actor.id ?? 'anonymous'}|${ctx.commandId}|${payloadHash}`;
}

/** The id of the `index`-th event a command appends to `streamId`. */
export const derivedEventId = (scope: string, streamId: string, index: number): string => uuidV5(`${scope}|${streamId}|${index}`);

/**
 * The events a command appends, checked against their stream's contract (the log only ever holds what it allows) and
 * carrying the command's metadata; ids derive from the scope, so a retry of the same request repeats them.
 */
export function eventsToAppend<E extends { type: string; data: unknown }>(
  registry: EventRegistry<E>,
  events: readonly E[],
  streamId: string,
  scope: string,
  ctx: CommandContext,
): { id: string; type: E['type']; data: E['data']; metadata: EventMetadata }[] {
  return events.map((event, index) => {
    const checked = registry.check(event);
    const eventId = derivedEventId(scope, streamId, index);
    const metadata: EventMetadata = {
      eventId,
      commandId: ctx.commandId,
      correlationId: ctx.correlationId,
      causationId: ctx.causationId,
      actor: ctx.actor,
      occurredAt: ctx.now,
      schemaVersion: registry.versionOf(checked.type),
    };
    return { id: eventId, type: checked.type, data: checked.data, metadata };
  });
}

/** An entity id chosen by a command (e.g. the new ad's id), stable across retries. */
export const derivedEntityId = (scope: string, kind: string): string => uuidV5(`${scope}|${kind}`);
