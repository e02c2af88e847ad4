import fc from 'fast-check';
import { warsawDateOf, warsawMinuteOf } from '@anonse/contracts';
import { noticeFitsCap, noticeSendableAt, parseQuietHours, quietHoursText, warsawMonthOf, type QuietHours } from './sms-notice-schedule';

const NIGHT: QuietHours = { from: 22 * 60, to: 8 * 60 };
const at = (iso: string) => new Date(iso);
const sendable = (iso: string, quiet: QuietHours | null = NIGHT) => noticeSendableAt(at(iso), quiet).toISOString();

describe('quiet hours of SMS notices (Warsaw wall clock)', () => {
  it('lets a notice go at once outside them, and holds one inside until they end', () => {
    // 12:00 and 21:59 in Warsaw in winter (UTC+1): at once.
    expect(sendable('2026-12-07T11:00:00.000Z')).toBe('2026-12-07T11:00:00.000Z');
    expect(sendable('2026-12-07T20:59:00.000Z')).toBe('2026-12-07T20:59:00.000Z');
    // 22:00 is quiet, 08:00 is not: the window is [from, to).
    expect(sendable('2026-12-07T21:00:00.000Z')).toBe('2026-12-08T07:00:00.000Z');
    expect(sendable('2026-12-08T07:00:00.000Z')).toBe('2026-12-08T07:00:00.000Z');
    // 23:30 waits for tomorrow's 08:00; 03:00 after midnight for the same morning's.
    expect(sendable('2026-12-07T22:30:00.000Z')).toBe('2026-12-08T07:00:00.000Z');
    expect(sendable('2026-12-08T02:00:00.000Z')).toBe('2026-12-08T07:00:00.000Z');
    // Summer (UTC+2): 23:00 in Warsaw is 21:00 UTC, and 08:00 is 06:00 UTC.
    expect(sendable('2026-07-01T21:00:00.000Z')).toBe('2026-07-02T06:00:00.000Z');
  });

  it('ends at 08:00 on the wall clock across both DST changes', () => {
    // 28 → 29 March 2026: the night loses an hour; 23:00 CET waits until 08:00 CEST.
    expect(sendable('2026-03-28T22:00:00.000Z')).toBe('2026-03-29T06:00:00.000Z');
    // 24 → 25 October 2026: the night gains an hour; 23:00 CEST waits until 08:00 CET.
    expect(sendable('2026-10-24T21:00:00.000Z')).toBe('2026-10-25T07:00:00.000Z');
    // Inside the repeated hour (02:30 twice on 25 October) it is still night.
    expect(sendable('2026-10-25T00:30:00.000Z')).toBe('2026-10-25T07:00:00.000Z');
    expect(sendable('2026-10-25T01:30:00.000Z')).toBe('2026-10-25T07:00:00.000Z');
  });

  it('handles a window inside one day, and none at all', () => {
    const lunch: QuietHours = { from: 13 * 60, to: 15 * 60 + 30 };
    expect(sendable('2026-12-07T13:00:00.000Z', lunch)).toBe('2026-12-07T14:30:00.000Z');
    expect(sendable('2026-12-07T15:00:00.000Z', lunch)).toBe('2026-12-07T15:00:00.000Z');
    expect(sendable('2026-12-07T23:00:00.000Z', lunch)).toBe('2026-12-07T23:00:00.000Z');
    expect(sendable('2026-12-07T23:00:00.000Z', null)).toBe('2026-12-07T23:00:00.000Z');
  });

  it('never sends earlier than asked nor inside the window, and waits no longer than the window (property)', () => {
    const instants = fc.integer({ min: Date.parse('2025-01-01T00:00:00Z'), max: Date.parse('2028-12-31T00:00:00Z') });
    const windows = fc
      .tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }))
      .filter(([from, to]) => from !== to)
      .map(([from, to]) => ({ from, to }));
    const quiet = (minute: number, q: QuietHours) =>
      q.from < q.to ? minute >= q.from && minute < q.to : minute >= q.from || minute < q.to;
    fc.assert(
      fc.property(instants, windows, (ms, q) => {
        const now = new Date(Math.floor(ms / 60_000) * 60_000);
        const due = noticeSendableAt(now, q);
        expect(due.getTime()).toBeGreaterThanOrEqual(now.getTime());
        expect(quiet(warsawMinuteOf(due), q)).toBe(false);
        if (!quiet(warsawMinuteOf(now), q)) expect(due.getTime()).toBe(now.getTime());
        else {
          // The minute before is still quiet: the notice waits for the window's end, not a moment longer.
          expect(quiet(warsawMinuteOf(new Date(due.getTime() - 60_000)), q)).toBe(true);
          const length = (q.to - q.from + 1440) % 1440;
          expect(due.getTime() - now.getTime()).toBeLessThanOrEqual((length + 60) * 60_000);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('reads SMS_QUIET_HOURS, equal ends meaning none, and states it back', () => {
    expect(parseQuietHours('22:00-08:00')).toEqual(NIGHT);
    expect(parseQuietHours(' 13:05-13:50 ')).toEqual({ from: 785, to: 830 });
    expect(parseQuietHours('08:00-08:00')).toBeNull();
    for (const bad of ['22-8', '24:00-08:00', '22:60-08:00', '', 'off']) expect(() => parseQuietHours(bad)).toThrow(RangeError);
    expect(quietHoursText(NIGHT)).toEqual({ from: '22:00', to: '08:00' });
    expect(quietHoursText(null)).toBeNull();
  });
});

describe('monthly cap of SMS notices (Warsaw calendar month)', () => {
  it('counts the month as Warsaw lives it: the first hours of a month in Poland are still the last day in UTC', () => {
    // 00:30 on 1 April in Warsaw (CEST) is 22:30 UTC on 31 March.
    expect(warsawMonthOf(at('2026-03-31T22:30:00.000Z'))).toEqual({
      start: at('2026-03-31T22:00:00.000Z'),
      end: at('2026-04-30T22:00:00.000Z'),
    });
    // 23:30 UTC on 31 December is already January in Warsaw; the year turns over.
    expect(warsawMonthOf(at('2026-12-31T23:30:00.000Z'))).toEqual({
      start: at('2026-12-31T23:00:00.000Z'),
      end: at('2027-01-31T23:00:00.000Z'),
    });
    // A month with a DST change: March starts in CET and ends in CEST.
    expect(warsawMonthOf(at('2026-03-15T12:00:00.000Z'))).toEqual({
      start: at('2026-02-28T23:00:00.000Z'),
      end: at('2026-03-31T22:00:00.000Z'),
    });
  });

  it('puts every instant inside its month, which starts at a Warsaw midnight on the 1st (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('2025-01-01T00:00:00Z'), max: Date.parse('2028-12-31T00:00:00Z') }), (ms) => {
        const { start, end } = warsawMonthOf(new Date(ms));
        expect(start.getTime()).toBeLessThanOrEqual(ms);
        expect(end.getTime()).toBeGreaterThan(ms);
        expect(warsawDateOf(start).endsWith('-01')).toBe(true);
        expect(warsawMinuteOf(start)).toBe(0);
        expect(warsawDateOf(end).endsWith('-01')).toBe(true);
        expect(warsawDateOf(new Date(end.getTime() - 1)).slice(0, 7)).toBe(warsawDateOf(new Date(ms)).slice(0, 7));
      }),
      { numRuns: 500 },
    );
  });

  it('lets a notice in while the month holds fewer than the cap', () => {
    expect(noticeFitsCap(0, 20)).toBe(true);
    expect(noticeFitsCap(19, 20)).toBe(true);
    expect(noticeFitsCap(20, 20)).toBe(false);
    expect(noticeFitsCap(0, 0)).toBe(false);
  });
});
