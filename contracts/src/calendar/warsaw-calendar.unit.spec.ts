import { addDays, daysFrom, isCalendarDate, warsawDateOf, warsawMidnight } from './warsaw-calendar';

describe('Warsaw calendar', () => {
  it('knows real dates from look-alikes', () => {
    expect(['2026-12-05', '2028-02-29'].map(isCalendarDate)).toEqual([true, true]);
    expect(['2026-02-29', '2026-13-01', '2026-1-05', '0050-01-01', ' 2026-12-05', '2026-12-05T00:00:00Z', ''].map(isCalendarDate)).toEqual(
      Array(7).fill(false),
    );
  });

  it('names the Warsaw day of an instant, also just after midnight there', () => {
    expect(warsawDateOf('2026-12-04T22:59:59.000Z')).toBe('2026-12-04');
    expect(warsawDateOf('2026-12-04T23:00:00.000Z')).toBe('2026-12-05');
    expect(warsawDateOf('2026-07-04T22:00:00.000Z')).toBe('2026-07-05');
  });

  it('finds midnight in winter, in summer and on both days the clocks change', () => {
    expect(warsawMidnight('2026-12-05')).toBe('2026-12-04T23:00:00.000Z');
    expect(warsawMidnight('2026-07-05')).toBe('2026-07-04T22:00:00.000Z');
    expect(warsawMidnight('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(warsawMidnight('2026-03-30')).toBe('2026-03-29T22:00:00.000Z');
    expect(warsawMidnight('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
    expect(warsawMidnight('2026-10-26')).toBe('2026-10-25T23:00:00.000Z');
    expect(() => warsawMidnight('2026-02-30')).toThrow(RangeError);
  });

  it('counts and moves whole days across months, years and clock changes', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysFrom('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysFrom('2026-12-05', '2026-12-01')).toBe(-4);
  });
});
