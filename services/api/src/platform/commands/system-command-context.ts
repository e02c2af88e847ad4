import type { Actor } from '@anonse/contracts';
import { newId } from '../ids';
import type { CommandContext } from './command-context';

/** No person stands behind a system command, so it carries no role: no permission check can mistake it for staff. */
export interface SystemActor extends Actor {
  id: `system:${string}`;
  role: null;
}

/** `system:<name>`: the audit log names the job that acted (e.g. `system:ad-deadlines`), never a person. */
export const systemActor = (name: string): SystemActor => ({ id: `system:${name}`, role: null });

export interface SystemCommandIds {
  /** Default: a fresh id; a repeat is recognised by the scope the caller passes with the command, not by this. */
  commandId?: string;
  /** Default: the command id, since no request started the chain. */
  correlationId?: string;
  /** What the command answers to (the due item, the signed callback's request); default: the command id. */
  causationId?: string;
}

/**
 * The context of a command the system issues on its own: a worker's step over a due item, or a payment
 * provider's signed callback. The actor's name must stay the same across releases: it is part of every event's
 * metadata and of the idempotency scope, so renaming one would make a retried step look like a new command.
 */
export function systemCommandContext(name: string, now: Date | string, ids: SystemCommandIds = {}): CommandContext {
  const commandId = ids.commandId ?? newId();
  return {
    commandId,
    correlationId: ids.correlationId ?? commandId,
    causationId: ids.causationId ?? commandId,
    actor: systemActor(name),
    now: typeof now === 'string' ? now : now.toISOString(),
  };
}
