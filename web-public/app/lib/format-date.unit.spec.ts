import { formatDateTime, formatDay, formatNumber, formatNumericDay, warsawYear } from './format-date';

describe('dates in Polish time (Europe/Warsaw), whatever the server zone', () => {
  it('writes the Warsaw day where UTC is still on the day before', () => {
    expect(formatDay('2024-12-31T23:30:00Z', 'pl')).toBe('1 sty 2025');
    expect(formatDay('2024-12-31T23:30:00Z', 'en')).toBe('1 Jan 2025');
    expect(formatDay('2025-03-05T10:00:00Z', 'pl', 'long')).toBe('5 marca 2025');
    expect(formatNumericDay('2025-03-04T23:10:00Z', 'pl')).toBe('05.03.2025');
  });

  it('follows summer time: UTC+1 in winter, UTC+2 after the last Sunday of March, back after October’s', () => {
    // 30 March 2025, 01:00 UTC: clocks went from 02:00 to 03:00 in Warsaw.
    expect(formatDateTime('2025-03-30T00:59:00Z', 'pl')).toBe('30 mar 2025, 01:59');
    expect(formatDateTime('2025-03-30T01:00:00Z', 'pl')).toBe('30 mar 2025, 03:00');
    // 26 October 2025, 01:00 UTC: from 03:00 back to 02:00.
    expect(formatDateTime('2025-10-26T00:30:00Z', 'en')).toBe('26 Oct 2025, 02:30');
    expect(formatDateTime('2025-10-26T01:30:00Z', 'en')).toBe('26 Oct 2025, 02:30');
    expect(formatDateTime('2025-07-01T22:15:00Z', 'pl', 'short')).toBe('2.07.2025, 00:15');
  });

  it('counts the copyright year in Poland', () => {
    expect(warsawYear('2025-12-31T22:59:00Z')).toBe(2025);
    expect(warsawYear('2025-12-31T23:00:00Z')).toBe(2026);
  });

  it('answers nothing for a value that is not a date, and groups numbers per language', () => {
    expect(formatDay('not a date', 'pl')).toBe('');
    expect(formatDateTime('', 'en')).toBe('');
    expect(formatNumber(12345, 'pl')).toBe('12\u00a0345');
    expect(formatNumber(12345, 'en')).toBe('12,345');
  });
});
