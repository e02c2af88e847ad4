import { randomUUID } from 'node:crypto';
import type { RecordedEvent, SqlExecutor } from '@anonse/eventstore';
import { createAdsProjector } from '../ads/ads.projector';
import { applyReadModelMigrations } from '../migrations/migrate-read-models';
import { createProjectors } from '../read-models';
import { appendFakeEvents } from '../testing/append-fake-events';
import { fakeAdFields, fakeAdHistory, seededRandom } from '../testing/fake-ads';
import { openReadSide, recordingLogger } from '../testing/read-side-test-kit';
import { ProjectionRunner } from './projection-runner';
import type { Projector } from './projector';

/**
 * The real ads projector, except that it can be "fixed": once `fixed`, it reads a missing title as a
 * placeholder — as a deployed fix would — so parked events can be re-run.
 */
function switchableAdsProjector(control: { fixed: boolean }): Projector {
  const real = createAdsProjector();
  const repair = (e: RecordedEvent): RecordedEvent => {
    const data = e.data as { fields?: Record<string, unknown> };
    if (e.type !== 'AdCreated' || data.fields?.title) return e;
    return { ...e, data: { ...data, fields: { ...data.fields, title: '(untitled)' } } };
  };
  return { ...real, apply: (events, db) => real.apply(control.fixed ? events.map(repair) : events, db) };
}

/** Writes one row per event; throws (after writing) on any event whose data says `poison`. */
function poisonableProbe(control = { cured: false }): Projector {
  return {
    name: 'probe',
    mode: 'transactional',
    handles: ['Probed'],
    migrations: [{ id: 'probe/001', up: (k) => [k.schema.createTable('probe', (t) => t.bigInteger('position').notNullable())] }],
    async apply(events: readonly RecordedEvent[], tx: SqlExecutor) {
      await tx.query('INSERT INTO probe (position) SELECT unnest($1::bigint[])', [events.map((e) => e.position)]);
      if (!control.cured && events.some((e) => (e.data as { poison?: boolean }).poison)) throw new Error('cannot apply a poisoned event');
    },
    reset: async (tx) => void (await tx.query('TRUNCATE probe')),
  };
}

const fast = { initialDelayMs: 5, maxDelayMs: 10, attempts: 2 };

