import { io as connect, type Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import { faultySql } from '#api/testing/faulty-sql';
import { recordingLogger } from '#api/testing/recording-logger';
import { startTestApp } from '#api/testing/test-app';

/**
 * A shutdown closes the database last, after everything that reads or writes it outside a request has finished: the
 * page cache's poll of the content version, a health probe that gave up waiting while its query kept running, the
 * "last seen" write of every socket the shutdown disconnects. Left in flight, each met a closed pool ("Cannot use a
 * pool after calling end on the pool") and logged it.
 */
describe('closing the app while reads are in flight', () => {
  it('waits for them, sends nothing to the closed database and logs no error', async () => {
    const log = recordingLogger();
    let faulty!: ReturnType<typeof faultySql>;
    const t = await startTestApp(
      { DATABASE_TIMEOUT_MS: '300', PAGE_CACHE_POLL_MS: '50' },
      {
        logger: log.logger,
        wrapSql: (sql) => (faulty = faultySql(sql)).client,
      },
    );
    const sockets: Socket[] = [];
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.getHttpServer().address() as AddressInfo).port;
      const user = await t.user();
      const cookie = [...user.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const socket = connect(`http://127.0.0.1:${port}`, {
        transports: ['websocket'],
        extraHeaders: { cookie, origin: `http://127.0.0.1:${port}` },
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });

      // The database stops answering the reads and writes that happen outside requests (the projections go on).
      faulty.set('hang', /^SELECT 1$|content_version WHERE|presence_last_seen/);
      const probe = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(probe.statusCode).toBe(503);
      const before = log.lines.length;

      // It answers again while the app closes: whatever was waiting on it runs then, and must be done before it closes.
      const answering = setTimeout(() => faulty.set('none'), 300);
      await t.app.close();
      await t.infra.close();
      clearTimeout(answering);
      await faulty.client.close();
      faulty.set('none');
      // Time for anything still in flight to reach the closed database.
      await new Promise((resolve) => setTimeout(resolve, 500));

      expect(faulty.late).toEqual([]);
      expect(log.lines.slice(before).filter((l) => l.level >= 40)).toEqual([]);
    } finally {
      for (const s of sockets) s.disconnect();
      await t.db.close();
    }
  }, 60_000);
});
