import { addDays, warsawDateOf, warsawInstant, warsawMinuteOf } from '@anonse/contracts';

/**
 * When SMS notices may go out, on Warsaw's wall clock (SMS_QUIET_HOURS): minutes of the day the quiet hours start
 * and end. `from` after `to` wraps midnight (22:00–08:00); `from` equal to `to` means there are none.
 */
export interface QuietHours {
  from: number;
  to: number;
}

const inQuiet = (minute: number, q: QuietHours): boolean =>
  q.from < q.to ? minute >= q.from && minute < q.to : q.from > q.to ? minute >= q.from || minute < q.to : false;

/**
 * The first moment at or after `now` outside the quiet hours: `now` itself, or the end of the quiet hours it falls
 * in. The end is a Warsaw wall time, so a DST change inside the night moves it in UTC, never on the wall clock.
 */
export function noticeSendableAt(now: Date, quiet: QuietHours | null): Date {
  if (!quiet) return now;
  const minute = warsawMinuteOf(now);
  if (!inQuiet(minute, quiet)) return now;
  const today = warsawDateOf(now);
  // Past `from` on a night that wraps: the quiet hours end tomorrow morning; otherwise later today.
  const endDay = quiet.from > quiet.to && minute >= quiet.from ? addDays(today, 1) : today;
  const end = new Date(warsawInstant(endDay, Math.floor(quiet.to / 60), quiet.to % 60));
  return end.getTime() > now.getTime() ? end : now;
}

/** The Warsaw calendar month `at` falls in, as the instants it starts and the next one starts. */
export function warsawMonthOf(at: Date): { start: Date; end: Date } {
  const [y, m] = warsawDateOf(at).split('-').map(Number) as [number, number];
  const first = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;
  const next = m === 12 ? first(y + 1, 1) : first(y, m + 1);
  return { start: new Date(warsawInstant(first(y, m))), end: new Date(warsawInstant(next)) };
}

/** Whether one more notice fits the month: `sent` notices are already queued in it, `perMonth` the cap. */
export const noticeFitsCap = (sent: number, perMonth: number): boolean => sent < perMonth;

/** `HH:MM-HH:MM` (SMS_QUIET_HOURS) → the quiet hours, or null when they start and end at once. */
export function parseQuietHours(value: string): QuietHours | null {
  const m = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) throw new RangeError(`quiet hours must read HH:MM-HH:MM, not ${JSON.stringify(value)}`);
  const [fromH, fromM, toH, toM] = m.slice(1).map(Number) as [number, number, number, number];
  if (fromH > 23 || toH > 23 || fromM > 59 || toM > 59) throw new RangeError(`not a time of day: ${JSON.stringify(value)}`);
  const from = fromH * 60 + fromM;
  const to = toH * 60 + toM;
  return from === to ? null : { from, to };
}

/** The quiet hours as the page states them (`HH:MM`). */
export const quietHoursText = (q: QuietHours | null): { from: string; to: string } | null => {
  const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  return q ? { from: hhmm(q.from), to: hhmm(q.to) } : null;
};
