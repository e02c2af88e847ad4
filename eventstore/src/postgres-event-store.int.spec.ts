import { randomUUID } from 'node:crypto';
import { DuplicateEventIdError, WrongExpectedRevisionError, type EventToAppend } from './event-store';
import { PostgresEventStore } from './postgres-event-store';
import { eventStoreContract, type EventStoreHarness } from './testing/event-store.contract';
import { createTestDatabase } from './testing/test-database';

async function postgresHarness(poolSize?: number): Promise<EventStoreHarness> {
  const db = await createTestDatabase(poolSize ? { poolSize } : {});
  const store = new PostgresEventStore(db.client);
  await store.migrate();
  return {
    store,
    async close() {
      await store.close();
      await db.close();
    },
  };
}

const onPostgresServer = Boolean(process.env.DATABASE_URL);

eventStoreContract(onPostgresServer ? 'postgres' : 'pglite', () => postgresHarness(), {
  rejectsPartialDuplicates: true,
  // PGlite is one connection: writers cannot overlap there, so the stress test needs the server.
  ...(onPostgresServer ? { concurrentHarness: () => postgresHarness(12) } : {}),
});

describe('PostgresEventStore.migrate', () => {
  it('can run again, and concurrently, without touching stored events', async () => {
    const db = await createTestDatabase();
    try {
      const store = new PostgresEventStore(db.client);
      await store.migrate();
      await store.appendToStream('ad-1', [{ id: '4f1c1a52-2c47-4d3c-9d43-3a5f0b6f2a11', type: 'AdCreated', data: {} }]);
      await Promise.all([store.migrate(), new PostgresEventStore(db.client).migrate()]);
      expect((await store.readStream('ad-1')).map((e) => e.type)).toEqual(['AdCreated']);
      await store.close();
    } finally {
      await db.close();
    }
  });
});

describe('PostgresEventStore.readStream', () => {
  it('reads a stream longer than one page (as JSON) exactly as the rows hold it, forwards and backwards, from any revision', async () => {
    const db = await createTestDatabase();
    const store = new PostgresEventStore(db.client);
    try {
      await store.migrate();
      const streamId = `long-${randomUUID()}`;
      const n = 12_345;
      for (let i = 0; i < n; i += 2500)
        await store.appendToStream(
          streamId,
          Array.from({ length: Math.min(2500, n - i) }, (_, k) => ({
            id: randomUUID(),
            type: k % 2 ? 'Odd' : 'Even',
            data: { i: i + k, text: `zażółć "${i + k}" \\ \u2028`, nested: { at: [1.5, null, true] } },
            metadata: { occurredAt: new Date(Date.UTC(2026, 0, 1) + (i + k) * 1000).toISOString(), schemaVersion: 1 },
          })),
          { expectedRevision: i === 0 ? 'no_stream' : i - 1 },
        );
      // The store's old reading, row by row through the driver: what the JSON pages must equal.
      const { rows } = await db.client.query<Record<string, unknown>>(
        'SELECT global_position, stream_id, stream_revision, event_id, type, data, metadata, created_at FROM events WHERE stream_id = $1 ORDER BY stream_revision',
        [streamId],
      );
      const expected = rows.map((r) => ({
        streamId: r.stream_id,
        revision: r.stream_revision,
        position: r.global_position,
        id: r.event_id,
        type: r.type,
        data: r.data,
        metadata: r.metadata,
        createdAt: r.created_at,
      }));
      expect(expected).toHaveLength(n);
      expect(await store.readStream(streamId)).toEqual(expected);
      expect(await store.readStream(streamId, { fromRevision: 4999, maxCount: 5002 })).toEqual(expected.slice(4999, 10_001));
      expect(await store.readStream(streamId, { direction: 'backwards' })).toEqual([...expected].reverse());
      expect(await store.readStream(streamId, { direction: 'backwards', fromRevision: 10_000, maxCount: 5001 })).toEqual(
        expected.slice(5000, 10_001).reverse(),
      );
      expect(await store.readStream(streamId, { fromRevision: n })).toEqual([]);
      expect(await store.readStream(`none-${randomUUID()}`)).toEqual([]);
    } finally {
      await store.close();
      await db.close();
    }
  }, 120_000);
});

/**
 * Group commit (group-commit.ts, append_to_streams): appends issued in the same tick are queued before
 * the batch starts, so they land in ONE batch deterministically; `tx_id` (the transaction that wrote a
 * row) shows which appends shared a commit. On PGlite group commit is off by default and forced on here,
 * so the batch function is checked on both databases.
 */
