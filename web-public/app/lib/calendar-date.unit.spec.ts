import { formatDay, formatDays } from './calendar-date';

describe('calendar days in the page language', () => {
  it('writes a day with its month, whatever the zone', () => {
    expect(formatDay('2026-12-05', 'pl')).toBe('5 grudnia');
    expect(formatDay('2026-12-05', 'en')).toBe('5 December');
    expect(formatDay('2027-01-01', 'pl')).toBe('1 stycznia');
  });

  it('writes a span of days short within a month, and whole across months', () => {
    expect(formatDays('2026-12-03', '2026-12-05', 'pl')).toBe('3–5 grudnia');
    expect(formatDays('2026-12-03', '2026-12-05', 'en')).toBe('3–5 December');
    expect(formatDays('2026-11-30', '2026-12-02', 'pl')).toBe('30 listopada – 2 grudnia');
    expect(formatDays('2026-12-03', '2026-12-03', 'en')).toBe('3 December');
  });
});
