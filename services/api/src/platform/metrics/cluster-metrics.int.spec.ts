import { request } from 'node:http';
import { serverStorage, startServerProcess, type ServerProcess } from '#api/testing/server-process';

jest.setTimeout(120_000);

/** One request over a connection of its own: node:cluster hands each new connection to the next worker. */
const get = (url: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    request(url, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });

const healthzCount = (text: string) =>
  Number(/^anonse_http_requests_total\{[^}]*family="ops"[^}]*method="GET"[^}]*status="2xx"[^}]*\} (\d+)$/m.exec(text)?.[1] ?? NaN);

// Several HTTP processes need a Postgres server (PGlite lives inside one process).
(process.env.DATABASE_URL ? describe : describe.skip)(
  `/metrics of a node with several HTTP workers${process.env.DATABASE_URL ? '' : ' (skipped: needs DATABASE_URL)'}`,
  () => {
    let storage: Awaited<ReturnType<typeof serverStorage>>;
    let server: ServerProcess | undefined;
    beforeAll(async () => {
      storage = await serverStorage();
    });
    afterAll(async () => {
      server?.kill('SIGKILL');
      await server?.exited;
      await storage?.remove();
    });

    it('counts the requests of every worker in every scrape, whichever worker answers it', async () => {
      server = await startServerProcess({ ...storage.env, WEB_CONCURRENCY: '2', SECRET_KEY: 'k'.repeat(40) });
      for (let i = 0; i < 30; i++) expect((await get(`${server.url}/healthz`)).status).toBe(200);
      let last = 0;
      for (let i = 0; i < 6; i++) {
        const scrape = await get(`${server.url}/metrics`);
        expect(scrape.status).toBe(200);
        const count = healthzCount(scrape.body);
        // A worker's own count would be about half, and jump between scrapes.
        expect(count).toBeGreaterThanOrEqual(30);
        expect(count).toBeGreaterThanOrEqual(last);
        last = count;
        expect(scrape.body).toMatch(/^anonse_projection_lag_events\{projector="ads"\} \d+$/m);
      }
      server.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    });
  },
);
