/**
 * Append throughput of the Postgres event store: W concurrent writers, each appending N events to its own
 * streams, B events per append. Creates and drops its own schema.
 *
 *   npx tsx bench/append.ts                       # DATABASE_URL or postgres://postgres@127.0.0.1:5432/test
 *   WRITERS=8 EVENTS=2000 BATCHES=1,10 NOTIFY=after-commit npx tsx bench/append.ts
 *
 * NOTIFY=in-transaction measures the alternative of calling pg_notify inside the append transaction.
 * GROUP_COMMIT=off measures one transaction per append (the store merges concurrent appends by default);
 * GROUP_COMMIT_CONCURRENCY=n lets n batches execute at once (default: the store's).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createPgClient, PostgresEventStore, withSearchPath } from '../eventstore/src/index';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const writers = Number(process.env.WRITERS ?? 8);
const perWriter = Number(process.env.EVENTS ?? 2_000);
const batchSizes = (process.env.BATCHES ?? '1,10').split(',').map(Number);
const streamsPerWriter = 10;
const notify = process.env.NOTIFY === 'in-transaction' ? 'in-transaction' : 'after-commit';
const groupCommit = process.env.GROUP_COMMIT === 'off' ? 'off' : 'on';
const groupCommitConcurrency = process.env.GROUP_COMMIT_CONCURRENCY ? Number(process.env.GROUP_COMMIT_CONCURRENCY) : undefined;

async function run(batchSize: number): Promise<void> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = createPgClient(url, { max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const sql = createPgClient(withSearchPath(url, schema), { max: writers + 1, applicationName: 'anonse-bench' });
  try {
    const store = new PostgresEventStore(sql, {
      notifyInTransaction: notify === 'in-transaction',
      groupCommit: groupCommit === 'off' ? false : groupCommitConcurrency ? { maxConcurrent: groupCommitConcurrency } : {},
    });
    await store.migrate();
    const payload = { title: 'Ogłoszenie testowe', city: 'warszawa', price: 300, tags: ['a', 'b', 'c'] };
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        const revisions = new Map<string, number>();
        for (let n = 0; n < perWriter; n += batchSize) {
          const streamId = `ad-${w}-${(n / batchSize) % streamsPerWriter}`;
          const events = Array.from({ length: Math.min(batchSize, perWriter - n) }, () => ({
            id: randomUUID(),
            type: 'AdEdited',
            data: payload,
            metadata: { actor: { id: `u${w}`, role: 'user' } },
          }));
          // Expected revisions as a command handler would pass them.
          const expectedRevision = revisions.get(streamId) ?? 'no_stream';
          const result = await store.appendToStream(streamId, events, { expectedRevision });
          revisions.set(streamId, result.nextExpectedRevision);
        }
      }),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const total = writers * perWriter;
    const { rows } = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    if (rows[0]?.n !== total) throw new Error(`expected ${total} events, found ${rows[0]?.n}`);
    const eventsPerSecond = Math.round(total / seconds);
    const appendsPerSecond = Math.round(total / batchSize / seconds);
    console.log(
      JSON.stringify({
        bench: 'append',
        notify,
        groupCommit,
        writers,
        eventsPerWriter: perWriter,
        batchSize,
        events: total,
        seconds: Number(seconds.toFixed(2)),
        eventsPerSecond,
        appendsPerSecond,
      }),
    );
    console.log(
      `append (notify ${notify}${groupCommit === 'off' ? ', group commit off' : ''}): ${writers} writers × ${perWriter} events, ${batchSize}/append → ${eventsPerSecond} events/s (${appendsPerSecond} appends/s, ${seconds.toFixed(2)} s)`,
    );
    await store.close();
  } finally {
    await sql.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
  }
}

for (const batchSize of batchSizes) await run(batchSize);
