import { ERASED, type RecordedEvent } from '@anonse/eventstore';
import { fakeAdFields, seededRandom } from '../testing/fake-ads';
import { foldAdEvents, type AdRowState } from './fold-ad-events';

let position = 0;
const ev = (type: string, revision: number, data: Record<string, unknown>, metadata: Record<string, unknown> = {}): RecordedEvent => ({
  streamId: `ad-${String(data.adId)}`,
  revision,
  position: position++,
  id: `e${position}`,
  type,
  data,
  metadata,
  createdAt: new Date('2026-11-25T00:00:00.000Z'),
});
const fields = fakeAdFields(seededRandom(1));
const [t0, t1, t2, t3] = ['2026-11-20T10:00:00.000Z', '2026-11-21T10:00:00.000Z', '2026-11-22T10:00:00.000Z', '2026-11-23T10:00:00.000Z'];
const none = new Map<string, AdRowState>();

describe('foldAdEvents', () => {
  it('folds created → rejected → approved of one ad into one row with the last revision', () => {
    const { upserts, removed } = foldAdEvents(none, [
      ev('AdCreated', 0, { adId: 'a', ownerId: 'o', fields, createdAt: t0 }),
      ev('AdRejected', 1, { adId: 'a', rejectedBy: 'm', reason: 'r', rejectedAt: t1 }, { occurredAt: t1 }),
      ev('AdApproved', 2, { adId: 'a', approvedBy: 'm', approvedAt: t2 }, { occurredAt: t2 }),
    ]);
    expect(removed).toEqual([]);
    expect(upserts).toEqual([
      expect.objectContaining({
        id: 'a',
        ownerId: 'o',
        revision: 2,
        status: 'approved',
        approvedAt: t2,
        approvedBy: 'm',
        rejectedAt: null,
        rejectionReason: null,
        updatedAt: t2,
        expiresAt: '2026-12-22T10:00:00.000Z',
      }),
    ]);
  });

  it('keeps the approved fields public while a revision waits, and folds immediate changes into both', () => {
    const { upserts } = foldAdEvents(none, [
      ev('AdCreated', 0, { adId: 'a', ownerId: 'o', fields, createdAt: t0 }),
      ev('AdApproved', 1, { adId: 'a', ownerId: 'o', approvedBy: 'm', approvedAt: t1, expiresAt: t3 }),
      ev('AdChangesSubmitted', 2, { adId: 'a', ownerId: 'o', fields: { ...fields, title: 'Całkiem nowy tytuł' }, submittedAt: t2 }),
      ev('AdDetailsChanged', 3, { adId: 'a', ownerId: 'o', changes: { phone: '600 999 999' }, changedAt: t2 }),
    ]);
    expect(upserts[0]).toMatchObject({
      status: 'approved',
      fields: { title: fields.title, phone: '600 999 999' },
      pendingFields: { title: 'Całkiem nowy tytuł', phone: '600 999 999' },
      expiresAt: t3,
    });
  });

  it('updates a stored row, skips a replayed event, and drops a deleted ad', () => {
    const first = foldAdEvents(none, [
      ev('AdCreated', 0, { adId: 'a', ownerId: 'o', fields, createdAt: t0 }),
      ev('AdCreated', 0, { adId: 'b', ownerId: 'o', fields, createdAt: t0 }),
    ]);
    const stored = new Map(first.upserts.map((r) => [r.id, r]));
    const { upserts, removed } = foldAdEvents(stored, [
      ev('AdCreated', 0, { adId: 'a', ownerId: 'o', fields, createdAt: t0 }),
      ev('AdApproved', 1, { adId: 'a', ownerId: 'o', approvedBy: 'm', approvedAt: t1, expiresAt: t3 }),
      ev('AdDeleted', 1, { adId: 'b', ownerId: 'o', deletedAt: t1 }),
    ]);
    expect(upserts.map((r) => [r.id, r.status, r.revision])).toEqual([['a', 'approved', 1]]);
    expect(removed).toEqual(['b']);
  });

  it('removes an ad whose owner was erased, whatever follows it', () => {
    const { upserts, removed } = foldAdEvents(none, [
      ev('AdCreated', 0, { adId: 'e', ownerId: 'o', fields: null, createdAt: t0 }, { [ERASED]: true }),
      ev('AdApproved', 1, { adId: 'e', approvedBy: 'm', approvedAt: t1 }),
    ]);
    expect(upserts).toEqual([]);
    expect(removed).toEqual(['e']);
  });

  it('folds tours into the row with their states, each event a new revision', () => {
    const tour = { adId: 'a', ownerId: 'o', tourId: 't1' };
    const { upserts } = foldAdEvents(none, [
      ev('AdCreated', 0, { adId: 'a', ownerId: 'o', fields, createdAt: t0 }),
      ev('AdApproved', 1, { adId: 'a', ownerId: 'o', approvedBy: 'm', approvedAt: t1, expiresAt: t3 }),
      ev('AdTourAnnounced', 2, {
        ...tour,
        city: 'krakow',
        province: 'malopolskie',
        startsOn: '2026-11-23',
        endsOn: '2026-11-24',
        announcedAt: t2,
      }),
      ev('AdTourStarted', 3, { ...tour, startedAt: t3 }),
      ev('AdTourAnnounced', 4, {
        ...tour,
        tourId: 't2',
        city: 'gdansk',
        province: 'pomorskie',
        startsOn: '2026-11-28',
        endsOn: '2026-11-28',
        announcedAt: t3,
      }),
      ev('AdTourCancelled', 5, { ...tour, tourId: 't2', cancelledAt: t3 }),
    ]);
    expect(upserts[0]).toMatchObject({
      status: 'approved',
      revision: 5,
      tours: [
        { id: 't1', city: 'krakow', province: 'malopolskie', startsOn: '2026-11-23', endsOn: '2026-11-24', state: 'current' },
        { id: 't2', city: 'gdansk', province: 'pomorskie', startsOn: '2026-11-28', endsOn: '2026-11-28', state: 'cancelled' },
      ],
    });
  });
});
