import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { migrateEventStore } from './postgres-event-store-schema';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

const events = () => JSON.stringify([{ id: randomUUID(), type: 'Created', data: {}, metadata: {} }]);
const append = (db: pg.Client, stream: string) =>
  db.query(`SELECT * FROM append_to_stream($1, 'any', NULL, $2::jsonb, NULL)`, [stream, events()]);

// Needs several sessions (PGlite has one): reported as skipped without DATABASE_URL.
(process.env.DATABASE_URL ? describe : describe.skip)('append functions and statement_timeout (postgres)', () => {
  let db: TestDatabase;
  const sessions: pg.Client[] = [];
  const session = async () => {
    const client = new pg.Client({ connectionString: db.connectionString });
    client.on('error', () => undefined);
    await client.connect();
    sessions.push(client);
    return client;
  };

  beforeEach(async () => {
    db = await createTestDatabase({ poolSize: 2 });
    await migrateEventStore(db.client);
  }, 60_000);
  afterEach(async () => {
    for (const s of sessions.splice(0)) await s.end().catch(() => undefined);
    await db.close();
  }, 60_000);

  it('an append cancelled by statement_timeout while it holds the append lock releases it: other appends go on', async () => {
    const blocked = `ad-${randomUUID()}`;
    const holder = await session();
    const cancelled = await session();
    const other = await session();
    await append(holder, blocked);

    // A row lock on the stream: the append takes the advisory lock, then waits on the row until it is cancelled.
    await holder.query('BEGIN');
    await holder.query('UPDATE streams SET revision = revision WHERE stream_id = $1', [blocked]);
    await cancelled.query('SET statement_timeout = 300');
    const failure = await append(cancelled, blocked).then(
      () => undefined,
      (error: { code?: string }) => error,
    );
    expect(failure).toMatchObject({ code: '57014' });
    await holder.query('ROLLBACK');

    // The cancelled session is still open (a pooled connection): it must not keep the lock.
    await other.query('SET statement_timeout = 1000');
    await expect(append(other, `ad-${randomUUID()}`)).resolves.toMatchObject({ rows: [{ status: 'ok' }] });
    const { rows } = await other.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND pid = $1", [
      (cancelled as unknown as { processID: number }).processID,
    ]);
    expect(rows[0]!.n).toBe(0);
    // And the cancelled session itself appends again.
    await expect(append(cancelled, blocked)).resolves.toMatchObject({ rows: [{ status: 'ok' }] });
  }, 30_000);
});
