import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestDatabase, type TestDatabase } from '@anonse/eventstore';
import { createAdministrator } from '../accounts/create-administrator';
import { loadConfig } from '../config/config';
import { createApp } from '../create-app';
import { openInfrastructure, type Infrastructure } from '../infra/infrastructure';
import { createLogger } from '../infra/logger';

export interface TestApp {
  app: NestFastifyApplication;
  infra: Infrastructure;
  db: TestDatabase;
  client(): TestClient;
  /** A logged-in client of a new administrator (created through the CLI's command path). */
  admin(): Promise<TestClient>;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database (PGlite, or a schema on DATABASE_URL), projections in-process; with
 * REDIS_URL in the environment its rate limiters use Redis, under a key prefix of this app's own.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const redis = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
  const config = loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', WEB_PUBLIC_BUILD: '/nonexistent/web-public', WEB_ADMIN_BUILD: '/nonexistent/web-admin', ...redis, ...env });
  const logger = createLogger({ logLevel: (process.env.TEST_LOG_LEVEL as 'silent') ?? 'silent' });
  const infra = await openInfrastructure({ config, logger, runProjections: true, sql: db.client });
  const app = await createApp({ ...infra, rateLimitKeyPrefix: `anonse-test:${randomUUID()}:rl:` });
  let n = 0;
  return {
    app,
    infra,
    db,
    client: () => new TestClient(app),
    async admin() {
      const login = `admin${++n}${Date.now() % 100000}`;
      await createAdministrator(app, { login, password: 'admin-password-1' });
      const c = new TestClient(app);
      const res = await c.post('/api/login', { login, password: 'admin-password-1' });
      if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.body}`);
      return c;
    },
    async close() {
      await app.close();
      await infra.close();
      await db.close();
    },
  };
}

export interface Reply {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A browser in miniature: keeps cookies, fetches the CSRF cookie once and echoes it on unsafe calls. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: NestFastifyApplication) {}

  async csrf(): Promise<void> {
    await this.request('POST', '/sanctum/csrf-cookie', { csrf: false });
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request('GET', url, { headers });
  }

  post(url: string, json?: unknown, headers: Record<string, string> = {}) {
    return this.request('POST', url, { json, headers });
  }

  async request(
    method: string,
    url: string,
    options: { json?: unknown; payload?: string | Buffer; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<Reply> {
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (unsafe && options.csrf !== false && !this.cookies.has('XSRF-TOKEN')) await this.csrf();
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (unsafe && options.csrf !== false) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    let payload = options.payload;
    if (options.json !== undefined) {
      payload = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    }
    Object.assign(headers, options.headers);
    const res = await this.app.inject({ method: method as 'GET', url, headers, ...(payload !== undefined ? { payload } : {}) });
    const setCookie = res.headers['set-cookie'];
    for (const c of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair, ...attrs] = c.split(';');
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      if (attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim())) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { statusCode: res.statusCode, headers: res.headers, body: res.body, json: () => JSON.parse(res.body) };
  }
}