describe('PostgresEventStore group commit', () => {
  type Db = Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  let store: PostgresEventStore;

  const event = (type = 'Tested', data: Record<string, unknown> = {}): EventToAppend => ({ id: randomUUID(), type, data });
  const stream = () => `gc-${randomUUID()}`;
  const transactionsOf = async (streamIds: string[]) => {
    const { rows } = await db.client.query<{ n: number }>('SELECT count(DISTINCT tx_id)::int AS n FROM events WHERE stream_id = ANY($1)', [
      streamIds,
    ]);
    return rows[0]!.n;
  };
  const rejection = (result: PromiseSettledResult<unknown>) => (result.status === 'rejected' ? (result.reason as unknown) : undefined);

  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 12 });
    store = new PostgresEventStore(db.client, { groupCommit: {} });
    await store.migrate();
  });
  afterAll(async () => {
    await store?.close();
    await db?.close();
  });

  it('many concurrent appends to different streams: one transaction, right revisions, increasing positions', async () => {
    const streams = Array.from({ length: 50 }, stream);
    const batches = streams.map((_, i) => Array.from({ length: 1 + (i % 3) }, () => event()));
    const results = await Promise.all(streams.map((id, i) => store.appendToStream(id, batches[i]!, { expectedRevision: 'no_stream' })));

    expect(results.map((r) => r.nextExpectedRevision)).toEqual(batches.map((b) => b.length - 1));
    // One batch, items in call order: positions strictly increase in that order.
    for (let i = 1; i < results.length; i += 1) expect(results[i]!.position).toBeGreaterThan(results[i - 1]!.position);
    for (const [i, id] of streams.entries()) {
      const read = await store.readStream(id);
      expect(read.map((e) => e.id)).toEqual(batches[i]!.map((e) => e.id));
      expect(read.at(-1)!.position).toBe(results[i]!.position);
    }
    expect(await transactionsOf(streams)).toBe(1);
  });

  it('caps a batch at maxItems and still answers every append', async () => {
    const capped = new PostgresEventStore(db.client, { groupCommit: { maxItems: 7 } });
    const streams = Array.from({ length: 50 }, stream);
    const results = await Promise.all(streams.map((id) => capped.appendToStream(id, [event()], { expectedRevision: 'no_stream' })));
    await capped.close();

    expect(results.every((r) => r.nextExpectedRevision === 0)).toBe(true);
    expect(new Set(results.map((r) => r.position)).size).toBe(50);
    expect(await transactionsOf(streams)).toBe(Math.ceil(50 / 7));
  });

  it('appends to one stream inside one batch behave as if sequential', async () => {
    const id = stream();
    await store.appendToStream(id, [event('Created')], { expectedRevision: 'no_stream' });

    // Chained expected revisions: each item sees the revision the previous item left.
    const chained = await Promise.all(
      [1, 2, 3].map((n) => store.appendToStream(id, [event('Edited', { n })], { expectedRevision: n - 1 })),
    );
    expect(chained.map((r) => r.nextExpectedRevision)).toEqual([1, 2, 3]);

    // Five at the same expected revision: the first wins, the others conflict against what it wrote.
    const racing = await Promise.allSettled(
      Array.from({ length: 5 }, (_, n) => store.appendToStream(id, [event('Edited', { racer: n })], { expectedRevision: 3 })),
    );
    expect(racing.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'rejected', 'rejected']);
    for (const result of racing.slice(1)) {
      expect(rejection(result)).toBeInstanceOf(WrongExpectedRevisionError);
      expect(rejection(result)).toMatchObject({ streamId: id, expected: 3, actual: 4 });
    }

    // Five creations of one fresh stream: one wins.
    const fresh = stream();
    const creating = await Promise.allSettled(
      Array.from({ length: 5 }, (_, n) => store.appendToStream(fresh, [event('Created', { racer: n })], { expectedRevision: 'no_stream' })),
    );
    expect(creating.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(creating.filter((r) => rejection(r) instanceof WrongExpectedRevisionError)).toHaveLength(4);

    expect((await store.readStream(id)).map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);
    expect(await store.readStream(fresh)).toHaveLength(1);
    // Chained, racing and creating each shared one transaction.
    expect(await transactionsOf([fresh])).toBe(1);
  });

  it('mixes idempotent retries, racing copies, partial duplicates and new appends in one batch', async () => {
    const stored = stream();
    const storedBatch = [event('Created'), event('Submitted')];
    const first = await store.appendToStream(stored, storedBatch, { expectedRevision: 'no_stream' });

    const copied = stream();
    const copiedBatch = [event('Created')];
    const fresh = stream();
    const freshBatch = [event('Created'), event('Edited')];
    const [retry, copyA, copyB, partial, created, elsewhere] = await Promise.allSettled([
      store.appendToStream(stored, storedBatch, { expectedRevision: 'no_stream' }),
      store.appendToStream(copied, copiedBatch, { expectedRevision: 'no_stream' }),
      store.appendToStream(copied, copiedBatch, { expectedRevision: 'no_stream' }),
      store.appendToStream(stored, [storedBatch[0]!, event('Edited')], { expectedRevision: 1 }),
      store.appendToStream(fresh, freshBatch, { expectedRevision: 'no_stream' }),
      store.appendToStream(stream(), [storedBatch[1]!]),
    ]);

    expect(retry).toEqual({ status: 'fulfilled', value: first });
    expect(copyA.status).toBe('fulfilled');
    expect(copyB).toEqual(copyA);
    expect(rejection(partial)).toBeInstanceOf(DuplicateEventIdError);
    expect(rejection(elsewhere)).toBeInstanceOf(DuplicateEventIdError);
    expect(created).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 1 } });

    expect((await store.readStream(stored)).map((e) => e.id)).toEqual(storedBatch.map((e) => e.id));
    expect((await store.readStream(copied)).map((e) => e.id)).toEqual(copiedBatch.map((e) => e.id));
    expect((await store.readStream(fresh)).map((e) => e.id)).toEqual(freshBatch.map((e) => e.id));
    expect(await transactionsOf([copied, fresh])).toBe(1);
  });

  it('a batch that fails as a whole is replayed append by append: each caller gets its own answer, nothing twice', async () => {
    const good = [stream(), stream(), stream()];
    const goodBatches = good.map(() => [event('Created')]);
    const repeated = event('Created');
    const [a, badId, b, repeatedId, c] = await Promise.allSettled([
      store.appendToStream(good[0]!, goodBatches[0]!, { expectedRevision: 'no_stream' }),
      // Not a uuid: the cast fails inside append_to_streams and rolls the whole batch back.
      store.appendToStream(stream(), [{ id: 'not-a-uuid', type: 'Broken', data: {} }]),
      store.appendToStream(good[1]!, goodBatches[1]!, { expectedRevision: 'no_stream' }),
      // One id twice in one append: a unique violation on event_id, also fatal to the batch.
      store.appendToStream(stream(), [repeated, repeated]),
      store.appendToStream(good[2]!, goodBatches[2]!, { expectedRevision: 'no_stream' }),
    ]);

    for (const result of [a, b, c]) expect(result).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 0 } });
    // The same errors the one-append path gives.
    expect(rejection(badId)).toMatchObject({ code: '22P02' });
    expect(rejection(repeatedId)).toMatchObject({ code: '23505' });
    for (const [i, id] of good.entries()) expect((await store.readStream(id)).map((e) => e.id)).toEqual(goodBatches[i]!.map((e) => e.id));
    const { rows } = await db.client.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE event_id = $1', [repeated.id]);
    expect(rows[0]!.n).toBe(0);
    // Replayed one by one: three commits.
    expect(await transactionsOf(good)).toBe(3);
  });

  // Needs a second connection, which PGlite (one connection) cannot have: defined only on a server.
  const onServer = process.env.DATABASE_URL ? it : () => undefined;
  onServer(
    'a retry committed by another connection while the batch waits on it: the batch falls back, the retry gets the stored result',
    async () => {
      const id = stream();
      const batch = [event('Created')];
      const other = stream();
      let appended: Promise<PromiseSettledResult<unknown>[]> | undefined;

      // "Another process" appends the same events and holds its transaction open until our batch waits on it.
      await db.client.transaction(async (tx) => {
        await tx.query(`SELECT * FROM append_to_stream($1, 'any', NULL, $2::jsonb, NULL)`, [
          id,
          JSON.stringify(batch.map((e) => ({ ...e, metadata: {} }))),
        ]);
        const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        appended = Promise.allSettled([
          store.appendToStream(id, batch, { expectedRevision: 'any' }),
          store.appendToStream(other, [event('Created')], { expectedRevision: 'no_stream' }),
        ]);
        const deadline = Date.now() + 10_000;
        for (;;) {
          const waiting = await db.client.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
            [rows[0]!.pid],
          );
          if (waiting.rows[0]!.n > 0) break;
          if (Date.now() > deadline) throw new Error('the batch never waited on the open transaction');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      });
      const [retry, created] = await appended!;

      const read = await store.readStream(id);
      expect(read.map((e) => e.id)).toEqual(batch.map((e) => e.id));
      expect(retry).toEqual({ status: 'fulfilled', value: { nextExpectedRevision: 0, position: read[0]!.position } });
      expect(created).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 0 } });
      expect(await store.readStream(other)).toHaveLength(1);
    },
  );
});

