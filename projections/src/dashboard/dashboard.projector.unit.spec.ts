import { ERASED, type RecordedEvent } from '@anonse/eventstore';
import { dashboardWritesOf } from './dashboard.projector';
import { daysBetween, warsawDay } from './warsaw-day';

let position = 0;
const event = (type: string, data: Record<string, unknown>, metadata: Record<string, unknown> = {}): RecordedEvent => ({
  streamId: 's',
  revision: 0,
  position: ++position,
  id: `event-${position}`,
  type,
  data,
  metadata,
  createdAt: new Date('2025-01-01T10:00:00Z'),
});

describe('the dashboard projector', () => {
  it('counts an instant on its Polish day, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(warsawDay('2025-01-15T22:59:59Z')).toBe('2025-01-15');
    expect(warsawDay('2025-01-15T23:00:00Z')).toBe('2025-01-16');
    expect(warsawDay('2025-07-15T21:59:59Z')).toBe('2025-07-15');
    expect(warsawDay('2025-07-15T22:00:00Z')).toBe('2025-07-16');
    expect(daysBetween('2025-03-29', '2025-04-01')).toEqual(['2025-03-29', '2025-03-30', '2025-03-31', '2025-04-01']);
  });

  it('turns decisions, registrations and wallet entries into counters and waiting items', () => {
    expect(
      dashboardWritesOf(
        event('AdRejected', { adId: 'a', ownerId: 'o', rejectedBy: 'm', reason: 'Spam', rejectedAt: '2025-07-15T22:30:00.000Z' }),
      ),
    ).toEqual([
      { kind: 'count', day: '2025-07-16', metric: 'rejections', by: 1 },
      { kind: 'decided', adId: 'a', at: '2025-07-15T22:30:00.000Z' },
    ]);
    expect(
      dashboardWritesOf(
        event('AdChangesSubmitted', { adId: 'a', ownerId: 'o', fields: {}, submittedAt: '2025-07-15T10:00:00.000Z' }, { [ERASED]: true }),
      ),
    ).toEqual([{ kind: 'submitted', adId: 'a', queue: 'revision', at: '2025-07-15T10:00:00.000Z' }]);
    // A registration is read for its time only: an erased person's sealed fields do not matter.
    expect(
      dashboardWritesOf(
        event('AccountRegistered', { accountId: 'x', login: null, registeredAt: '2025-01-15T23:30:00.000Z' }, { [ERASED]: true }),
      ),
    ).toEqual([{ kind: 'count', day: '2025-01-16', metric: 'registrations', by: 1 }]);
    expect(
      dashboardWritesOf(
        event('PointsSpentForBump', {
          accountId: 'x',
          entryId: 'e',
          points: 50,
          balanceAfter: 0,
          adId: 'a',
          spentAt: '2025-01-15T12:00:00.000Z',
        }),
      ),
    ).toEqual([{ kind: 'count', day: '2025-01-15', metric: 'pointsSpent', by: 50 }]);
    expect(
      dashboardWritesOf(event('AccountDeleted', { accountId: 'x', adIds: ['a', 'b'], deletedAt: '2025-01-15T12:00:00.000Z' })),
    ).toEqual([{ kind: 'dropPending', adIds: ['a', 'b'] }]);
  });

  it('throws on a malformed event (the runner parks it and goes on)', () => {
    expect(() => dashboardWritesOf(event('PointsCredited', { accountId: 'x', points: -5 }))).toThrow();
  });
});
