import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPrivatePostgres, type PrivatePostgres } from '#api/testing/private-services';
import { HttpSession, startServerProcess, type Outcome, type ServerProcess } from '#api/testing/server-process';

jest.setTimeout(120_000);

const USERS = 4;
/** Answers each person must get while the database is away before it comes back: the outage is seen, not guessed. */
const REFUSED_EACH = 2;
/** Acknowledged saves each person must get after the restart: recovery is proven by writes, not by waiting. */
const AFTER_EACH = 2;

/**
 * The drill of docs/operations.md "Postgres restarted": the built server writes into a Postgres of its own, which is
 * stopped and started again under write load. Meanwhile every answer is 503 with Retry-After (never a 500 and never
 * a broken connection), the server comes back by itself, and every write it acknowledged is there afterwards.
 */
describe('drill: Postgres restarted under write load (the built server)', () => {
  let pg: PrivatePostgres;
  let server: ServerProcess;
  let dataDir: string;
  const sessions: HttpSession[] = [];
  beforeAll(async () => {
    pg = await startPrivatePostgres();
    dataDir = mkdtempSync(join(tmpdir(), 'anonse-drill-'));
  });
  afterAll(async () => {
    for (const s of sessions) s.close();
    if (server) {
      server.kill('SIGKILL');
      await server.exited;
    }
    pg?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while it is down, recovers by itself and loses no acknowledged write', async () => {
    server = await startServerProcess({
      DATABASE_URL: pg.url,
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: '1',
      REGISTRATIONS_PER_IP_PER_HOUR: '1000',
      SECRET_KEY: 'k'.repeat(40),
    });
    // The first versions of the static pages are written after it listens; a start-up cut short is another story.
    await server.logged(/^first versions of the static pages written/);
    const users: HttpSession[] = [];
    // One after another: registrations hash passwords (argon2id), which is not what this drill loads.
    for (let i = 0; i < USERS; i++) {
      const session = new HttpSession(server.url);
      sessions.push(session);
      const password = 'Kawa-z-mlekiem-o-7';
      const res = await session.send('POST', '/api/register', {
        login: `pgdrill${i}`,
        email: `pgdrill${i}@example.com`,
        password,
        password_confirmation: password,
        terms: true,
      });
      expect(res).toMatchObject({ kind: 'answered', status: 201 });
      users.push(session);
    }

    type Phase = 'before' | 'down' | 'after';
    let phase: Phase = 'before';
    const acknowledged = new Map<HttpSession, string[]>(users.map((u) => [u, []]));
    const unexpected: { phase: Phase; outcome: Outcome }[] = [];
    const refusals: Outcome[] = [];
    const refusedBy = new Map<HttpSession, number>();
    const ackedAfter = new Map<HttpSession, number>();
    let allRefused: () => void = () => undefined;
    const everyoneRefused = new Promise<void>((resolve) => (allRefused = resolve));
    let allRecovered: () => void = () => undefined;
    const everyoneRecovered = new Promise<void>((resolve) => (allRecovered = resolve));
    let enoughBefore: () => void = () => undefined;
    const loadRunning = new Promise<void>((resolve) => (enoughBefore = resolve));

    const load = users.map(async (user, u) => {
      for (let n = 0; ; n++) {
        if (phase === 'after' && (ackedAfter.get(user) ?? 0) >= AFTER_EACH) return;
        const outcome = await user.send('POST', '/api/user/saved-searches', {
          name: `search ${u}.${n}`,
          query: 'city=krakow',
          digest: false,
        });
        const seenIn = phase;
        if (outcome.kind === 'answered' && outcome.status === 201) {
          acknowledged.get(user)!.push((JSON.parse(outcome.body) as { id: string }).id);
          if ([...acknowledged.values()].flat().length >= USERS * 2) enoughBefore();
          if (seenIn === 'after') {
            ackedAfter.set(user, (ackedAfter.get(user) ?? 0) + 1);
            if (users.every((x) => (ackedAfter.get(x) ?? 0) >= AFTER_EACH)) allRecovered();
          }
          continue;
        }
        if (outcome.kind === 'answered' && outcome.status === 503 && seenIn !== 'before') {
          refusals.push(outcome);
          refusedBy.set(user, (refusedBy.get(user) ?? 0) + 1);
          if (users.every((x) => (refusedBy.get(x) ?? 0) >= REFUSED_EACH)) allRefused();
          // What a client told Retry-After does; the drill need not wait the full seconds to prove it was told.
          await new Promise((resolve) => setImmediate(resolve));
          continue;
        }
        unexpected.push({ phase: seenIn, outcome });
        if (unexpected.length > 20) return;
      }
    });

    await loadRunning;
    phase = 'down';
    pg.stop();
    await Promise.race([everyoneRefused, Promise.all(load)]);
    expect(unexpected).toEqual([]);
    const readyWhileDown = await fetch(`${server.url}/readyz`);
    expect(readyWhileDown.status).toBe(503);

    pg.start();
    phase = 'after';
    await Promise.race([everyoneRecovered, Promise.all(load)]);
    await Promise.all(load);

    expect(unexpected).toEqual([]);
    expect(refusals.length).toBeGreaterThanOrEqual(USERS * REFUSED_EACH);
    for (const r of refusals) {
      const answered = r as Extract<Outcome, { kind: 'answered' }>;
      expect(Number(answered.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(answered.body)).toMatchObject({ message: expect.any(String) });
    }
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    // Everything acknowledged, before, during and after the outage, is there: read back through the API.
    for (const [user, ids] of acknowledged) {
      const listed = await user.send('GET', '/api/user/saved-searches');
      expect(listed).toMatchObject({ kind: 'answered', status: 200 });
      const items = (JSON.parse((listed as { body: string }).body) as { items: { id: string }[] }).items.map((i) => i.id);
      expect(items).toEqual(expect.arrayContaining(ids));
    }
    // No request was taken for a bug: each refusal is a warning naming the database.
    expect(server.logs.filter((l) => l.msg === 'unhandled error')).toEqual([]);
    expect(server.logs.filter((l) => l.msg === 'database unavailable: answered 503').length).toBeGreaterThan(0);
  });
});
