/**
 * Time comes from here, never from `new Date()` in a handler, reactor or worker: tests and the e2e run move
 * the clock (30 days pass in a millisecond) instead of sleeping, and production uses the system clock.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The system clock plus an offset that tests (and, with DEV_CLOCK=true outside production, the e2e run) can
 * advance. Never goes backwards: an offset only grows, so deadlines already passed stay passed.
 */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly base: Clock = systemClock) {}

  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }

  advance(ms: number): Date {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
    this.offsetMs += ms;
    return this.now();
  }
}
