import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PERSONAL_DATA_POLICY } from '@anonse/contracts';
import { createEventStore, createPgClient, type SqlClient } from '@anonse/eventstore';
import { appendFakeEvents, fakeAdHistory, READ_MODEL_TABLES } from '@anonse/projections';
import { findRepoRoot } from '#api/platform/config/config';
import { startPrivatePostgres, type PrivatePostgres } from '#api/testing/private-services';
import { HttpSession, startBuiltProcess, startServerProcess, type ServerProcess } from '#api/testing/server-process';

jest.setTimeout(400_000);

const KILLS = 20;
const WRITERS = 4;

/**
 * Read models the drill holds still while a chunk of the log arrives: their projectors' batches (the checkpoint
 * already advanced in the batch's transaction, runner's commit()) wait on the lock, in flight, when the worker is
 * killed. Reads go on meanwhile (SHARE ROW EXCLUSIVE blocks writers only).
 */
const HELD = ['ads', 'accounts', 'saved_searches'];
/** The worker's sessions inside a transaction, waiting on a lock: its batches in flight. */
const BATCHES_IN_FLIGHT = `SELECT count(*)::int AS n FROM pg_stat_activity
  WHERE application_name = 'anonse-projections' AND xact_start IS NOT NULL AND wait_event_type = 'Lock'`;

/**
 * Rows a read-model table holds that no event made: the photo worker's own sweep job (it schedules one, and makes
 * it again within SWEEP_INTERVAL_MS when a rebuild of media has emptied the table).
 */
const NOT_FROM_THE_LOG: Record<string, string> = { media_jobs: "WHERE kind <> 'sweep'" };

/**
 * The drill of docs/operations.md "Projections worker killed": the built API (PROCESS_ROLE=api) takes writes while
 * the built projections worker (PROCESS_ROLE=projections) applies them, in a Postgres of the drill's own. The worker
 * is killed with SIGKILL in the middle of a batch 20 times and started again each time; afterwards every read model
 * has the same rows (checksums) as a rebuild of all of them from the start of the log by the projections CLI.
 */