/**
 * An open transaction anywhere in the cluster holds back what `readAll` returns (gap safety), but not the head:
 * a caller that waits for the head must not stop short of an event that was committed before it asked.
 * Needs a second connection, so a Postgres server (PGlite is one connection).
 */
(onPostgresServer ? describe : describe.skip)('PostgresEventStore head while an older transaction is open', () => {
  it('headPosition names the newest committed event, which readAll returns once the older transaction ends', async () => {
    const db = await createTestDatabase({ poolSize: 4 });
    const store = new PostgresEventStore(db.client);
    let release = () => {};
    try {
      await store.migrate();
      const before = await store.headPosition();
      const holding = new Promise<void>((resolve) => (release = resolve));
      let opened!: () => void;
      const isOpen = new Promise<void>((resolve) => (opened = resolve));
      const older = db.client.transaction(async (tx) => {
        await tx.query('SELECT pg_current_xact_id()');
        opened();
        await holding;
      });
      // A failed expectation below still ends the transaction (finally) and so lets the database close.
      await isOpen;
      const { position } = await store.appendToStream(`head-${randomUUID()}`, [{ id: randomUUID(), type: 'Tested', data: {} }]);
      expect(position).toBeGreaterThan(before);
      expect(await store.headPosition()).toBe(position);
      expect(await store.readAll({ after: before })).toEqual([]);
      release();
      await older;
      expect((await store.readAll({ after: before })).map((e) => e.position)).toEqual([position]);
    } finally {
      release();
      await store.close();
      await db.close();
    }
  });
});

