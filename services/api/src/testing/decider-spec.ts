import type { Decider } from '../platform/domain/decider';

/**
 * Given events / When command / Then events or error (Emmett's DeciderSpecification, in miniature):
 * `given([...]).when(cmd).then([...])` or `.thenThrows(ErrorClass)`.
 */
export function deciderSpec<C, E extends { type: string; data: unknown }, S>(decider: Decider<C, E, S>) {
  return {
    given(events: E[]) {
      return {
        when(command: C) {
          const run = () => decider.decide(command, events.reduce(decider.evolve, decider.initialState()));
          return {
            then(expected: E[]) {
              expect(run()).toEqual(expected);
            },
            thenThrows(error: new (...args: never[]) => Error, match?: Record<string, unknown>) {
              let thrown: unknown;
              try {
                run();
              } catch (e) {
                thrown = e;
              }
              expect(thrown).toBeInstanceOf(error);
              if (match) expect(thrown).toMatchObject(match);
            },
          };
        },
      };
    },
  };
}
