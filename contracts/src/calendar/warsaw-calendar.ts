/**
 * Calendar dates (`YYYY-MM-DD`) as Poland lives them. A date a person types ("from 3 to 5 December") names days
 * in Europe/Warsaw, whatever the server's or the browser's zone; these turn such dates into instants and back, so
 * every side agrees on when a day starts. Pure: no clock is read here, callers pass their `now`.
 */
export const WARSAW_TIME_ZONE = 'Europe/Warsaw';

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const WARSAW_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: WARSAW_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const WARSAW_WALL = new Intl.DateTimeFormat('en-GB', {
  timeZone: WARSAW_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Midnight UTC of a date, or NaN when it is not a real `YYYY-MM-DD` date (30 February, 2026-13-01…). */
function utcOf(date: string): number {
  const m = DATE.exec(date);
  if (!m) return NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  // Date.UTC maps years 0–99 to 1900–1999 and rolls 30 February over to March: both are refused.
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? t : NaN;
}

export const isCalendarDate = (value: string): boolean => !Number.isNaN(utcOf(value));

/** The calendar day an instant falls on in Poland. */
export const warsawDateOf = (instant: Date | string): string =>
  WARSAW_DAY.format(typeof instant === 'string' ? new Date(instant) : instant);

/** `date` moved by `days` (negative: back). */
export const addDays = (date: string, days: number): string => new Date(utcOf(date) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysFrom = (from: string, to: string): number => Math.round((utcOf(to) - utcOf(from)) / DAY_MS);

/** How far Warsaw's wall clock is ahead of UTC at `at` (1 or 2 hours). */
function warsawOffsetMs(at: number): number {
  const p = Object.fromEntries(WARSAW_WALL.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute), Number(p.second));
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant it is `hour`:`minute` on a Warsaw day (ISO). Poland changes its clocks at 02:00 and 03:00, never at
 * midnight, so every day has exactly one midnight; the second look settles a guess made on the other side of a
 * change.
 */
export function warsawInstant(date: string, hour = 0, minute = 0): string {
  const utcWall = utcOf(date) + hour * 3_600_000 + minute * 60_000;
  if (Number.isNaN(utcWall)) throw new RangeError(`not a calendar date: ${JSON.stringify(date)}`);
  const guess = utcWall - warsawOffsetMs(utcWall);
  return new Date(utcWall - warsawOffsetMs(guess)).toISOString();
}

/** The instant a Warsaw day begins (ISO). */
export const warsawMidnight = (date: string): string => warsawInstant(date, 0);

/** The hour (0–23) Warsaw's clock shows at `at`. */
export const warsawHourOf = (at: Date): number =>
  Number(Object.fromEntries(WARSAW_WALL.formatToParts(at).map((p) => [p.type, p.value])).hour) % 24;

/** The minute of the day (0–1439) Warsaw's clock shows at `at`. */
export function warsawMinuteOf(at: Date): number {
  const p = Object.fromEntries(WARSAW_WALL.formatToParts(at).map((part) => [part.type, part.value]));
  return (Number(p.hour) % 24) * 60 + Number(p.minute);
}
