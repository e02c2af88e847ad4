/** The largest whole unit of an age: 42 s, 5 min, 3 h, 2 days (the unit's text comes from i18n `age.*`). */
export function ageParts(seconds: number): { unit: 's' | 'm' | 'h' | 'd'; n: number } {
  if (seconds < 60) return { unit: 's', n: Math.max(0, Math.floor(seconds)) };
  if (seconds < 3600) return { unit: 'm', n: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { unit: 'h', n: Math.floor(seconds / 3600) };
  return { unit: 'd', n: Math.floor(seconds / 86_400) };
}

/** The Polish calendar day (YYYY-MM-DD) `days` before today, for the charts' range presets. */
export function warsawDayOffset(days: number, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** A few round values for an axis from 0 to at least `max`. */
export function niceTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let v = 0; v < max + step; v += step) ticks.push(v);
  return ticks;
}
