import { randomUUID } from 'node:crypto';
import { DuplicateEventIdError, WrongExpectedRevisionError, type EventStore, type EventToAppend, type RecordedEvent } from '../event-store';

/**
 * The one contract every EventStore adapter passes (docs/architecture.md § The Postgres event store). Tests never assume an empty
 * log: each works on its own streams and on positions after the head it read first, so the suite also
 * runs against a shared EventStoreDB server.
 */
export interface EventStoreHarness {
  store: EventStore;
  close(): Promise<void>;
}

export interface EventStoreContractOptions {
  /** The store rejects a batch whose ids are partly stored already (Postgres; EventStoreDB ids are per stream). */
  rejectsPartialDuplicates?: boolean;
  /** A harness whose connections really run in parallel (≥ 9), for the concurrent writers test. */
  concurrentHarness?: () => Promise<EventStoreHarness>;
}

const stream = (prefix: string) => `${prefix}-${randomUUID()}`;
const event = (type: string, data: Record<string, unknown> = {}, metadata?: Record<string, unknown>): EventToAppend => ({
  id: randomUUID(),
  type,
  data,
  ...(metadata ? { metadata } : {}),
});

async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Runs a subscription in the background, keeping the events of the given streams. */
function collect(store: EventStore, after: number, streams: (streamId: string) => boolean, batchSize?: number) {
  const controller = new AbortController();
  const received: RecordedEvent[] = [];
  const done = (async () => {
    for await (const batch of store.subscribeToAll({ after, signal: controller.signal, ...(batchSize ? { batchSize } : {}) })) {
      received.push(...batch.filter((e) => streams(e.streamId)));
    }
  })();
  return { received, controller, done };
}

