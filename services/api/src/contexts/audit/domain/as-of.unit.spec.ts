import fc from 'fast-check';
import type { AdFields } from '@anonse/contracts';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { AUDITED_STREAMS } from '../history/audited-streams';
import { AsOfOutOfRangeError, foldAsOf, type AuditedEvent } from './as-of';
import { diffStates } from './diff';
import { csvCell } from './csv';

const START = Date.parse('2026-01-01T00:00:00Z');
const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const AD = '22222222-2222-4222-8222-222222222222';

/** Events of one stream with growing log positions (gaps: other streams' events lie between) and times. */
const placed = (events: { type: string; data: unknown }[], gaps: number[], steps: number[]): AuditedEvent[] => {
  let position = 10;
  let time = START;
  return events.map((e, revision) => {
    position += gaps[revision % gaps.length]!;
    time += steps[revision % steps.length]!;
    return { ...e, metadata: { schemaVersion: 1 }, position, revision, time: new Date(time).toISOString(), erased: false };
  });
};

type WalletStep = { kind: 'credit' | 'spend' | 'refund' | 'deduct'; points: number };

/** A valid wallet history: never below zero, refunds only of what was spent, balanceAfter as the decider writes it. */
function walletEvents(steps: WalletStep[]): { type: string; data: unknown }[] {
  let balance = 0;
  const spends: { entryId: string; left: number }[] = [];
  const events: { type: string; data: unknown }[] = [];
  const at = new Date(START).toISOString();
  steps.forEach((step, i) => {
    const entry = { accountId: ACCOUNT, entryId: `e${i}`, points: step.points };
    if (step.kind === 'spend' && balance >= step.points) {
      balance -= step.points;
      spends.push({ entryId: entry.entryId, left: step.points });
      events.push({ type: 'PointsSpentForPromotion', data: { ...entry, balanceAfter: balance, adId: AD, days: 7, spentAt: at } });
    } else if (step.kind === 'deduct' && balance >= step.points) {
      balance -= step.points;
      events.push({ type: 'PointsDeducted', data: { ...entry, balanceAfter: balance, reason: 'korekta', deductedAt: at } });
    } else if (step.kind === 'refund' && spends.some((s) => s.left > 0)) {
      const spend = spends.find((s) => s.left > 0)!;
      const points = Math.min(spend.left, step.points);
      spend.left -= points;
      balance += points;
      events.push({
        type: 'PointsRefunded',
        data: { ...entry, points, balanceAfter: balance, refundOf: spend.entryId, reason: 'zwrot', refundedAt: at },
      });
    } else {
      balance += step.points;
      events.push({
        type: 'PointsCredited',
        data: { ...entry, balanceAfter: balance, source: 'grant', reference: i % 3 ? null : `ref-${i}`, reason: 'grant', creditedAt: at },
      });
    }
  });
  return events;
}

const AD_STEPS = [
  'approve',
  'reject',
  'resubmit',
  'submitChanges',
  'approveChanges',
  'rejectChanges',
  'details',
  'deactivate',
  'reactivate',
  'expire',
  'renew',
  'delete',
] as const;

/** An ad's history: AdCreated, then any of its events (evolve must take every one in any order without failing). */
function adEvents(seed: number, steps: (typeof AD_STEPS)[number][]): { type: string; data: unknown }[] {
  const rng = seededRandom(seed);
  const at = new Date(START).toISOString();
  const base = { adId: AD, ownerId: ACCOUNT };
  const fields = (): AdFields => fakeAdFields(rng);
  const events: { type: string; data: unknown }[] = [{ type: 'AdCreated', data: { ...base, fields: fields(), createdAt: at } }];
  for (const step of steps) {
    const event = (() => {
      switch (step) {
        case 'approve':
          return { type: 'AdApproved', data: { ...base, approvedBy: 'mod', approvedAt: at, expiresAt: at } };
        case 'reject':
          return { type: 'AdRejected', data: { ...base, rejectedBy: 'mod', reason: 'nie', rejectedAt: at } };
        case 'resubmit':
          return { type: 'AdResubmitted', data: { ...base, fields: fields(), resubmittedAt: at } };
        case 'submitChanges':
          return { type: 'AdChangesSubmitted', data: { ...base, fields: fields(), submittedAt: at } };
        case 'approveChanges':
          return { type: 'AdChangesApproved', data: { ...base, approvedBy: 'mod', approvedAt: at } };
        case 'rejectChanges':
          return { type: 'AdChangesRejected', data: { ...base, rejectedBy: 'mod', reason: 'nie', rejectedAt: at } };
        case 'details': {
          const f = fields();
          return {
            type: 'AdDetailsChanged',
            data: {
              ...base,
              changes: { province: f.province, city: f.city, district: f.district ?? null, phone: f.phone, workingHours: f.workingHours },
              changedAt: at,
            },
          };
        }
        case 'deactivate':
          return { type: 'AdDeactivated', data: { ...base, deactivatedAt: at } };
        case 'reactivate':
          return { type: 'AdReactivated', data: { ...base, reactivatedAt: at } };
        case 'expire':
          return { type: 'AdExpired', data: { ...base, expiredAt: at } };
        case 'renew':
          return { type: 'AdRenewed', data: { ...base, renewedAt: at, expiresAt: at } };
        case 'delete':
          return { type: 'AdDeleted', data: { ...base, deletedAt: at } };
      }
    })();
    events.push(event);
  }
  return events;
}

