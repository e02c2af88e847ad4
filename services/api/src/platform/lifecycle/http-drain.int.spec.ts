import type { AddressInfo } from 'node:net';
import { faultySql } from '#api/testing/faulty-sql';
import { HttpSession } from '#api/testing/server-process';
import { startTestApp } from '#api/testing/test-app';
import { CONNECTION_IDLE_GRACE_MS, HttpDrain } from './http-drain';

describe('the HTTP drain of a shutdown', () => {
  it('stops waiting for a request that does not finish at its budget, cuts it and says so', async () => {
    let faulty!: ReturnType<typeof faultySql>;
    const t = await startTestApp({}, { wrapSql: (sql) => (faulty = faultySql(sql)).client });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
      const user = await t.user();
      const client = new HttpSession(base);
      for (const [k, v] of user.cookies) client.cookies.set(k, v);
      faulty.set('hang', /saved_searches/);
      const stuck = client.send('GET', '/api/user/saved-searches');
      await new Promise((resolve) => setTimeout(resolve, 200));

      const started = Date.now();
      const { cut } = await t.app.get(HttpDrain).drain([t.app.getHttpServer()], 300);
      expect(cut).toBe(1);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(await stuck).toMatchObject({ kind: 'reset' });
      client.close();
    } finally {
      faulty.set('none');
      await t.close();
    }
  }, 60_000);

  it('answers a client that reuses its idle kept-alive connection well after the drain began, telling it to close', async () => {
    const t = await startTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
      const client = new HttpSession(base);
      expect(await client.send('GET', '/healthz')).toMatchObject({ kind: 'answered', status: 200 });

      const started = Date.now();
      const drained = t.app.get(HttpDrain).drain([t.app.getHttpServer()], 5_000);
      // A client slowed down (a starved CPU, a GC pause) sends its next request on the connection it kept: a second
      // later, when a drain that closed idle connections after 300 ms of quiet had already closed it under the client.
      await new Promise((resolve) => setTimeout(resolve, CONNECTION_IDLE_GRACE_MS / 2));
      const late = await client.send('GET', '/healthz');
      expect(late).toMatchObject({ kind: 'answered', status: 200, headers: { connection: 'close' } });
      expect(await drained).toEqual({ cut: 0 });
      // The connection was closed by the client after that answer, not kept until the budget ran out.
      expect(Date.now() - started).toBeLessThan(4_000);
      client.close();
    } finally {
      await t.close();
    }
  }, 60_000);
});
