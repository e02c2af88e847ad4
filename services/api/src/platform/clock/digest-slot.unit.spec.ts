import { latestDigestSlot, warsawTime } from './digest-slot';

describe('digest slot', () => {
  it('is the hour in Poland, in winter and in summer', () => {
    expect(warsawTime('2025-01-15', 8).toISOString()).toBe('2025-01-15T07:00:00.000Z');
    expect(warsawTime('2025-07-15', 8).toISOString()).toBe('2025-07-15T06:00:00.000Z');
    expect(warsawTime('2025-07-15', 0).toISOString()).toBe('2025-07-14T22:00:00.000Z');
    // The days the clocks change (30 March and 26 October 2025).
    expect(warsawTime('2025-03-30', 8).toISOString()).toBe('2025-03-30T06:00:00.000Z');
    expect(warsawTime('2025-10-26', 8).toISOString()).toBe('2025-10-26T07:00:00.000Z');
  });

  it('belongs to today once the hour has come, to yesterday before it', () => {
    expect(latestDigestSlot(new Date('2025-01-15T07:00:00.000Z'), 8)).toEqual({
      day: '2025-01-15',
      at: new Date('2025-01-15T07:00:00.000Z'),
    });
    expect(latestDigestSlot(new Date('2025-01-15T06:59:59.999Z'), 8)).toEqual({
      day: '2025-01-14',
      at: new Date('2025-01-14T07:00:00.000Z'),
    });
    // 23:30 UTC on the 15th is already the 16th in Poland.
    expect(latestDigestSlot(new Date('2025-01-15T23:30:00.000Z'), 0)).toEqual({
      day: '2025-01-16',
      at: new Date('2025-01-15T23:00:00.000Z'),
    });
    expect(latestDigestSlot(new Date('2025-07-01T05:00:00.000Z'), 8).day).toBe('2025-06-30');
  });
});
