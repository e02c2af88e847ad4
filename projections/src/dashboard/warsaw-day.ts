import { addDays, warsawDateOf } from '@anonse/contracts';

/** The calendar day (YYYY-MM-DD) an instant falls on in Poland: the day the console's charts count it under. */
export const warsawDay = (at: string | Date): string => warsawDateOf(at);

/** Every day from `from` to `to` (YYYY-MM-DD, both included). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export { addDays };