describe('drill: the projections worker killed mid-batch (the built processes)', () => {
  let pg: PrivatePostgres;
  let db: SqlClient;
  let holder: SqlClient;
  let dataDir: string;
  let api: ServerProcess | undefined;
  let worker: ServerProcess | undefined;
  const sessions: HttpSession[] = [];

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    db = createPgClient(pg.url, { max: 4 });
    holder = createPgClient(pg.url, { max: 1 });
    dataDir = mkdtempSync(join(tmpdir(), 'anonse-drill-'));
  });
  afterAll(async () => {
    for (const s of sessions) s.close();
    for (const p of [worker, api])
      if (p) {
        p.kill('SIGKILL');
        await p.exited;
      }
    await db?.close();
    await holder?.close();
    pg?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const env = () => ({ DATABASE_URL: pg.url, DATA_DIR: dataDir, WEB_CONCURRENCY: '1', SECRET_KEY: 'k'.repeat(40) });
  // The worker's own entry point, as `npm run start:projections` runs it.
  const startWorker = () => startBuiltProcess(env(), /^projections worker running/, 'projections-main');

  /** Every read model's row count and a digest of its rows (in a stable order). */
  const checksums = async () => {
    const out: Record<string, string> = {};
    for (const table of READ_MODEL_TABLES) {
      const { rows } = await db.query<{ n: number; sum: string }>(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(to_jsonb(t)::text, E'\\n' ORDER BY to_jsonb(t)::text), '')) AS sum
         FROM ${table} t ${NOT_FROM_THE_LOG[table] ?? ''}`,
      );
      out[table] = `${rows[0]!.n} rows ${rows[0]!.sum}`;
    }
    return out;
  };

  const register = async (session: HttpSession, login: string) =>
    session.send('POST', '/api/register', {
      login,
      email: `${login}@example.com`,
      password: 'Kawa-z-mlekiem-o-7',
      password_confirmation: 'Kawa-z-mlekiem-o-7',
      terms: true,
    });

  it('leaves every read model equal to a rebuild from zero after 20 kills in the middle of a batch', async () => {
    api = await startServerProcess({ ...env(), PROCESS_ROLE: 'api', REGISTRATIONS_PER_IP_PER_HOUR: '10000' });
    worker = await startWorker();
    const writers: HttpSession[] = [];
    for (let i = 0; i < WRITERS; i++) {
      const session = new HttpSession(api.url);
      sessions.push(session);
      expect(await register(session, `killdrill${i}`)).toMatchObject({ kind: 'answered', status: 201 });
      writers.push(session);
    }

    // The write load: saved searches made, renamed and some deleted, and new people registering (accounts, mail,
    // audit, dashboard…), without pause until the kills are done.
    let stop = false;
    const failures: unknown[] = [];
    const kept = new Map<HttpSession, Set<string>>(writers.map((w) => [w, new Set()]));
    const load = [
      ...writers.map(async (session, w) => {
        for (let n = 0; !stop; n++) {
          const made = await session.send('POST', '/api/user/saved-searches', { name: `s${w}.${n}`, query: 'city=krakow', digest: false });
          if (made.kind !== 'answered' || made.status !== 201) return void failures.push(made);
          const { id } = JSON.parse(made.body) as { id: string };
          const renamed = await session.send('PATCH', `/api/user/saved-searches/${id}`, {
            name: `s${w}.${n} renamed`,
            digest: n % 2 === 0,
          });
          if (renamed.kind !== 'answered' || renamed.status !== 200) return void failures.push(renamed);
          // A few are kept (a person may keep 20), the others deleted again.
          if (n % 4 === 0 && kept.get(session)!.size < 10) kept.get(session)!.add(id);
          else {
            const deleted = await session.send('DELETE', `/api/user/saved-searches/${id}`);
            if (deleted.kind !== 'answered' || deleted.status !== 204) return void failures.push(deleted);
          }
        }
      }),
      (async () => {
        for (let n = 0; !stop; n++) {
          const session = new HttpSession(api!.url);
          const answer = await register(session, `killdrillnew${n}`);
          session.close();
          if (answer.kind !== 'answered' || answer.status !== 201) return void failures.push(answer);
        }
      })(),
    ];

    // Besides the people, a log of ads arriving in bulk (as an import would, or the traffic of many nodes): a chunk
    // per kill, so that batches of some size are cut.
    const store = await createEventStore({ sql: db, personalData: PERSONAL_DATA_POLICY });
    const bulk = fakeAdHistory({ seed: 27, ads: 30 * KILLS, owners: 40, window: 30 }).events;
    const chunk = Math.ceil(bulk.length / KILLS);
    const cut: number[] = [];
    for (let kill = 0; kill < KILLS && !failures.length; kill++) {
      await holder.transaction(async (tx) => {
        await tx.query(`LOCK TABLE ${HELD.join(', ')} IN SHARE ROW EXCLUSIVE MODE`);
        await appendFakeEvents(store, bulk.slice(kill * chunk, (kill + 1) * chunk), 16);
        let inFlight = 0;
        for (const until = Date.now() + 20_000; !inFlight && Date.now() < until; await new Promise((r) => setTimeout(r, 5)))
          inFlight = (await db.query<{ n: number }>(BATCHES_IN_FLIGHT)).rows[0]!.n;
        cut.push(inFlight);
        worker!.kill('SIGKILL');
        await worker!.exited;
      });
      worker = await startWorker();
    }
    await store.close();
    stop = true;
    await Promise.all(load);
    expect(failures).toEqual([]);
    // Each kill cut at least one batch in flight.
    expect(cut.filter((n) => n > 0)).toHaveLength(KILLS);

    // The last worker catches up to the head of the log; nothing was parked along the way.
    for (let caught = false; !caught;) {
      const { rows } = await db.query<{ behind: boolean }>(
        'SELECT (SELECT min(position) FROM checkpoints) < (SELECT max(global_position) FROM events) AS behind',
      );
      caught = !rows[0]!.behind;
      if (!caught) await new Promise((r) => setTimeout(r, 50));
    }
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM parked_events')).rows[0]!.n).toBe(0);
    // Every saved search acknowledged and not deleted is listed to its owner.
    for (const [session, ids] of kept) {
      const listed = await session.send('GET', '/api/user/saved-searches');
      const items = (JSON.parse((listed as { body: string }).body) as { items: { id: string }[] }).items.map((i) => i.id);
      expect(items.sort()).toEqual([...ids].sort());
    }
    for (const session of sessions) session.close();
    // Both stop, so that nothing writes while the read models are compared (how they stop is not this drill's).
    for (const p of [worker, api]) {
      p.kill('SIGKILL');
      await p.exited;
    }
    worker = api = undefined;

    const survived = await checksums();
    expect(Number(survived.accounts!.split(' ')[0])).toBeGreaterThan(WRITERS);
    // A rebuild of every projector from position 0, by the operator's CLI (projections/src/cli.ts).
    const rebuild = spawn(process.execPath, [join(findRepoRoot(), 'projections/dist/cli.js'), 'rebuild', 'all'], {
      env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: pg.url, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    rebuild.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    rebuild.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    const code = await new Promise<number | null>((resolve) => rebuild.once('exit', resolve));
    expect({ code, output }).toEqual({ code: 0, output: expect.stringMatching(/rebuilt all up to position \d+/) });
    expect(await checksums()).toEqual(survived);
  });
});
