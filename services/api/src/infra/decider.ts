/** A pure aggregate (ARCHITECTURE.md § 7): fold events into state, decide events from a command. */
export interface Decider<Command, Event extends { type: string; data: unknown }, State> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}
