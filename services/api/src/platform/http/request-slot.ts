import { AsyncLocalStorage } from 'node:async_hooks';

/** The turn a request holds in the bounded queue (load-shedding.ts), as the code that serves it sees it. */
export interface RequestSlot {
  /** Gives the turn to the next waiter while `wait` runs, then takes one back at the request's own priority. */
  lentWhile<T>(wait: () => Promise<T>): Promise<T>;
}

const current = new AsyncLocalStorage<RequestSlot>();

/** Runs the rest of a request (its handler) with its turn known to whatever it calls. */
export function runHoldingSlot(slot: RequestSlot, rest: () => void): void {
  current.run(slot, rest);
}

/**
 * A write that waits for the read side (read-your-writes, up to 2 s) needs no thread and no database meanwhile: its
 * turn serves the next request instead, or a handful of such writes would hold every turn and the signed-in writes
 * queued behind them would wait as long as the anonymous pages (bench/README.md "Overload curve"). Outside a counted
 * request (no gate, an `inject()`, a CLI) it just waits.
 */
export function lendSlotWhile<T>(wait: () => Promise<T>): Promise<T> {
  const slot = current.getStore();
  return slot ? slot.lentWhile(wait) : wait();
}