/** The reference: the context's own fold of events 0..p, by hand. */
function foldByHand(kind: 'ad' | 'wallet', events: readonly AuditedEvent[], p: number): Record<string, unknown> {
  const { fold, present } = AUDITED_STREAMS[kind];
  let state = fold.initialState();
  for (const e of events.slice(0, p + 1)) state = fold.evolve(state, fold.events.parse(e));
  return present(state);
}

const layout = {
  gaps: fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 8 }),
  steps: fc.array(fc.integer({ min: 1, max: 86_400_000 }), { minLength: 1, maxLength: 8 }),
};

function checkAsOf(kind: 'ad' | 'wallet', events: readonly AuditedEvent[], p: number): void {
  const { fold, present } = AUDITED_STREAMS[kind];
  const expected = foldByHand(kind, events, p);
  const byPosition = foldAsOf(fold, events, { by: 'position', position: events[p]!.position });
  expect(present(byPosition.state)).toEqual(expected);
  expect(byPosition.last).toBe(events[p]);
  // A position between p and p + 1 (another stream's event) stands at p too.
  const between = events[p + 1] ? events[p + 1]!.position - 1 : events[p]!.position + 1_000;
  expect(present(foldAsOf(fold, events, { by: 'position', position: between }).state)).toEqual(expected);
  expect(present(foldAsOf(fold, events, { by: 'revision', revision: p }).state)).toEqual(expected);
  expect(present(foldAsOf(fold, events, { by: 'at', at: new Date(events[p]!.time) }).state)).toEqual(expected);
}

describe('as-of: the state at position p is the fold of events 0..p', () => {
  it('for random wallets', () => {
    const step = fc.record({
      kind: fc.constantFrom('credit', 'spend', 'refund', 'deduct'),
      points: fc.integer({ min: 1, max: 500 }),
    }) as fc.Arbitrary<WalletStep>;
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), layout.gaps, layout.steps, fc.nat(), (steps, gaps, times, pick) => {
        const events = placed(walletEvents(steps), gaps, times);
        checkAsOf('wallet', events, pick % events.length);
      }),
      { numRuns: 200 },
    );
  });

  it('for random ads', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(fc.constantFrom(...AD_STEPS), { maxLength: 25 }),
        layout.gaps,
        layout.steps,
        fc.nat(),
        (seed, steps, gaps, times, pick) => {
          const events = placed(adEvents(seed, steps), gaps, times);
          checkAsOf('ad', events, pick % events.length);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses a point before the stream began, or a revision past its end', () => {
    const events = placed(walletEvents([{ kind: 'credit', points: 5 }]), [5], [1000]);
    const { fold } = AUDITED_STREAMS.wallet;
    expect(() => foldAsOf(fold, events, { by: 'position', position: events[0]!.position - 1 })).toThrow(AsOfOutOfRangeError);
    expect(() => foldAsOf(fold, events, { by: 'at', at: new Date(Date.parse(events[0]!.time) - 1) })).toThrow(AsOfOutOfRangeError);
    expect(() => foldAsOf(fold, events, { by: 'revision', revision: 1 })).toThrow(AsOfOutOfRangeError);
  });
});

describe('diff and CSV cells', () => {
  it('lists changed fields by path and nothing for equal states', () => {
    expect(diffStates({ a: 1, b: { c: 'x', d: [1, 2] } }, { a: 1, b: { c: 'y', d: [1, 2] }, e: true })).toEqual([
      { path: 'b.c', before: 'x', after: 'y' },
      { path: 'e', before: null, after: true },
    ]);
    expect(diffStates({ a: [1] }, { a: [1] })).toEqual([]);
  });

  it('neutralises formulas and quotes what needs quoting', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+48 600')).toBe("'+48 600");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell('=a,b')).toBe(`"'=a,b"`);
    expect(csvCell(null)).toBe('');
    expect(csvCell({ k: 'v' })).toBe('{""k"":""v""}'.replace(/^/, '"').replace(/$/, '"'));
  });
});
