import type { AddressInfo } from 'node:net';
import { faultySql } from '#api/testing/faulty-sql';
import { HttpSession, type Outcome } from '#api/testing/server-process';
import { startTestApp, type TestApp } from '#api/testing/test-app';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const status = (o: Outcome) => (o.kind === 'answered' ? o.status : o.kind);

/**
 * Two requests in service at once (MAX_CONCURRENT_REQUESTS=2), both held by a database that stopped answering: an
 * anonymous page or API read waits its SHED_WAIT_MS and gets 503 with Retry-After, a signed-in person's write waits
 * its turn and is served once the database answers, health probes are not held up.
 */
describe('overload: a bounded queue that sheds anonymous reads first', () => {
  let t: TestApp;
  let faulty!: ReturnType<typeof faultySql>;
  let base = '';
  const sessions: HttpSession[] = [];
  beforeAll(async () => {
    t = await startTestApp({ MAX_CONCURRENT_REQUESTS: '2', SHED_WAIT_MS: '100' }, { wrapSql: (sql) => (faulty = faultySql(sql)).client });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    faulty?.set('none');
    for (const s of sessions) s.close();
    await t?.close();
  }, 30_000);
  const session = (cookies: Iterable<[string, string]> = []) => {
    const s = new HttpSession(base);
    for (const [k, v] of cookies) s.cookies.set(k, v);
    sessions.push(s);
    return s;
  };

  it('refuses anonymous reads with 503 and Retry-After while the slots are taken, and serves the signed-in write after', async () => {
    const user = await t.user();
    const signedIn = () => session(user.cookies);
    faulty.set('hang', /saved_searches/);
    const held = [signedIn().send('GET', '/api/user/saved-searches'), signedIn().send('GET', '/api/user/saved-searches')];
    await settle(200);

    const write = signedIn().send('POST', '/api/user/saved-searches', { name: 'Kraków', query: 'city=krakow', digest: false });
    const started = Date.now();
    const page = await session().send('GET', '/anonse/', undefined, { accept: 'text/html' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(page).toMatchObject({
      kind: 'answered',
      status: 503,
      headers: { 'retry-after': '2', 'content-type': expect.stringMatching(/^text\/html/) },
    });
    const api = await session().send('GET', '/api/anonse/search');
    expect(api).toMatchObject({ kind: 'answered', status: 503, headers: { 'retry-after': '2' } });
    expect(JSON.parse((api as { body: string }).body)).toMatchObject({ message: expect.any(String) });
    // A made-up session cookie buys no priority.
    const forged = await session([
      ['anonse_session', 'made-up'],
      ['XSRF-TOKEN', 'abc.def'],
    ]).send('GET', '/api/anonse/search');
    expect(status(forged)).toBe(503);
    // Probes are not queued.
    expect(status(await session().send('GET', '/healthz'))).toBe(200);

    faulty.set('none');
    expect((await Promise.all(held)).map(status)).toEqual([200, 200]);
    expect(status(await write)).toBe(201);

    const metrics = await t.client('127.0.0.1').get('/metrics');
    expect(metrics.body).toMatch(/^anonse_http_requests_shed_total\{family="page"\} [1-9]/m);
    expect(metrics.body).toMatch(/^anonse_http_requests_shed_total\{family="api\/anonse"\} [1-9]/m);
    // Free again: an anonymous read is served.
    expect(status(await session().send('GET', '/api/anonse/search'))).toBe(200);
  });

  it('refuses anonymous reads at once while the event loop runs late, and still serves a signed-in read', async () => {
    const lagging = await startTestApp({ SHED_LAG_MS: '100', MAX_CONCURRENT_REQUESTS: '0' });
    try {
      await lagging.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(lagging.app.getHttpServer().address() as AddressInfo).port}`;
      const user = await lagging.user();
      const visitor = new HttpSession(url);
      const member = new HttpSession(url);
      sessions.push(visitor, member);
      for (const [k, v] of user.cookies) member.cookies.set(k, v);
      // Starting and registering kept the loop busy: the visitor is served once it is punctual again.
      const servedOnceCalm = async () => {
        for (let i = 0; i < 50; i++) {
          const outcome = await visitor.send('GET', '/api/anonse/search');
          if (status(outcome) === 200) return 200;
          expect(outcome).toMatchObject({ kind: 'answered', status: 503 });
          await settle(100);
        }
        return 503;
      };
      expect(await servedOnceCalm()).toBe(200);

      // Both requests are on the wire; then this process (the server's too) spends 400 ms of CPU, as a render storm
      // would, so they are read late. CPU time, not wall time: only lateness the process caused counts, and on a
      // loaded machine 400 ms of wall time may hold little of it.
      const anonymous = visitor.send('GET', '/api/anonse/search');
      const signedIn = member.send('GET', '/api/user/saved-searches');
      await new Promise((resolve) => setImmediate(resolve));
      const spinFrom = process.cpuUsage();
      while (process.cpuUsage(spinFrom).user < 400_000);
      expect(await anonymous).toMatchObject({ kind: 'answered', status: 503, headers: { 'retry-after': '2' } });
      expect(status(await signedIn)).toBe(200);

      expect(await servedOnceCalm()).toBe(200);
    } finally {
      await lagging.close();
    }
  });
});

/**
 * One turn (MAX_CONCURRENT_REQUESTS=1) and the read side stopped, so every write waits its full read-your-writes time:
 * a signed-in write waiting for the read side lends its turn, so a second signed-in write behind a queue full of
 * anonymous pages is decided and stored while the first still waits, instead of after it.
 */
describe('overload: a write waiting for the read side lends its turn', () => {
  let t: TestApp;
  let base = '';
  const sessions: HttpSession[] = [];
  beforeAll(async () => {
    t = await startTestApp({ MAX_CONCURRENT_REQUESTS: '1', SHED_WAIT_MS: '5000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    for (const s of sessions) s.close();
    await t?.close();
  }, 30_000);
  const session = (cookies: Iterable<[string, string]> = []) => {
    const s = new HttpSession(base);
    for (const [k, v] of cookies) s.cookies.set(k, v);
    sessions.push(s);
    return s;
  };
  const savedSearchesStored = async () =>
    (await t.infra.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'SavedSearchCreated'`)).rows[0]!.n;

  it('stores a signed-in write queued behind anonymous pages while the first write still waits for the read side', async () => {
    const [first, second] = [session((await t.user()).cookies), session((await t.user()).cookies)];
    // Both have their XSRF cookie already: each POST below is one request.
    await t.projected();
    await t.infra.runner!.stop();
    try {
      let firstAnswered = false;
      const firstWrite = first.send('POST', '/api/user/saved-searches', { name: 'Kraków', query: 'city=krakow', digest: false });
      void firstWrite.then(() => (firstAnswered = true));
      await settle(100);
      // Anonymous pages fill the queue (four per turn wait, the rest are refused at once).
      const pages = Array.from({ length: 6 }, () => session().send('GET', '/anonse/', undefined, { accept: 'text/html' }));
      await settle(100);
      const secondWrite = second.send('POST', '/api/user/saved-searches', { name: 'Gdańsk', query: 'city=gdansk', digest: false });
      let storedWhileFirstWaited = false;
      while (!firstAnswered) {
        if ((await savedSearchesStored()) === 2) {
          storedWhileFirstWaited = !firstAnswered;
          break;
        }
        await settle(20);
      }
      expect(storedWhileFirstWaited).toBe(true);
      // Read-your-writes gave up (the read side is stopped), the writes are still answered.
      expect([status(await firstWrite), status(await secondWrite)]).toEqual([201, 201]);
      for (const page of await Promise.all(pages)) expect([200, 404, 503]).toContain(status(page));
    } finally {
      await t.infra.runner!.start();
    }
  });
});
