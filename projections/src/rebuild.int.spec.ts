import { createProjectors, READ_MODEL_TABLES } from './read-models';
import { ProjectionRunner } from './runner/projection-runner';
import { appendFakeEvents } from './testing/append-fake-events';
import { fakeAdHistory } from './testing/fake-ads';
import { openReadSide, recordingLogger } from './testing/read-side-test-kit';

/** docs/architecture.md § Read path: a rebuild from position 0 must produce exactly what incremental projection produced. */
describe(`rebuild equivalence (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let kit: Awaited<ReturnType<typeof openReadSide>>;
  beforeAll(async () => {
    kit = await openReadSide();
  }, 60_000);
  afterAll(async () => {
    await kit.close();
  }, 60_000);

  const dump = async () => {
    const out: Record<string, unknown[]> = {};
    for (const table of READ_MODEL_TABLES)
      out[table] = (await kit.db.client.query(`SELECT to_jsonb(t) AS row FROM ${table} t ORDER BY 1`)).rows.map((r) => r.row);
    return out;
  };

  it('incremental projection (small, interleaved batches) and a rebuild of all from 0 give identical rows', async () => {
    const history = fakeAdHistory({ seed: 42, ads: 300, owners: 40, window: 25 });
    const runner = new ProjectionRunner({
      sql: kit.db.client,
      eventStore: kit.store,
      projectors: createProjectors(),
      batchSize: 7,
      logger: recordingLogger(),
    });
    await runner.start();
    try {
      // Appends keep arriving while the runner projects: batches cut streams in the middle of their history.
      const chunk = Math.ceil(history.events.length / 5);
      let head = -1;
      for (let i = 0; i < history.events.length; i += chunk) {
        head = await appendFakeEvents(kit.store, history.events.slice(i, i + chunk), 3);
        expect(await runner.waitForPosition(head, { timeoutMs: 60_000 })).toBe(true);
      }
      const incremental = await dump();
      expect(incremental.ads).toHaveLength(300);
      expect(incremental.accounts).toHaveLength(40);
      const approved = (incremental.ads as { status: string }[]).filter((a) => a.status === 'approved').length;
      expect(incremental.search_ads).toHaveLength(approved);
      expect(approved).toBeGreaterThan(150);

      // Damage every read model: only a real truncate-and-replay can restore the incremental rows.
      await kit.db.client.query(`UPDATE ads SET title = 'damaged', revision = revision + 10`);
      await kit.db.client.query(`DELETE FROM search_ads WHERE id IN (SELECT id FROM search_ads ORDER BY id LIMIT 20)`);
      await kit.db.client.query(`UPDATE accounts SET email = 'damaged@example.test'`);
      await runner.rebuild('all');
      expect(await runner.waitForPosition(head, { timeoutMs: 60_000 })).toBe(true);
      expect(await dump()).toEqual(incremental);
    } finally {
      await runner.stop();
    }
  }, 240_000);
});
