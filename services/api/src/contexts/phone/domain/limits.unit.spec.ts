import fc from 'fast-check';
import { sendBlock, sendsInDay, sendsLeft, type PhoneLimits } from './limits';

const limits: PhoneLimits = { codeTtlMinutes: 10, checksPerCode: 5, sendsPerDay: 5, cooldownSeconds: 60, accountsPerNumber: 1 };
const t0 = Date.parse('2026-03-02T10:00:00.000Z');
const at = (ms: number) => new Date(t0 + ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('send limits', () => {
  it('waits out the cooldown after a send, then opens', () => {
    const sends = [at(0)];
    expect(sendBlock(sends, [], at(30_000), limits)).toEqual({ reason: 'cooldown', until: at(60_000) });
    expect(sendBlock(sends, [], at(60_000), limits)).toBeNull();
  });

  it('refuses a 6th send in 24 hours until the oldest of the five is a day old', () => {
    const sends = [0, 2, 4, 6, 8].map((m) => at(m * MIN));
    expect(sendBlock(sends, [], at(HOUR), limits)).toEqual({ reason: 'tooManySends', until: at(24 * HOUR) });
    expect(sendBlock(sends, [], at(24 * HOUR), limits)).toBeNull();
  });

  it("counts the number's sends on every account too", () => {
    const numberSends = [0, 2, 4, 6, 8].map((m) => at(m * MIN));
    expect(sendBlock([], numberSends, at(HOUR), limits)).toEqual({ reason: 'tooManySends', until: at(24 * HOUR) });
  });

  it('property: never more than sendsPerDay sends in any 24 hours, nor two within the cooldown, if every send obeys the block', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 * HOUR }), { minLength: 1, maxLength: 60 }), (gaps) => {
        const sends: string[] = [];
        let now = 0;
        for (const gap of gaps) {
          now += gap;
          if (!sendBlock(sends, sends, at(now), limits)) sends.push(at(now));
        }
        for (const s of sends) {
          const windowEnd = Date.parse(s) + 24 * HOUR;
          expect(sends.filter((x) => Date.parse(x) >= Date.parse(s) && Date.parse(x) < windowEnd).length).toBeLessThanOrEqual(
            limits.sendsPerDay,
          );
        }
        for (let i = 1; i < sends.length; i++)
          expect(Date.parse(sends[i]!) - Date.parse(sends[i - 1]!)).toBeGreaterThanOrEqual(limits.cooldownSeconds * 1000);
      }),
    );
  });

  it('property: a block names a time in the future at which the same history no longer blocks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 30 * HOUR }), { maxLength: 12 }),
        fc.integer({ min: 0, max: 30 * HOUR }),
        (offsets, nowOffset) => {
          const sends = offsets.filter((o) => o <= nowOffset).map(at);
          const block = sendBlock(sends, [], at(nowOffset), limits);
          if (block) {
            expect(Date.parse(block.until)).toBeGreaterThan(t0 + nowOffset);
            expect(sendBlock(sends, [], block.until, limits)).toBeNull();
          }
        },
      ),
    );
  });

  it('counts what is left today', () => {
    expect(sendsLeft([at(0), at(MIN)], at(2 * MIN), limits)).toBe(3);
    expect(sendsInDay([at(0)], at(24 * HOUR))).toEqual([]);
  });
});
