/**
 * Working hours as a 24-bit set of the hours an ad is open (bit h = open during h:00–h:59). Both the ad's
 * hours and the searched window may wrap past midnight (`from > to`); with sets, "open for the whole
 * window" is simply `window ⊆ open`, whatever wraps.
 */
export const ALL_HOURS = (1 << 24) - 1;

/** The hours h with from ≤ h < to, walking past midnight when from > to; from = 0, to = 24 is all day. */
export function hoursOf(from: number, to: number): number[] {
  const start = ((from % 24) + 24) % 24;
  let length = (((to - from) % 24) + 24) % 24;
  if (length === 0 && from !== to) length = 24;
  return Array.from({ length }, (_, i) => (start + i) % 24);
}

export const hoursMask = (hours: readonly number[]) => hours.reduce((mask, h) => mask | (1 << h), 0);

/**
 * The window a search asks for: both ends → F→T; only `from` → open at that hour; only `to` → open in the
 * hour before it. Equal ends describe no window, so they do not filter. Undefined = no working-hours filter.
 */
export function searchedHours(from: number | undefined, to: number | undefined): number[] | undefined {
  if (from === undefined && to === undefined) return undefined;
  if (from !== undefined && to !== undefined) return from === to ? undefined : hoursOf(from, to);
  if (from !== undefined) return hoursOf(from, from + 1);
  return hoursOf(to! - 1, to!);
}