export function eventStoreContract(
  name: string,
  createHarness: () => Promise<EventStoreHarness>,
  options: EventStoreContractOptions = {},
): void {
  describe(`EventStore contract: ${name}`, () => {
    let harness: EventStoreHarness;
    let store: EventStore;

    beforeAll(async () => {
      harness = await createHarness();
      store = harness.store;
    }, 60_000);
    afterAll(async () => {
      await harness?.close();
    });

    describe('appendToStream and readStream', () => {
      it('appends events and reads them back forwards with their revisions, data and metadata', async () => {
        const id = stream('ad');
        const events = [event('AdCreated', { title: 'Zosia' }, { actor: 'u1' }), event('AdApproved'), event('AdPromoted', { days: 3 })];
        const result = await store.appendToStream(id, events, { expectedRevision: 'no_stream' });

        expect(result.nextExpectedRevision).toBe(2);
        const read = await store.readStream(id);
        expect(read.map((e) => [e.streamId, e.revision, e.id, e.type])).toEqual(events.map((e, i) => [id, i, e.id, e.type]));
        expect(read[0]?.data).toEqual({ title: 'Zosia' });
        expect(read[0]?.metadata).toEqual({ actor: 'u1' });
        expect(read[0]?.createdAt).toBeInstanceOf(Date);
        expect(read[2]?.position).toBe(result.position);
        expect(read[0]!.position).toBeLessThan(read[1]!.position);
        expect(read[1]!.position).toBeLessThan(read[2]!.position);
      });

      it('reads backwards, from a revision, and up to a count', async () => {
        const id = stream('ad');
        await store.appendToStream(
          id,
          [1, 2, 3, 4, 5].map((n) => event('Numbered', { n })),
        );

        const revisions = (events: RecordedEvent[]) => events.map((e) => e.revision);
        expect(revisions(await store.readStream(id, { direction: 'backwards' }))).toEqual([4, 3, 2, 1, 0]);
        expect(revisions(await store.readStream(id, { fromRevision: 2, maxCount: 2 }))).toEqual([2, 3]);
        expect(revisions(await store.readStream(id, { direction: 'backwards', fromRevision: 2 }))).toEqual([2, 1, 0]);
        expect(revisions(await store.readStream(id, { direction: 'backwards', maxCount: 1 }))).toEqual([4]);
        expect(await store.readStream(stream('missing'))).toEqual([]);
      });
    });

    describe('expected revision', () => {
      it('no_stream: succeeds on a new stream, fails on an existing one', async () => {
        const id = stream('account');
        await store.appendToStream(id, [event('AccountRegistered')], { expectedRevision: 'no_stream' });
        const failure = store.appendToStream(id, [event('AccountRegistered')], { expectedRevision: 'no_stream' });
        await expect(failure).rejects.toThrow(WrongExpectedRevisionError);
        await expect(failure).rejects.toMatchObject({ streamId: id, expected: 'no_stream', actual: 0 });
      });

      it('stream_exists: fails on a missing stream, succeeds on an existing one', async () => {
        const id = stream('account');
        const failure = store.appendToStream(id, [event('EmailChanged')], { expectedRevision: 'stream_exists' });
        await expect(failure).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', actual: 'no_stream' });
        await store.appendToStream(id, [event('AccountRegistered')]);
        const result = await store.appendToStream(id, [event('EmailChanged')], { expectedRevision: 'stream_exists' });
        expect(result.nextExpectedRevision).toBe(1);
      });

      it('an exact revision: succeeds when current, fails when stale, and a failure appends nothing', async () => {
        const id = stream('wallet');
        const first = await store.appendToStream(id, [event('PointsBought'), event('PointsSpent')], { expectedRevision: 'no_stream' });
        const second = await store.appendToStream(id, [event('PointsSpent')], { expectedRevision: first.nextExpectedRevision });
        expect(second.nextExpectedRevision).toBe(2);

        const stale = store.appendToStream(id, [event('PointsSpent')], { expectedRevision: 1 });
        await expect(stale).rejects.toThrow(WrongExpectedRevisionError);
        await expect(stale).rejects.toMatchObject({ expected: 1, actual: 2 });
        expect(await store.readStream(id)).toHaveLength(3);
      });

      it('any: appends whatever the stream state', async () => {
        const id = stream('ad');
        expect((await store.appendToStream(id, [event('AdCreated')], { expectedRevision: 'any' })).nextExpectedRevision).toBe(0);
        expect((await store.appendToStream(id, [event('AdEdited')])).nextExpectedRevision).toBe(1);
      });

      it('two concurrent appends at the same expected revision: exactly one wins', async () => {
        // Several rounds, both for an existing stream and for two racing "no stream" creations.
        for (let round = 0; round < 10; round += 1) {
          const id = stream('ad');
          const base = await store.appendToStream(id, [event('AdCreated')], { expectedRevision: 'no_stream' });
          const racing = await Promise.allSettled([
            store.appendToStream(id, [event('AdEdited', { by: 'a' })], { expectedRevision: base.nextExpectedRevision }),
            store.appendToStream(id, [event('AdEdited', { by: 'b' })], { expectedRevision: base.nextExpectedRevision }),
          ]);
          expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
          const lost = racing.find((r): r is PromiseRejectedResult => r.status === 'rejected');
          expect(lost?.reason).toBeInstanceOf(WrongExpectedRevisionError);
          expect(await store.readStream(id)).toHaveLength(2);

          const fresh = stream('ad');
          const creating = await Promise.allSettled([
            store.appendToStream(fresh, [event('AdCreated', { by: 'a' })], { expectedRevision: 'no_stream' }),
            store.appendToStream(fresh, [event('AdCreated', { by: 'b' })], { expectedRevision: 'no_stream' }),
          ]);
          expect(creating.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
          expect(creating.find((r): r is PromiseRejectedResult => r.status === 'rejected')?.reason).toBeInstanceOf(
            WrongExpectedRevisionError,
          );
          expect(await store.readStream(fresh)).toHaveLength(1);
        }
      }, 30_000);
    });

    describe('idempotency by event id', () => {
      it('a retried append with the same event ids appends nothing and returns the same result', async () => {
        const id = stream('ad');
        const batch = [event('AdCreated'), event('AdSubmitted')];
        const first = await store.appendToStream(id, batch, { expectedRevision: 'no_stream' });
        const retried = await store.appendToStream(id, batch, { expectedRevision: 'no_stream' });

        expect(retried).toEqual(first);
        expect((await store.readStream(id)).map((e) => e.id)).toEqual(batch.map((e) => e.id));
        expect((await store.readAll({ after: first.position })).filter((e) => e.streamId === id)).toEqual([]);
      });

      it('two racing copies of one append store it once and both get its result', async () => {
        for (const expectedRevision of ['any', 'no_stream'] as const) {
          const id = stream('ad');
          const batch = [event('AdCreated'), event('AdSubmitted')];
          const [a, b] = await Promise.all([
            store.appendToStream(id, batch, { expectedRevision }),
            store.appendToStream(id, batch, { expectedRevision }),
          ]);
          expect(a).toEqual(b);
          expect(await store.readStream(id)).toHaveLength(2);
        }
      });

      if (options.rejectsPartialDuplicates) {
        it('a batch whose ids are only partly stored is rejected and appends nothing', async () => {
          const id = stream('ad');
          const stored = event('AdCreated');
          await store.appendToStream(id, [stored]);
          await expect(store.appendToStream(id, [stored, event('AdEdited')], { expectedRevision: 0 })).rejects.toThrow(
            DuplicateEventIdError,
          );
          await expect(store.appendToStream(stream('ad'), [stored])).rejects.toThrow(DuplicateEventIdError);
          expect(await store.readStream(id)).toHaveLength(1);
        });
      }
    });

    describe('readAll', () => {
      it('returns the global log in append order, after an exclusive position, up to a count', async () => {
        const head = await store.headPosition();
        const a = stream('ad');
        const b = stream('ad');
        const appended = [
          { streamId: a, events: [event('AdCreated'), event('AdSubmitted')] },
          { streamId: b, events: [event('AdCreated')] },
          { streamId: a, events: [event('AdApproved')] },
        ];
        for (const { streamId, events } of appended) await store.appendToStream(streamId, events);
        const ours = (events: RecordedEvent[]) => events.filter((e) => e.streamId === a || e.streamId === b);

        // On a shared Postgres server readAll holds back every event behind a transaction still open anywhere on the
        // cluster (another suite's, say): what it owes is the whole log once those end, so the test waits for it.
        let all: RecordedEvent[] = [];
        const expected = appended.flatMap((x) => x.events.map((e) => e.id));
        await waitUntil(
          async () => (all = ours(await store.readAll({ after: head }))).length >= expected.length,
          10_000,
          'the appended events',
        );
        expect(all.map((e) => e.id)).toEqual(expected);
        for (let i = 1; i < all.length; i += 1) expect(all[i]!.position).toBeGreaterThan(all[i - 1]!.position);

        expect(ours(await store.readAll({ after: all[1]!.position })).map((e) => e.id)).toEqual(all.slice(2).map((e) => e.id));
        expect(await store.readAll({ after: head, maxCount: 1 })).toHaveLength(1);
        expect(await store.headPosition()).toBeGreaterThanOrEqual(all[3]!.position);
        expect(ours(await store.readAll({ after: all[3]!.position }))).toEqual([]);
      });
    });

    describe('subscribeToAll', () => {
      it('catches up, goes live, resumes from a checkpoint and stops when aborted', async () => {
        const head = await store.headPosition();
        const id = stream('ad');
        const mine = (streamId: string) => streamId === id;
        await store.appendToStream(id, [event('AdCreated'), event('AdSubmitted'), event('AdApproved')]);

        const first = collect(store, head, mine, 2);
        await waitUntil(() => first.received.length >= 3, 10_000, 'catch-up');
        await store.appendToStream(id, [event('AdPromoted'), event('AdEdited')]);
        await waitUntil(() => first.received.length >= 5, 10_000, 'live events');
        const checkpoint = first.received[2]!.position;

        const abortedAt = Date.now();
        first.controller.abort();
        await first.done;
        expect(Date.now() - abortedAt).toBeLessThan(1_000);
        expect(first.received.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);

        const resumed = collect(store, checkpoint, mine);
        await waitUntil(() => resumed.received.length >= 2, 10_000, 'resumed events');
        // Nothing more arrives: each event once.
        await new Promise((resolve) => setTimeout(resolve, 400));
        resumed.controller.abort();
        await resumed.done;
        expect(resumed.received.map((e) => e.revision)).toEqual([3, 4]);
      }, 30_000);

      it('ends at once when the signal is already aborted', async () => {
        const controller = new AbortController();
        controller.abort();
        const batches: RecordedEvent[][] = [];
        for await (const batch of store.subscribeToAll({ signal: controller.signal })) batches.push(batch);
        expect(batches).toEqual([]);
      });
    });

    const { concurrentHarness } = options;
    if (concurrentHarness) {
      it('8 concurrent writers × 1,000 events while a subscriber runs: every event once, in strictly increasing order', async () => {
        const writers = 8;
        const perWriter = 1_000;
        const concurrent = await concurrentHarness();
        try {
          const cs = concurrent.store;
          const head = await cs.headPosition();
          const prefix = `w-${randomUUID()}`;
          const subscriber = collect(cs, head, (streamId) => streamId.startsWith(prefix), 200);

          const appended = await Promise.all(
            Array.from({ length: writers }, async (_, w) => {
              const ids: string[] = [];
              // Writers differ in batch size (1–3 events) and spread over 5 streams each.
              const batchSize = 1 + (w % 3);
              for (let n = 0; n < perWriter; n += batchSize) {
                const batch = Array.from({ length: Math.min(batchSize, perWriter - n) }, () => event('Stressed', { w, n }));
                await cs.appendToStream(`${prefix}-${w}-${n % 5}`, batch);
                ids.push(...batch.map((e) => e.id));
              }
              return ids;
            }),
          );
          const expected = appended.flat();
          await waitUntil(() => subscriber.received.length >= expected.length, 60_000, 'all stressed events');
          // Give a duplicate the chance to show up before stopping.
          await new Promise((resolve) => setTimeout(resolve, 500));
          subscriber.controller.abort();
          await subscriber.done;

          const received = subscriber.received;
          expect(received).toHaveLength(expected.length);
          expect(new Set(received.map((e) => e.id))).toEqual(new Set(expected));
          const outOfOrder = received.filter((e, i) => i > 0 && e.position <= received[i - 1]!.position);
          expect(outOfOrder).toEqual([]);
          // The subscriber saw exactly what the settled log holds, in the same order.
          const log = (await cs.readAll({ after: head })).filter((e) => e.streamId.startsWith(prefix));
          expect(received.map((e) => e.position)).toEqual(log.map((e) => e.position));
        } finally {
          await concurrent.close();
        }
      }, 120_000);
    }
  });
}
