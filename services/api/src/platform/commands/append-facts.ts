import type { EventStore } from '@anonse/eventstore';
import type { EventRegistry } from '@anonse/contracts';
import type { CommandContext } from './command-context';
import { eventsToAppend } from './command-context';
import type { CommandResult } from './command-runner';

export interface AppendFactsOptions<E extends { type: string; data: unknown }> {
  store: EventStore;
  streamId: string;
  /** The stream's contract: the log only ever holds what it allows. */
  events: EventRegistry<E>;
  facts: readonly E[];
  ctx: CommandContext;
  /** From `idempotencyScope(ctx, payload)`: equal on a retry of the same request, so event ids repeat. */
  scope: string;
}

/**
 * The write path for facts nothing in their stream could refuse (a staff member saw someone's personal data): no
 * state to fold, so the stream is not read and the append goes under `any`. Its cost stays the same however long
 * the stream grows, where runCommand would re-read all of it each time. Order is the store's: each append takes the
 * next revision of the stream and the next global position. A retry appends nothing, since its event ids derive from
 * the scope and the store keeps each id once (it answers with the first append's revision and position, so
 * `replayed` cannot tell a retry apart and reads false).
 */
export async function appendFacts<E extends { type: string; data: unknown }>(options: AppendFactsOptions<E>): Promise<CommandResult> {
  const { store, streamId, events, ctx, scope } = options;
  const toAppend = eventsToAppend(events, options.facts, streamId, scope, ctx);
  const result = await store.appendToStream(streamId, toAppend, { expectedRevision: 'any' });
  return { id: streamId, revision: result.nextExpectedRevision, position: result.position, replayed: false };
}
