import { unusedPoints } from './pro-rata';

const DAY = 86_400_000;
const t0 = Date.parse('2025-04-01T10:00:00.000Z');
const at = (days: number) => new Date(t0 + days * DAY).toISOString();

describe('the refund of an ended promotion', () => {
  const week = { points: 50, days: 7, from: at(0), to: at(7) };
  it('gives back the unused whole days pro rata, rounded down', () => {
    expect(unusedPoints(week, at(2.5))).toBe(Math.floor((50 * 4) / 7));
    expect(unusedPoints(week, at(0))).toBe(50);
    expect(unusedPoints(week, at(6.5))).toBe(0);
    expect(unusedPoints(week, at(8))).toBe(0);
  });
  it('counts an extension that has not begun in full, never more than paid', () => {
    expect(unusedPoints({ points: 25, days: 3, from: at(7), to: at(10) }, at(2))).toBe(25);
    expect(unusedPoints({ points: 25, days: 3, from: at(7), to: at(20) }, at(2))).toBe(25);
  });
});