describe('PostgresEventStore subscriptions at the head of the log', () => {
  it('share one read per append and per poll: twelve subscribers see each event once, with a read or two, not twelve', async () => {
    const db = await createTestDatabase();
    let logReads = 0;
    const counted = {
      ...db.client,
      query: ((text: string, params?: unknown[]) => {
        if (/FROM events WHERE global_position > \$1/.test(text)) logReads += 1;
        return db.client.query(text, params);
      }) as typeof db.client.query,
    };
    const store = new PostgresEventStore(counted, { pollIntervalMs: 60_000 });
    const stop = new AbortController();
    try {
      await store.migrate();
      const head = await store.headPosition();
      const seen: number[][] = Array.from({ length: 12 }, () => []);
      let caughtUp = 0;
      const subscribers = seen.map(async (positions) => {
        let first = true;
        for await (const batch of store.subscribeToAll({ after: head, signal: stop.signal })) {
          positions.push(...batch.map((e) => e.position));
          if (first) caughtUp += 1;
          first = false;
        }
      });
      // Every subscriber's first read finds nothing and then waits: the poll interval is a minute, so only an
      // append wakes them.
      while (logReads < 1) await new Promise((r) => setTimeout(r, 5));
      await new Promise((r) => setTimeout(r, 50));
      const readsBefore = logReads;
      const appended: number[] = [];
      for (let i = 0; i < 3; i++) {
        const { position } = await store.appendToStream(`tail-${randomUUID()}`, [{ id: randomUUID(), type: 'Tested', data: { i } }]);
        appended.push(position);
        while (seen.some((p) => !p.includes(position))) await new Promise((r) => setTimeout(r, 5));
      }
      expect(caughtUp).toBe(12);
      for (const positions of seen) expect(positions).toEqual(appended);
      // One read per append finds the event, shared by all twelve (a second may start if a subscriber asks again
      // after the first read finished): far from the twelve reads per append of unshared subscriptions.
      expect(logReads - readsBefore).toBeLessThanOrEqual(3 * 2);
      stop.abort();
      await Promise.all(subscribers);
    } finally {
      stop.abort();
      await store.close();
      await db.close();
    }
  });
});
