import type { EventRegistry } from '@anonse/contracts';

/**
 * A pure aggregate (docs/architecture.md § Conventions): fold events into state, decide events from a command. `events` is the
 * context's contract of its stream: stored events are upcast and parsed with it before `evolve`, decided ones
 * checked with it before they are appended.
 */
export interface Decider<Command, Event extends { type: string; data: unknown }, State> {
  events: EventRegistry<Event>;
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}
