import { randomUUID } from 'node:crypto';
import { dataAccessStreamId, ROLES } from '@anonse/contracts';
import { createTestDatabase, PostgresEventStore, type EventStore, type TestDatabase } from '@anonse/eventstore';
import type { CommandContext } from '#api/platform/commands/command-context';
import { PersonalDataViews } from './personal-data-views';

/** Counts what recording reads back from the store: events, not wall time, so a busy machine cannot blur it. */
function countingStore(inner: EventStore): EventStore & { eventsRead: number } {
  const counting = {
    eventsRead: 0,
    appendToStream: inner.appendToStream.bind(inner),
    async readStream(...args: Parameters<EventStore['readStream']>) {
      const events = await inner.readStream(...args);
      counting.eventsRead += events.length;
      return events;
    },
    async readAll(...args: Parameters<EventStore['readAll']>) {
      const events = await inner.readAll(...args);
      counting.eventsRead += events.length;
      return events;
    },
    subscribeToAll: inner.subscribeToAll.bind(inner),
    headPosition: inner.headPosition.bind(inner),
    close: inner.close.bind(inner),
  };
  return counting;
}

describe('PersonalDataViews: the cost of a view does not grow with the views before it', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  const staff = { id: randomUUID(), role: ROLES.auditor };
  const ctxAt = (ms: number): CommandContext => {
    const id = randomUUID();
    return { commandId: id, correlationId: id, causationId: id, actor: staff, now: new Date(Date.UTC(2026, 0, 1) + ms).toISOString() };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.client);
    await store.migrate();
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await db.close();
  });

  it('records 2,000 views of one person reading nothing back, and keeps them all, in order', async () => {
    const counting = countingStore(store);
    const views = new PersonalDataViews(counting);
    const subject = randomUUID();
    const total = 2_000;
    const readDuring: number[] = [];
    for (let i = 0; i < total; i++) {
      const before = counting.eventsRead;
      await views.record(subject, i % 2 ? 'account' : 'account-history', ctxAt(i));
      readDuring.push(counting.eventsRead - before);
    }
    // The first hundred views and the last hundred cost the same: nothing read, whatever the stream holds.
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(readDuring.slice(-100))).toBe(sum(readDuring.slice(0, 100)));
    expect(sum(readDuring)).toBe(0);

    const log = await store.readStream(dataAccessStreamId(subject));
    expect(log).toHaveLength(total);
    expect(log.map((e) => e.revision)).toEqual(Array.from({ length: total }, (_, i) => i));
    expect(log.every((e, i) => i === 0 || e.position > log[i - 1]!.position)).toBe(true);
    expect(log.map((e) => (e.data as { viewedAt: string }).viewedAt)).toEqual(
      Array.from({ length: total }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i).toISOString()),
    );
    expect(log[0]).toMatchObject({
      type: 'PersonalDataViewed',
      data: { subjectAccountId: subject, viewerId: staff.id, viewerRole: ROLES.auditor, what: 'account-history' },
      metadata: { actor: staff, schemaVersion: 1 },
    });
  }, 180_000);

  it('a retried view (the same command) is on record once, and a detail is kept', async () => {
    const views = new PersonalDataViews(store);
    const subject = `support-message-${randomUUID()}`;
    const ctx = ctxAt(0);
    await views.record(subject, 'support-message', ctx, 'message-1');
    await views.record(subject, 'support-message', ctx, 'message-1');
    await views.record(subject, 'support-message', ctxAt(1), 'message-1');
    const log = await store.readStream(dataAccessStreamId(subject));
    expect(log.map((e) => e.data)).toEqual([
      expect.objectContaining({ what: 'support-message', detail: 'message-1', viewedAt: ctx.now }),
      expect.objectContaining({ what: 'support-message', detail: 'message-1', viewedAt: ctxAt(1).now }),
    ]);
  });
});