describe(`ProjectionRunner parking (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let kit: Awaited<ReturnType<typeof openReadSide>>;
  // A failed expectation must not leave a runner polling: its open connection would keep Jest alive.
  const started: ProjectionRunner[] = [];
  const newRunner = (options: ConstructorParameters<typeof ProjectionRunner>[0]) => {
    const runner = new ProjectionRunner(options);
    started.push(runner);
    return runner;
  };
  beforeEach(async () => {
    kit = await openReadSide();
  }, 60_000);
  afterEach(async () => {
    await Promise.all(started.splice(0).map((runner) => runner.stop()));
    await kit.close();
  }, 60_000);

  const count = async (sql: string, params: unknown[] = []) => Number((await kit.db.client.query<{ n: number }>(sql, params)).rows[0]?.n);
  const lastPosition = () => count('SELECT max(global_position) AS n FROM events');
  const checkpointOf = (name: string) => count('SELECT position AS n FROM checkpoints WHERE name = $1', [name]);

  /** An AdCreated without a title: the ads table's NOT NULL title rejects it (a NUL character never reaches the log: jsonb refuses it). */
  async function appendPoisonedAd(): Promise<{ adId: string; streamId: string; position: number }> {
    const adId = randomUUID();
    const streamId = `ad-${adId}`;
    const { title: _title, ...fields } = fakeAdFields(seededRandom(7));
    const at = new Date().toISOString();
    const { position } = await kit.store.appendToStream(streamId, [
      { id: randomUUID(), type: 'AdCreated', data: { adId, ownerId: randomUUID(), fields, createdAt: at }, metadata: { occurredAt: at } },
    ]);
    return { adId, streamId, position };
  }

  async function appendApproval(adId: string): Promise<number> {
    const at = new Date().toISOString();
    const result = await kit.store.appendToStream(`ad-${adId}`, [
      { id: randomUUID(), type: 'AdApproved', data: { adId, approvedBy: randomUUID(), approvedAt: at }, metadata: { occurredAt: at } },
    ]);
    return result.position;
  }

  it('parks an ad the projector cannot apply, projects the 1,000 good ones, holds the stream back and re-runs it after a fix', async () => {
    const control = { fixed: false };
    const logger = recordingLogger();
    const runner = newRunner({
      sql: kit.db.client,
      eventStore: kit.store,
      projectors: [switchableAdsProjector(control)],
      logger,
      retry: fast,
    });
    await runner.start();
    const poison = await appendPoisonedAd();
    const good = fakeAdHistory({ ads: 1000, approvedShare: 0, rejectedShare: 0, seed: 3 });
    await appendFakeEvents(kit.store, good.events, 4);
    const behind = await appendApproval(poison.adId);
    const head = await lastPosition();

    expect(await runner.waitForPosition(head, { timeoutMs: 30_000 })).toBe(true);
    expect(await count('SELECT count(*) AS n FROM ads')).toBe(1000);
    expect(await count('SELECT count(*) AS n FROM ads WHERE id = $1', [poison.adId])).toBe(0);
    expect(await checkpointOf('ads')).toBe(head);
    const parked = await runner.parkedEvents('ads');
    expect(parked.map((p) => [p.position, p.type, p.streamId, p.blockedBy])).toEqual([
      [poison.position, 'AdCreated', poison.streamId, null],
      [behind, 'AdApproved', poison.streamId, poison.position],
    ]);
    expect(parked[0]!.error).toMatch(/title/);
    expect(parked[0]!.attempts).toBe(fast.attempts);
    expect(runner.stats().ads).toEqual({ position: head, parked: 2, parkedStreams: 1 });

    control.fixed = true;
    expect(await runner.retryParked('ads', poison.streamId)).toEqual({ applied: 2, parked: 0 });
    const { rows } = await kit.db.client.query<{ title: string; status: string; revision: number }>(
      'SELECT title, status, revision FROM ads WHERE id = $1',
      [poison.adId],
    );
    expect(rows).toEqual([{ title: '(untitled)', status: 'approved', revision: 1 }]);
    expect(await runner.parkedEvents('ads')).toEqual([]);
    expect(runner.stats().ads).toEqual({ position: head, parked: 0, parkedStreams: 0 });

    // The stream is released: its next event is applied, not parked.
    const rejectedAt = new Date().toISOString();
    const next = (
      await kit.store.appendToStream(poison.streamId, [
        {
          id: randomUUID(),
          type: 'AdRejected',
          data: { adId: poison.adId, rejectedBy: randomUUID(), reason: 'x', rejectedAt },
          metadata: {},
        },
      ])
    ).position;
    expect(await runner.waitForPosition(next, { timeoutMs: 10_000 })).toBe(true);
    await runner.stop();
    expect(await count("SELECT count(*) AS n FROM ads WHERE id = $1 AND status = 'rejected'", [poison.adId])).toBe(1);
  }, 120_000);

  it('logs a parked event once, however long it stays parked and however many events wait behind it', async () => {
    const logger = recordingLogger();
    const runner = newRunner({
      sql: kit.db.client,
      eventStore: kit.store,
      projectors: [switchableAdsProjector({ fixed: false })],
      logger,
      retry: fast,
    });
    await runner.start();
    const poison = await appendPoisonedAd();
    expect(await runner.waitForPosition(poison.position, { timeoutMs: 10_000 })).toBe(true);
    for (let i = 0; i < 3; i++) await appendApproval(poison.adId);
    await appendFakeEvents(kit.store, fakeAdHistory({ ads: 5, seed: 4 }).events);
    expect(await runner.waitForPosition(await lastPosition(), { timeoutMs: 10_000 })).toBe(true);
    await new Promise((r) => setTimeout(r, 200)); // many backoff periods: nothing may retry in the background
    await runner.stop();
    const parkedLines = logger.errors.filter((m) => m.includes('parked'));
    expect(parkedLines).toHaveLength(1);
    expect(parkedLines[0]).toContain(`parked AdCreated at position ${poison.position} of stream ${poison.streamId}`);
    // Before parking: the batch's own retries (attempts - 1), then the one parking line; nothing after.
    expect(logger.errors).toHaveLength(fast.attempts);
    expect(runner.stats().ads?.parked).toBe(4);
  }, 60_000);

  it('a re-run that fails again keeps the event parked with the later ones behind it; a rebuild finds them again', async () => {
    const logger = recordingLogger();
    const runner = newRunner({
      sql: kit.db.client,
      eventStore: kit.store,
      projectors: [switchableAdsProjector({ fixed: false })],
      logger,
      retry: fast,
    });
    await runner.start();
    const poison = await appendPoisonedAd();
    const behind = await appendApproval(poison.adId);
    await appendFakeEvents(kit.store, fakeAdHistory({ ads: 20, seed: 5 }).events);
    const head = await lastPosition();
    expect(await runner.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);

    expect(await runner.retryParked('ads')).toEqual({ applied: 0, parked: 2 });
    const parked = await runner.parkedEvents('ads');
    expect(parked.map((p) => [p.position, p.blockedBy, p.attempts])).toEqual([
      [poison.position, null, fast.attempts + 1],
      [behind, poison.position, 0],
    ]);
    expect(logger.errors.filter((m) => m.includes('failed again'))).toHaveLength(1);

    await runner.rebuild('ads');
    expect(await runner.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
    await runner.stop();
    expect((await runner.parkedEvents('ads')).map((p) => [p.position, p.blockedBy, p.attempts])).toEqual([
      [poison.position, null, fast.attempts],
      [behind, poison.position, 0],
    ]);
    expect(await count('SELECT count(*) AS n FROM ads')).toBe(20);
  }, 60_000);

  it('applies every other event of a failing batch exactly once, each with its checkpoint, and only the poisoned one is parked', async () => {
    const control = { cured: false };
    const probe = poisonableProbe(control);
    await applyReadModelMigrations(kit.db.client, probe.migrations);
    const event = (poison = false) => ({ id: randomUUID(), type: 'Probed', data: { poison } });
    await kit.store.appendToStream('probe-a', [event(), event()]);
    const bad = (await kit.store.appendToStream('probe-b', [event(true)])).position;
    await kit.store.appendToStream('probe-c', [event(), event()]);
    const laterOfB = (await kit.store.appendToStream('probe-b', [event()])).position;
    await kit.store.appendToStream('other', [{ id: randomUUID(), type: 'Unrelated', data: {} }]);
    const head = await lastPosition();
    const runner = newRunner({ sql: kit.db.client, eventStore: kit.store, projectors: [probe], logger: recordingLogger(), retry: fast });
    await runner.start();
    expect(await runner.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
    const probed = (await kit.store.readAll()).filter((e) => e.type === 'Probed').map((e) => e.position);
    const rows = async () =>
      (await kit.db.client.query<{ position: number }>('SELECT position FROM probe ORDER BY position')).rows.map((r) => Number(r.position));
    expect(await rows()).toEqual(probed.filter((p) => p !== bad && p !== laterOfB));
    expect(await checkpointOf('probe')).toBe(head);

    control.cured = true;
    expect(await runner.retryParked('probe')).toEqual({ applied: 2, parked: 0 });
    await runner.stop();
    expect(await rows()).toEqual(probed);
  }, 60_000);

  it('a transient failure (deadlock, lost connection, unreachable index) never parks: the lane backs off until it applies', async () => {
    const probe = poisonableProbe();
    await applyReadModelMigrations(kit.db.client, probe.migrations);
    const transient = [
      Object.assign(new Error('deadlock detected'), { code: '40P01' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('Request to http://meili:7700/indexes failed'), { name: 'MeilisearchRequestError' }),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    ];
    let failures = 0;
    const flaky: Projector = {
      ...probe,
      async apply(events, tx) {
        await probe.apply(events, tx);
        if (failures < transient.length) throw transient[failures++]!;
      },
    };
    const event = () => ({ id: randomUUID(), type: 'Probed', data: {} });
    await kit.store.appendToStream('probe-a', [event(), event()]);
    const head = (await kit.store.appendToStream('probe-b', [event()])).position;
    const runner = newRunner({ sql: kit.db.client, eventStore: kit.store, projectors: [flaky], logger: recordingLogger(), retry: fast });
    await runner.start();
    expect(await runner.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
    await runner.stop();
    expect(failures).toBe(transient.length);
    expect(await runner.parkedEvents('probe')).toEqual([]);
    const probed = (await kit.store.readAll()).filter((e) => e.type === 'Probed').map((e) => e.position);
    const rows = (await kit.db.client.query<{ position: number }>('SELECT position FROM probe ORDER BY position')).rows.map((r) =>
      Number(r.position),
    );
    expect(rows).toEqual(probed);
  }, 60_000);

  it('a re-run of parked ads reaches search (dependsOn ads): the released ad is indexed', async () => {
    const control = { fixed: false };
    const projectors = createProjectors().map((p) => (p.name === 'ads' ? switchableAdsProjector(control) : p));
    const runner = newRunner({ sql: kit.db.client, eventStore: kit.store, projectors, logger: recordingLogger(), retry: fast });
    await runner.start();
    const poison = await appendPoisonedAd();
    await appendApproval(poison.adId);
    await appendFakeEvents(kit.store, fakeAdHistory({ ads: 5, approvedShare: 1, rejectedShare: 0, seed: 6 }).events);
    // The last event's own position: on Postgres, headPosition() is the gap-safe head, which may lag it.
    const head = await lastPosition();
    expect(await runner.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
    expect(await count('SELECT count(*) AS n FROM search_ads')).toBe(5);
    expect(runner.stats().search?.position).toBe(head);

    control.fixed = true;
    expect(await runner.retryParked('ads', poison.streamId)).toEqual({ applied: 2, parked: 0 });
    expect(await count('SELECT count(*) AS n FROM search_ads WHERE id = $1', [poison.adId])).toBe(1);
    expect(await count('SELECT count(*) AS n FROM search_ads')).toBe(6);
    expect(await runner.parkedEvents('search')).toEqual([]);
    // Search's checkpoint was not moved by the replay, and the lanes run again.
    expect(await checkpointOf('search')).toBe(head);
    const next =
      (await appendFakeEvents(kit.store, fakeAdHistory({ ads: 1, approvedShare: 1, rejectedShare: 0, seed: 8 }).events),
      await lastPosition());
    expect(await runner.waitForPosition(next, { timeoutMs: 10_000 })).toBe(true);
    await runner.stop();
    expect(await count('SELECT count(*) AS n FROM search_ads')).toBe(7);
  }, 60_000);

  it('reloads its parked set when its checkpoint was moved elsewhere (a rebuild from another process)', async () => {
    const control = { fixed: false };
    const runner = newRunner({
      sql: kit.db.client,
      eventStore: kit.store,
      projectors: [switchableAdsProjector(control)],
      logger: recordingLogger(),
      retry: fast,
    });
    await runner.start();
    const poison = await appendPoisonedAd();
    expect(await runner.waitForPosition(poison.position, { timeoutMs: 10_000 })).toBe(true);
    expect(runner.stats().ads?.parkedStreams).toBe(1);

    // The fix is deployed and the CLI rebuilds ads in another process: parked events cleared, checkpoint to -1.
    control.fixed = true;
    await newRunner({
      sql: kit.db.client,
      eventStore: kit.store,
      projectors: [switchableAdsProjector(control)],
      logger: recordingLogger(),
    }).rebuild('ads');
    await appendApproval(poison.adId);
    await appendFakeEvents(kit.store, fakeAdHistory({ ads: 2, seed: 9 }).events);
    const head = await lastPosition();
    for (let i = 0; i < 200 && (await checkpointOf('ads')) < head; i++) await new Promise((r) => setTimeout(r, 50));
    await runner.stop();
    expect(await checkpointOf('ads')).toBe(head);
    expect(await runner.parkedEvents('ads')).toEqual([]);
    expect(await count("SELECT count(*) AS n FROM ads WHERE id = $1 AND status = 'approved'", [poison.adId])).toBe(1);
    expect(runner.stats().ads).toMatchObject({ parked: 0, parkedStreams: 0 });
  }, 60_000);

  /** The probe, but a re-run of stream probe-b waits for `gate.open` once `gate.held`, telling `gate.entered`. */
  function gatedProbe(control: { cured: boolean }, mode: Projector['mode']) {
    const probe = { ...poisonableProbe(control), mode };
    let open!: () => void;
    let entered!: () => void;
    const gate = {
      held: false,
      opened: new Promise<void>((r) => (open = r)),
      entered: new Promise<void>((r) => (entered = r)),
      open: () => open(),
    };
    const projector: Projector = {
      ...probe,
      async apply(events, tx) {
        if (gate.held && events.some((e) => e.streamId === 'probe-b')) {
          entered();
          await gate.opened;
        }
        return probe.apply(events, tx);
      },
    };
    return { projector, gate };
  }

  async function parkProbeB(mode: Projector['mode'] = 'transactional') {
    const control = { cured: false };
    const { projector, gate } = gatedProbe(control, mode);
    await applyReadModelMigrations(kit.db.client, projector.migrations);
    const bad = (await kit.store.appendToStream('probe-b', [{ id: randomUUID(), type: 'Probed', data: { poison: true } }])).position;
    const first = newRunner({ sql: kit.db.client, eventStore: kit.store, projectors: [projector], logger: recordingLogger(), retry: fast });
    await first.start();
    expect(await first.waitForPosition(bad, { timeoutMs: 10_000 })).toBe(true);
    await first.stop();
    expect(await runnerParked(projector)).toBe(1);
    control.cured = true;
    gate.held = true;
    return { control, projector, gate };
  }
  const runnerParked = (p: Projector) => count('SELECT count(*) AS n FROM parked_events WHERE projector = $1', [p.name]);

  it('stop() waits for a running re-run, which then restarts no lane', async () => {
    const { projector, gate } = await parkProbeB();
    const runner = newRunner({
      sql: kit.db.client,
      eventStore: kit.store,
      projectors: [projector],
      logger: recordingLogger(),
      retry: fast,
    });
    await runner.start();
    const retry = runner.retryParked('probe');
    await gate.entered;
    let stopped = false;
    const stopping = runner.stop().then(() => void (stopped = true));
    await new Promise((r) => setTimeout(r, 150));
    expect(stopped).toBe(false);
    gate.open();
    expect(await retry).toEqual({ applied: 1, parked: 0 });
    await stopping;
    const before = await checkpointOf('probe');
    await kit.store.appendToStream('probe-x', [{ id: randomUUID(), type: 'Probed', data: {} }]);
    await new Promise((r) => setTimeout(r, 200));
    expect(await checkpointOf('probe')).toBe(before);
  }, 60_000);

  it('start() during a re-run leaves the lane to it; the re-run starts it when done', async () => {
    // Idempotent: the re-run waits outside a transaction, so PGlite's one connection stays free meanwhile.
    const { projector, gate } = await parkProbeB('idempotent');
    const runner = newRunner({
      sql: kit.db.client,
      eventStore: kit.store,
      projectors: [projector],
      logger: recordingLogger(),
      retry: fast,
    });
    const retry = runner.retryParked('probe');
    await gate.entered;
    await runner.start();
    const before = await checkpointOf('probe');
    const next = (await kit.store.appendToStream('probe-x', [{ id: randomUUID(), type: 'Probed', data: {} }])).position;
    await new Promise((r) => setTimeout(r, 200));
    expect(await checkpointOf('probe')).toBe(before);
    gate.open();
    expect(await retry).toEqual({ applied: 1, parked: 0 });
    expect(await runner.waitForPosition(next, { timeoutMs: 10_000 })).toBe(true);
    await runner.stop();
    expect(await checkpointOf('probe')).toBe(next);
  }, 60_000);
});
