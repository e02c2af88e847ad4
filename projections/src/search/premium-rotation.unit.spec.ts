import {
  PREMIUM_MAX_LIMIT,
  PREMIUM_WINDOW_MS,
  premiumLimit,
  rotate,
  rotatedRanges,
  rotationOffset,
  rotationWindowOf,
  secondsLeftIn,
} from './premium-rotation';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `ad-${String(i).padStart(3, '0')}`);

describe('premium rotation', () => {
  it('cuts time into fixed windows: every moment of one window gets the same index, the next window the next one', () => {
    const start = new Date(Date.UTC(2026, 10, 25, 12, 0, 0));
    const w = rotationWindowOf(start);
    expect(w.startsAt).toEqual(start);
    expect(w.endsAt.getTime() - w.startsAt.getTime()).toBe(PREMIUM_WINDOW_MS);
    expect(rotationWindowOf(new Date(start.getTime() + PREMIUM_WINDOW_MS - 1)).index).toBe(w.index);
    expect(rotationWindowOf(new Date(start.getTime() + PREMIUM_WINDOW_MS)).index).toBe(w.index + 1);
    expect(rotationWindowOf(new Date(start.getTime() - 1)).index).toBe(w.index - 1);
  });

  it('refuses an invalid date or window length', () => {
    expect(() => rotationWindowOf(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => rotationWindowOf(new Date(), 0)).toThrow(RangeError);
    expect(() => rotationWindowOf(new Date(), 0.5)).toThrow(RangeError);
  });

  it('rotates the sorted list by one place per window and comes back after n windows', () => {
    const list = ids(4);
    expect(rotate(list, 0)).toEqual(list);
    expect(rotate(list, 1)).toEqual([list[1], list[2], list[3], list[0]]);
    expect(rotate(list, 6)).toEqual([list[2], list[3], list[0], list[1]]);
    expect(rotate(list, 4)).toEqual(list);
    expect(rotate([], 7)).toEqual([]);
    // Every ad leads exactly once in n consecutive windows, whatever the first window.
    const leaders = [10, 11, 12, 13].map((w) => rotate(list, w)[0]);
    expect(new Set(leaders).size).toBe(4);
  });

  it('keeps a position inside the list for any index, negative ones included', () => {
    for (const [w, n, expected] of [
      [-1, 3, 2],
      [-3, 3, 0],
      [5, 1, 0],
      [29_000_000, 7, 29_000_000 % 7],
      [3, 0, 0],
    ] as const)
      expect(rotationOffset(w, n)).toBe(expected);
  });

  it('gives each of n ads the first slot ⌊D/n⌋ or ⌈D/n⌉ times over D windows (within ±10 % over a day)', () => {
    const day = 86_400_000 / PREMIUM_WINDOW_MS;
    for (const n of [2, 7, 25, 100]) {
      const list = ids(n);
      const first = new Map<string, number>();
      const from = rotationWindowOf(new Date(Date.UTC(2026, 10, 25, 7, 13, 20))).index;
      for (let w = from; w < from + day; w++) {
        const lead = rotate(list, w)[0]!;
        first.set(lead, (first.get(lead) ?? 0) + 1);
      }
      const counts = list.map((id) => first.get(id) ?? 0);
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(Math.floor(day / n));
      expect(Math.max(...counts)).toBeLessThanOrEqual(Math.ceil(day / n));
      const mean = day / n;
      for (const c of counts) expect(Math.abs(c - mean) / mean).toBeLessThanOrEqual(0.1);
    }
  });

  it('names the rotated head as at most two ranges of the sorted list', () => {
    const list = ids(10);
    for (let w = 0; w < 25; w++)
      for (const limit of [0, 1, 3, 10, 50]) {
        const fromRanges = rotatedRanges(list.length, w, limit).flatMap(({ start, count }) => list.slice(start, start + count));
        expect(fromRanges).toEqual(rotate(list, w).slice(0, limit));
      }
    expect(rotatedRanges(10, 8, 4)).toEqual([
      { start: 8, count: 2 },
      { start: 0, count: 2 },
    ]);
    expect(rotatedRanges(0, 8, 4)).toEqual([]);
    expect(rotatedRanges(5, 1, -3)).toEqual([]);
  });

  it('takes a limit of 1 to PREMIUM_MAX_LIMIT whatever it is given', () => {
    expect([0, -5, 2.7, Number.NaN, 1e9, 7].map(premiumLimit)).toEqual([1, 1, 2, 1, PREMIUM_MAX_LIMIT, 7]);
  });

  it('lets an answer be cached until its window ends, never for less than a second', () => {
    const start = new Date(Date.UTC(2026, 10, 25, 12, 0, 0));
    const w = rotationWindowOf(start);
    expect(secondsLeftIn(w, start)).toBe(60);
    expect(secondsLeftIn(w, new Date(start.getTime() + 59_500))).toBe(1);
    expect(secondsLeftIn(w, new Date(start.getTime() + 30_001))).toBe(30);
  });
});
