import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestDatabase, type SqlClient, type SqlExecutor, type TestDatabase } from '@anonse/eventstore';
import { loadConfig } from '../config/config';
import { createApp } from '#api/create-app';
import { openInfrastructure, type Infrastructure } from '../infra/infrastructure';
import { createLogger } from '../infra/logger';

/**
 * A fault injector around the real client: while `hang`, every query waits (a server that stopped answering)
 * and runs once the fault is lifted; while `refuse`, every query fails (a server that is gone).
 */
function faultyClient(real: SqlClient) {
  let fault: 'none' | 'hang' | 'refuse' = 'none';
  let lifted: () => void = () => undefined;
  let gate = Promise.resolve();
  const guard = async () => {
    if (fault === 'refuse') throw new Error('connect ECONNREFUSED (injected)');
    if (fault === 'hang') await gate;
  };
  const executor = (db: SqlExecutor): SqlExecutor => ({
    async query(sql, params) {
      await guard();
      return db.query(sql, params);
    },
  });
  const client: SqlClient = {
    kind: real.kind,
    ...executor(real),
    async transaction(fn) {
      await guard();
      return real.transaction((tx) => fn(executor(tx)));
    },
    listen: (channel, onNotify) => real.listen(channel, onNotify),
    close: async () => undefined,
  };
  return {
    client,
    set(next: 'none' | 'hang' | 'refuse') {
      if (next === 'hang' && fault !== 'hang') gate = new Promise<void>((resolve) => (lifted = resolve));
      if (next !== 'hang') lifted();
      fault = next;
    },
  };
}

const TIMEOUT_MS = 400;

describe('/readyz while the database is down', () => {
  let db: TestDatabase;
  let faulty: ReturnType<typeof faultyClient>;
  let infra: Infrastructure;
  let app: NestFastifyApplication;
  beforeAll(async () => {
    db = await createTestDatabase();
    faulty = faultyClient(db.client);
    const config = loadConfig({
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      WEB_PUBLIC_BUILD: '/nonexistent/web-public',
      WEB_ADMIN_BUILD: '/nonexistent/web-admin',
      SECRET_KEY: randomUUID() + randomUUID(),
      DATABASE_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    infra = await openInfrastructure({ config, logger: createLogger({ logLevel: 'silent' }), runProjections: true, sql: faulty.client });
    app = await createApp({ ...infra, rateLimitKeyPrefix: `anonse-test:${randomUUID()}:rl:` }, { web: false });
  }, 60_000);
  afterAll(async () => {
    faulty?.set('none');
    await app?.close();
    await infra?.close();
    await db?.close();
  }, 30_000);

  const readyz = async () => {
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    return { status: res.statusCode, body: res.json<{ status: string }>(), ms: Date.now() - started };
  };

  it('answers 503 within the database timeout while the database hangs or refuses, and 200 again by itself', async () => {
    expect(await readyz()).toMatchObject({ status: 200, body: { status: 'ready' } });

    faulty.set('hang');
    const hanging = await readyz();
    expect(hanging).toMatchObject({ status: 503, body: { status: 'database-unavailable' } });
    expect(hanging.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(hanging.ms).toBeLessThan(TIMEOUT_MS + 1000);
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('anonse_database_up 0\n');

    faulty.set('refuse');
    expect(await readyz()).toMatchObject({ status: 503, body: { status: 'database-unavailable' } });

    faulty.set('none');
    expect(await readyz()).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect((await app.inject({ method: 'GET', url: '/metrics' })).body).toContain('anonse_database_up 1\n');
  });
});
