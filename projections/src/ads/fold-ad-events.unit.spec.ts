import { ERASED, type RecordedEvent } from '@anonse/eventstore';
import { fakeAdFields, seededRandom } from '../testing/fake-ads';
import { foldAdEvents } from './fold-ad-events';

let position = 0;
const ev = (type: string, revision: number, data: Record<string, unknown>, metadata: Record<string, unknown> = {}): RecordedEvent => ({
  streamId: `ad-${String(data.adId)}`,
  revision,
  position: position++,
  id: `e${position}`,
  type,
  data,
  metadata,
  createdAt: new Date(),
});
const fields = fakeAdFields(seededRandom(1));
const [t0, t1, t2] = ['2026-11-20T10:00:00.000Z', '2026-11-21T10:00:00.000Z', '2026-11-22T10:00:00.000Z'];

describe('foldAdEvents', () => {
  it('folds created → rejected → approved of one ad into one change with the last revision', () => {
    const changes = foldAdEvents([
      ev('AdCreated', 0, { adId: 'a', ownerId: 'o', fields, createdAt: t0 }),
      ev('AdRejected', 1, { adId: 'a', rejectedBy: 'm', reason: 'r', rejectedAt: t1 }),
      ev('AdApproved', 2, { adId: 'a', approvedBy: 'm', approvedAt: t2 }),
    ]);
    expect(changes).toEqual([
      {
        id: 'a',
        revision: 2,
        created: { ownerId: 'o', fields, createdAt: t0 },
        status: 'approved',
        approvedAt: t2,
        approvedBy: 'm',
        rejectedAt: null,
        rejectedBy: null,
        rejectionReason: null,
      },
    ]);
  });

  it('keeps ads apart and leaves untouched columns out of an update', () => {
    const changes = foldAdEvents([
      ev('AdApproved', 1, { adId: 'a', approvedBy: 'm', approvedAt: t1 }),
      ev('AdRejected', 1, { adId: 'b', rejectedBy: 'm', reason: 'r', rejectedAt: t2 }),
    ]);
    expect(changes).toEqual([
      {
        id: 'a',
        revision: 1,
        status: 'approved',
        approvedAt: t1,
        approvedBy: 'm',
        rejectedAt: null,
        rejectedBy: null,
        rejectionReason: null,
      },
      { id: 'b', revision: 1, status: 'rejected', rejectedAt: t2, rejectedBy: 'm', rejectionReason: 'r' },
    ]);
  });

  it('marks an ad whose owner was erased, whatever follows it', () => {
    const changes = foldAdEvents([
      ev('AdCreated', 0, { adId: 'e', ownerId: 'o', fields: null, createdAt: t0 }, { [ERASED]: true }),
      ev('AdApproved', 1, { adId: 'e', approvedBy: 'm', approvedAt: t1 }),
    ]);
    expect(changes).toEqual([{ id: 'e', revision: 1, erased: true }]);
  });
});
