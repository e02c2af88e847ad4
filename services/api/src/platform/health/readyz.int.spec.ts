import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestDatabase, type TestDatabase } from '@anonse/eventstore';
import { faultySql } from '#api/testing/faulty-sql';
import { useTestApp } from '#api/testing/test-app';
import { loadConfig } from '../config/config';
import { createApp } from '#api/create-app';
import { openInfrastructure, type Infrastructure } from '../infra/infrastructure';
import { createLogger } from '../infra/logger';

const TIMEOUT_MS = 400;

describe('/readyz while the database is down', () => {
  let db: TestDatabase;
  let faulty: ReturnType<typeof faultySql>;
  let infra: Infrastructure;
  let app: NestFastifyApplication;
  beforeAll(async () => {
    db = await createTestDatabase();
    faulty = faultySql(db.client);
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
    expect(hanging).toMatchObject({
      status: 503,
      body: {
        status: 'unavailable',
        checks: {
          'event-store': { status: 'down', required: true, reason: 'timeout' },
          'read-db': { status: 'down', required: true, reason: 'timeout' },
          search: { status: 'down', required: true, reason: 'timeout' },
        },
      },
    });
    expect(hanging.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(hanging.ms).toBeLessThan(TIMEOUT_MS + 1000);
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('anonse_database_up 0\n');

    faulty.set('refuse');
    expect(await readyz()).toMatchObject({
      status: 503,
      body: { status: 'unavailable', checks: { 'read-db': { status: 'down', reason: 'error' } } },
    });

    faulty.set('none');
    expect(await readyz()).toMatchObject({
      status: 200,
      body: { status: 'ready', checks: { 'event-store': { status: 'up' }, 'read-db': { status: 'up' }, search: { status: 'up' } } },
    });
    expect((await app.inject({ method: 'GET', url: '/metrics' })).body).toContain('anonse_database_up 1\n');
  });
});

describe('/readyz with REDIS_URL set and Redis away', () => {
  // Nothing listens on port 1: every PING fails at once.
  const t = useTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });

  it('names Redis as down but stays ready (degraded): every node limits on its own meanwhile', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'degraded',
      checks: {
        redis: { status: 'down', required: false, reason: 'error' },
        'event-store': { status: 'up', required: true },
        'read-db': { status: 'up', required: true },
        search: { status: 'up', required: true },
      },
    });
  });
});
