/**
 * When the daily digest goes out: `hour`:00 in Poland (Europe/Warsaw, summer time included). Pure, so the worker
 * and its tests agree on the day a digest belongs to whatever the server's own time zone.
 */
const WARSAW = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function warsawParts(at: Date): { day: string; wallMs: number } {
  const p = Object.fromEntries(WARSAW.formatToParts(at).map((part) => [part.type, part.value]));
  const day = `${p.year}-${p.month}-${p.day}`;
  return { day, wallMs: Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) };
}

/** Poland's offset from UTC at `at`, in ms (one hour in winter, two in summer). */
const offsetAt = (at: Date): number => warsawParts(at).wallMs - Math.floor(at.getTime() / 1000) * 1000;

/** The instant it is `hour`:00 on `day` (YYYY-MM-DD) in Poland. */
export function warsawTime(day: string, hour: number): Date {
  const wall = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  // The offset at a first guess, then at the instant it gives: right on either side of a change of clocks.
  const first = new Date(wall - offsetAt(new Date(wall)));
  return new Date(wall - offsetAt(first));
}

/** The latest digest time at or before `now`, and the day (in Poland) it belongs to. */
export function latestDigestSlot(now: Date, hour: number): { day: string; at: Date } {
  const today = warsawParts(now).day;
  const at = warsawTime(today, hour);
  if (at.getTime() <= now.getTime()) return { day: today, at };
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { day: yesterday, at: warsawTime(yesterday, hour) };
}
