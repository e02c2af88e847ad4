import { io as connect, type Socket } from 'socket.io-client';
import { HttpSession, serverStorage, startServerProcess, type Outcome, type ServerProcess } from '#api/testing/server-process';

jest.setTimeout(240_000);

const USERS = 8;
/** Acknowledged saves before the signal, so that it lands in the middle of the load. */
const BEFORE_SIGNAL = 24;

/**
 * The built server under write load gets SIGTERM (what Docker and Kubernetes send): every write it acknowledged is
 * there after a restart, no request meets a broken connection (a client that got no answer was refused before
 * anything was sent), browsers' live channels are closed so that they reconnect, it exits 0 and logs no error.
 */
/** One process always; a cluster of two HTTP workers when a Postgres server is there (PGlite lives inside one process). */
const MODES = [
  { mode: 'one process', env: {} },
  ...(process.env.DATABASE_URL ? [{ mode: 'a cluster of two HTTP workers', env: { WEB_CONCURRENCY: '2' } }] : []),
];

describe.each(MODES)('SIGTERM under write load (the built server, $mode)', ({ env }) => {
  let storage: Awaited<ReturnType<typeof serverStorage>>;
  const servers: ServerProcess[] = [];
  const sessions: HttpSession[] = [];
  const sockets: Socket[] = [];
  beforeAll(async () => {
    storage = await serverStorage();
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const s of sessions) s.close();
    for (const server of servers) server.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    await storage?.remove();
  });

  const start = async () => {
    const server = await startServerProcess({
      ...storage.env,
      ...env,
      REGISTRATIONS_PER_IP_PER_HOUR: '1000',
      SECRET_KEY: 'k'.repeat(40),
    });
    servers.push(server);
    return server;
  };

  it('finishes what it accepted, loses no acknowledged write, resets no request, and exits 0 without an error', async () => {
    const server = await start();
    const users = await Promise.all(
      Array.from({ length: USERS }, async (_, i) => {
        const session = new HttpSession(server.url);
        sessions.push(session);
        const password = 'Kawa-z-mlekiem-o-7';
        const res = await session.send('POST', '/api/register', {
          login: `sigterm${i}`,
          email: `sigterm${i}@example.com`,
          password,
          password_confirmation: password,
          terms: true,
        });
        expect(res).toMatchObject({ kind: 'answered', status: 201 });
        return session;
      }),
    );

    const socket = connect(server.url, {
      transports: ['websocket'],
      extraHeaders: { cookie: users[0]!.cookieHeader(), origin: server.url },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const socketClosed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    // Each person saves searches one after another (their stream takes one write at a time), all of them at once.
    const acknowledged = new Map<HttpSession, string[]>();
    const outcomes: Outcome[] = [];
    let signalled = false;
    let enough: () => void = () => undefined;
    const enoughAcknowledged = new Promise<void>((resolve) => (enough = resolve));
    const load = users.map(async (user, u) => {
      acknowledged.set(user, []);
      for (let n = 0; n < 20; n++) {
        const outcome = await user.send('POST', '/api/user/saved-searches', {
          name: `search ${u}.${n}`,
          query: 'city=krakow',
          digest: false,
        });
        outcomes.push(outcome);
        if (outcome.kind === 'answered' && outcome.status === 201) {
          acknowledged.get(user)!.push((JSON.parse(outcome.body) as { id: string }).id);
          if ([...acknowledged.values()].flat().length >= BEFORE_SIGNAL) enough();
          continue;
        }
        // Refused once the server stopped listening: the load is over for this person.
        if (signalled) break;
        throw new Error(`a save failed before the signal: ${JSON.stringify(outcome)}`);
      }
    });
    await enoughAcknowledged;
    signalled = true;
    server.kill('SIGTERM');
    await Promise.all(load);
    const exit = await server.exited;

    expect(outcomes.filter((o) => o.kind === 'reset')).toEqual([]);
    // Every answer is either the write done or a refusal to take it; none is a half-done one.
    expect(outcomes.filter((o) => o.kind === 'answered' && o.status !== 201).map((o) => o.kind === 'answered' && o.status)).toEqual([]);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.logs.filter((l) => l.level >= 50)).toEqual([]);
    expect(server.stderr()).toBe('');
    expect(server.logs.map((l) => l.msg)).toContain('stopped');
    expect(await socketClosed).toBe('transport close');

    const total = [...acknowledged.values()].flat().length;
    expect(total).toBeGreaterThanOrEqual(BEFORE_SIGNAL);

    const again = await start();
    for (const [user, ids] of acknowledged) {
      const fresh = new HttpSession(again.url);
      sessions.push(fresh);
      for (const [k, v] of user.cookies) fresh.cookies.set(k, v);
      const listed = await fresh.send('GET', '/api/user/saved-searches');
      expect(listed).toMatchObject({ kind: 'answered', status: 200 });
      const items = (JSON.parse((listed as { body: string }).body) as { items: { id: string }[] }).items.map((i) => i.id);
      expect(items).toEqual(expect.arrayContaining(ids));
    }
    again.kill('SIGTERM');
    expect(await again.exited).toEqual({ code: 0, signal: null });
  });
});
