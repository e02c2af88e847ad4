import { randomUUID } from 'node:crypto';
import type { RecordedEvent, SqlExecutor } from '@anonse/eventstore';
import { applyReadModelMigrations } from '../migrations/migrate-read-models';
import { openReadSide, recordingLogger } from '../testing/read-side-test-kit';
import { readContentVersion } from './content-version';
import { ProjectionRunner } from './projection-runner';
import type { Projector } from './projector';

/**
 * A projector writing one row per handled event into its own table; it can be told to fail after writing,
 * which proves the rows of a failed batch are rolled back together with the checkpoint.
 */
function probeProjector(name = 'probe', control = { failuresLeft: 0 }): Projector {
  return {
    name,
    mode: 'transactional',
    handles: ['Probed'],
    migrations: [
      {
        id: `${name}/001`,
        up: (k) => [k.schema.createTable(name, (t) => t.bigInteger('position').notNullable())],
      },
    ],
    async apply(events: readonly RecordedEvent[], tx: SqlExecutor) {
      await tx.query(`INSERT INTO ${name} (position) SELECT unnest($1::bigint[])`, [events.map((e) => e.position)]);
      if (control.failuresLeft > 0) {
        control.failuresLeft--;
        throw new Error('simulated failure after writing');
      }
    },
    reset: async (tx) => void (await tx.query(`TRUNCATE ${name}`)),
  };
}

const probed = (n: number, type = 'Probed') => Array.from({ length: n }, () => ({ id: randomUUID(), type, data: {} }));

