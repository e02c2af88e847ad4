import { io as connect } from 'socket.io-client';
import { startPrivateRedis, type PrivateRedis } from '#api/testing/private-services';
import { HttpSession, serverStorage, startServerProcess, type Outcome, type ServerProcess } from '#api/testing/server-process';

jest.setTimeout(120_000);

interface Readiness {
  checks: Record<string, { status: 'up' | 'down' }>;
}

/**
 * The drill of docs/operations.md "Redis down": the built server shares its rate limits and socket rooms through a
 * Redis of the test's own, which is killed. Logins are still limited (by this process, with a warning), a browser's
 * live channel still connects, the site stays ready, and when Redis returns the server uses it again by itself.
 */
describe('drill: Redis down (the built server)', () => {
  let storage: Awaited<ReturnType<typeof serverStorage>>;
  let redis: PrivateRedis;
  let server: ServerProcess | undefined;
  const sessions: HttpSession[] = [];
  beforeAll(async () => {
    storage = await serverStorage();
    redis = await startPrivateRedis();
  });
  afterAll(async () => {
    for (const s of sessions) s.close();
    if (server) {
      server.kill('SIGKILL');
      await server.exited;
    }
    await redis?.kill();
    await storage?.remove();
  });

  const readiness = async () => {
    const res = await fetch(`${server!.url}/readyz`);
    return { status: res.status, body: (await res.json()) as Readiness };
  };

  it('limits logins per process with a warning, keeps sockets working, and uses Redis again when it returns', async () => {
    server = await startServerProcess({
      ...storage.env,
      REDIS_URL: redis.url,
      REGISTRATIONS_PER_IP_PER_HOUR: '1000',
      SECRET_KEY: 'k'.repeat(40),
    });
    expect((await readiness()).body.checks.redis?.status).toBe('up');
    const person = new HttpSession(server.url);
    sessions.push(person);
    const password = 'Kawa-z-mlekiem-o-7';
    const registered = await person.send('POST', '/api/register', {
      login: 'redisdrill',
      email: 'redisdrill@example.com',
      password,
      password_confirmation: password,
      terms: true,
    });
    expect(registered).toMatchObject({ kind: 'answered', status: 201 });

    await redis.kill();

    // Someone guessing a password: 10 tries a minute per address and login (LOGIN_LIMITS), counted here now.
    const guesser = new HttpSession(server.url);
    sessions.push(guesser);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res: Outcome = await guesser.send('POST', '/api/login', { login: 'redisdrill', password: `wrong-guess-${i}` });
      expect(res.kind).toBe('answered');
      statuses.push((res as Extract<Outcome, { kind: 'answered' }>).status);
    }
    expect(statuses.slice(0, 10).filter((s) => s === 429 || s >= 500)).toEqual([]);
    expect(statuses[10]).toBe(429);
    await server.logged(/^Redis unavailable: login and registration limits are kept per node/);

    // The site stays ready (Redis only degrades it), and a browser's live channel still opens on this node.
    const down = await readiness();
    expect(down.status).toBe(200);
    expect(down.body.checks.redis?.status).toBe('down');
    const socket = connect(server.url, {
      transports: ['websocket'],
      extraHeaders: { cookie: person.cookieHeader(), origin: server.url },
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    } finally {
      socket.disconnect();
    }
    await redis.start();
    // ioredis reconnects in the background: polled, not slept.
    while ((await readiness()).body.checks.redis?.status !== 'up') await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.logs.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([]);
  });
});
