import { addDays, warsawDateOf, warsawInstant } from '@anonse/contracts';

/** The instant it is `hour`:00 on `day` (YYYY-MM-DD) in Poland: when that day's digest goes out. */
export const warsawTime = (day: string, hour: number): Date => new Date(warsawInstant(day, hour));

/**
 * The latest digest time at or before `now`, and the day (in Poland) it belongs to. Pure, so the worker and its tests
 * agree on the day a digest belongs to whatever the server's own time zone.
 */
export function latestDigestSlot(now: Date, hour: number): { day: string; at: Date } {
  const today = warsawDateOf(now);
  const at = warsawTime(today, hour);
  if (at.getTime() <= now.getTime()) return { day: today, at };
  const yesterday = addDays(today, -1);
  return { day: yesterday, at: warsawTime(yesterday, hour) };
}
