/**
 * Fair rotation of the premium block (issue 9, item 6). Time is cut into fixed windows; within a window the
 * order is fixed (so an answer can be cached until the window ends), and from one window to the next the ads,
 * sorted by a stable key (their id), are rotated by one place: in window `w` the ad at sorted position
 * `w mod n` leads. Over any D consecutive windows each of n ads leads ⌊D/n⌋ or ⌈D/n⌉ times, so with uniform
 * traffic their first-slot impressions differ from the mean by at most n/D (≤ 7 % for 100 ads over a day of
 * 60 s windows). A random shuffle per window would not do: each ad would lead Binomial(D, 1/n) times, whose
 * spread for 100 ads over 1,440 windows is ±26 % (one standard deviation), with the worst ad far beyond ±10 %.
 */

/** How long one order stays in force: short enough to rotate often, long enough for caches to help. */
export const PREMIUM_WINDOW_MS = 60_000;

/** How many promoted ads a premium answer carries unless `per_page` asks for another number. */
export const PREMIUM_DEFAULT_LIMIT = 6;

/** Most promoted ads one answer carries. */
export const PREMIUM_MAX_LIMIT = 100;

/** A limit every adapter honours alike: a whole number from 1 to PREMIUM_MAX_LIMIT. */
export const premiumLimit = (limit: number): number => Math.min(PREMIUM_MAX_LIMIT, Math.max(1, Math.floor(limit) || 1));

export interface RotationWindow {
  /** Windows since the epoch: the same for every node and every place at one moment. */
  index: number;
  startsAt: Date;
  endsAt: Date;
}

export function rotationWindowOf(now: Date, windowMs: number = PREMIUM_WINDOW_MS): RotationWindow {
  const ms = now.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('rotationWindowOf: invalid date');
  if (!Number.isInteger(windowMs) || windowMs < 1)
    throw new RangeError('rotationWindowOf: the window must be a positive whole number of ms');
  const index = Math.floor(ms / windowMs);
  return { index, startsAt: new Date(index * windowMs), endsAt: new Date((index + 1) * windowMs) };
}

/** The sorted position that leads in window `windowIndex` among `n` ads (0 when there are none). */
export function rotationOffset(windowIndex: number, n: number): number {
  if (n <= 0) return 0;
  // Euclidean remainder: a (theoretical) negative index still gives a position inside the list.
  return ((windowIndex % n) + n) % n;
}

/** `sorted` (in its stable order) as shown in window `windowIndex`: rotated left by `rotationOffset`. */
export function rotate<T>(sorted: readonly T[], windowIndex: number): T[] {
  const offset = rotationOffset(windowIndex, sorted.length);
  return [...sorted.slice(offset), ...sorted.slice(0, offset)];
}

/**
 * The first `limit` places of the rotated order as at most two ranges of the sorted list (`start`, `count`):
 * what an index that pages by offset (Meilisearch) fetches instead of reading every promoted ad.
 */
export function rotatedRanges(n: number, windowIndex: number, limit: number): { start: number; count: number }[] {
  const take = Math.max(0, Math.min(n, Math.floor(limit)));
  if (!take) return [];
  const offset = rotationOffset(windowIndex, n);
  const first = Math.min(take, n - offset);
  return first === take
    ? [{ start: offset, count: take }]
    : [
        { start: offset, count: first },
        { start: 0, count: take - first },
      ];
}

/** Whole seconds an answer made at `now` stays right: until its window ends (at least 1). */
export function secondsLeftIn(window: RotationWindow, now: Date): number {
  return Math.max(1, Math.ceil((window.endsAt.getTime() - now.getTime()) / 1000));
}
