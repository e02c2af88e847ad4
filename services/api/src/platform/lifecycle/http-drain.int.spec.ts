import type { AddressInfo } from 'node:net';
import { faultySql } from '#api/testing/faulty-sql';
import { HttpSession } from '#api/testing/server-process';
import { startTestApp } from '#api/testing/test-app';
import { HttpDrain } from './http-drain';

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
});