describe(`ProjectionRunner (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let kit: Awaited<ReturnType<typeof openReadSide>>;
  beforeEach(async () => {
    kit = await openReadSide();
  }, 60_000);
  afterEach(async () => {
    await kit.close();
  }, 60_000);

  const positionsIn = async (table: string) =>
    (await kit.db.client.query<{ position: number }>(`SELECT position FROM ${table} ORDER BY position`)).rows.map((r) =>
      Number(r.position),
    );
  const checkpointOf = async (name: string) =>
    Number((await kit.db.client.query<{ position: number }>('SELECT position FROM checkpoints WHERE name = $1', [name])).rows[0]?.position);

  it('applies every handled event once, skips the others and still advances the checkpoint', async () => {
    const probe = probeProjector();
    await applyReadModelMigrations(kit.db.client, probe.migrations);
    await kit.store.appendToStream('probe-1', probed(3));
    await kit.store.appendToStream('other-1', probed(2, 'Unrelated'));
    const head = (await kit.store.appendToStream('probe-1', probed(2))).position;
    const runner = new ProjectionRunner({
      sql: kit.db.client,
      eventStore: kit.store,
      projectors: [probe],
      batchSize: 2,
      logger: recordingLogger(),
    });
    await runner.start();
    expect(await runner.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
    await runner.stop();
    const handled = (await kit.store.readAll()).filter((e) => e.type === 'Probed').map((e) => e.position);
    expect(await positionsIn('probe')).toEqual(handled);
    expect(await checkpointOf('probe')).toBe(head);
  });

  it('retries a failing batch with backoff and logs it; the failed attempts leave no rows behind', async () => {
    const control = { failuresLeft: 2 };
    const probe = probeProjector('probe', control);
    await applyReadModelMigrations(kit.db.client, probe.migrations);
    const head = (await kit.store.appendToStream('probe-1', probed(4))).position;
    const logger = recordingLogger();
    const runner = new ProjectionRunner({
      sql: kit.db.client,
      eventStore: kit.store,
      projectors: [probe],
      logger,
      retry: { initialDelayMs: 10, maxDelayMs: 20 },
    });
    await runner.start();
    expect(await runner.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
    await runner.stop();
    expect(control.failuresLeft).toBe(0);
    expect(logger.errors).toHaveLength(2);
    expect(logger.errors[0]).toMatch(/probe: batch .* failed \(attempt 1\)/);
    const all = (await kit.store.readAll()).map((e) => e.position);
    expect(await positionsIn('probe')).toEqual(all);
  });

  it('raises the content version with every batch a public projector applies, rolled back with a failed one', async () => {
    const control = { failuresLeft: 1 };
    const pub = { ...probeProjector('public_probe', control), changesPublicPages: true };
    const hidden = probeProjector('hidden_probe');
    await applyReadModelMigrations(kit.db.client, [...pub.migrations, ...hidden.migrations]);
    const before = await readContentVersion(kit.db.client);
    await kit.store.appendToStream('probe-1', probed(4));
    const head = (await kit.store.appendToStream('other-1', probed(3, 'Unrelated'))).position;
    const runner = new ProjectionRunner({
      sql: kit.db.client,
      eventStore: kit.store,
      projectors: [pub, hidden],
      batchSize: 2,
      logger: recordingLogger(),
      retry: { initialDelayMs: 5, maxDelayMs: 10 },
    });
    await runner.start();
    expect(await runner.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
    await runner.stop();
    // Four handled events, then three others, in batches of two: the public projector applied two batches (the failed
    // attempt of the first rolled back with it), and the batches without its events raised nothing.
    expect(control.failuresLeft).toBe(0);
    expect((await readContentVersion(kit.db.client)) - before).toBe(2);
    // Caches of public answers key on the public projectors' positions alone.
    expect(runner.publicPositions()).toEqual({ public_probe: runner.positions().public_probe });
    expect(Object.keys(runner.positions()).sort()).toEqual(['hidden_probe', 'public_probe']);
  });

  it('resumes from its checkpoint after a restart without applying anything twice', async () => {
    const probe = probeProjector();
    await applyReadModelMigrations(kit.db.client, probe.migrations);
    const first = (await kit.store.appendToStream('probe-1', probed(5))).position;
    const runner1 = new ProjectionRunner({ sql: kit.db.client, eventStore: kit.store, projectors: [probe], logger: recordingLogger() });
    await runner1.start();
    expect(await runner1.waitForPosition(first, { timeoutMs: 10_000 })).toBe(true);
    await runner1.stop();
    const second = (await kit.store.appendToStream('probe-1', probed(3))).position;
    const runner2 = new ProjectionRunner({ sql: kit.db.client, eventStore: kit.store, projectors: [probe], logger: recordingLogger() });
    await runner2.start();
    expect(runner2.positions()).toEqual({ probe: first });
    expect(await runner2.waitForPosition(second, { timeoutMs: 10_000 })).toBe(true);
    await runner2.stop();
    expect(await positionsIn('probe')).toEqual((await kit.store.readAll()).map((e) => e.position));
  });

  it('two runners on one checkpoint never apply an event twice (the checkpoint is compare-and-set)', async () => {
    const probe = probeProjector();
    await applyReadModelMigrations(kit.db.client, probe.migrations);
    const runners = [1, 2].map(
      () =>
        new ProjectionRunner({ sql: kit.db.client, eventStore: kit.store, projectors: [probe], batchSize: 3, logger: recordingLogger() }),
    );
    await Promise.all(runners.map((r) => r.start()));
    let head = -1;
    for (let i = 0; i < 10; i++) head = (await kit.store.appendToStream(`probe-${i % 3}`, probed(3))).position;
    // Each runner only knows what it applied itself; the table is the judge.
    for (let i = 0; i < 200 && (await checkpointOf('probe')) < head; i++) await new Promise((r) => setTimeout(r, 50));
    await Promise.all(runners.map((r) => r.stop()));
    expect(await checkpointOf('probe')).toBe(head);
    expect(await positionsIn('probe')).toEqual((await kit.store.readAll()).map((e) => e.position));
  });

  it('waitForPosition answers false when the position is not reached in time, and knows no unknown projector', async () => {
    const probe = probeProjector();
    await applyReadModelMigrations(kit.db.client, probe.migrations);
    const runner = new ProjectionRunner({ sql: kit.db.client, eventStore: kit.store, projectors: [probe], logger: recordingLogger() });
    await runner.start();
    expect(await runner.waitForPosition(1_000_000, { timeoutMs: 100 })).toBe(false);
    expect(() => runner.waitForPosition(0, { projectors: ['nope'] })).toThrow('unknown projector nope');
    await runner.stop();
  });

  it('refuses a projector that depends on one it does not run', () => {
    const probe = { ...probeProjector(), dependsOn: ['ads'] };
    expect(() => new ProjectionRunner({ sql: kit.db.client, eventStore: kit.store, projectors: [probe] })).toThrow(
      'depends on unregistered ads',
    );
  });
});
