import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestDatabase, type TestDatabase } from '@anonse/eventstore';
import { createAdministrator } from '../contexts/accounts';
import { loadConfig } from '../platform/config/config';
import { createApp } from '../create-app';
import { openInfrastructure, type Infrastructure } from '../platform/infra/infrastructure';
import { createLogger } from '../platform/infra/logger';
import { AdjustableClock } from '../platform/clock/clock';

export interface TestApp {
  app: NestFastifyApplication;
  infra: Infrastructure;
  db: TestDatabase;
  /** The app's clock: `t.clock.advance(ms)` moves time for commands, reactors and workers (tests never sleep). */
  clock: AdjustableClock;
  /** A new browser; each has an IP address of its own (rate limits count per IP) unless `ip` is given. */
  client(ip?: string): TestClient;
  /** A logged-in client of a new administrator (created through the CLI's command path). */
  admin(): Promise<TestClient>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** false: in-memory rate limits even when REDIS_URL is set. */
  redis?: boolean;
  /** Two apps with one prefix (and one Redis) share their rate-limit counters, like two API nodes. */
  rateLimitKeyPrefix?: string;
}

/**
 * The real application on a fresh database (PGlite, or a schema on DATABASE_URL), projections in-process; with
 * REDIS_URL in the environment its rate limiters use Redis, under a key prefix of this app's own.
 */
export async function startTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const redis = process.env.REDIS_URL && options.redis !== false ? { REDIS_URL: process.env.REDIS_URL } : {};
  const config = loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', WEB_PUBLIC_BUILD: '/nonexistent/web-public', WEB_ADMIN_BUILD: '/nonexistent/web-admin', SECRET_KEY: randomUUID() + randomUUID(), ...redis, ...env });
  const logger = createLogger({ logLevel: (process.env.TEST_LOG_LEVEL as 'silent') ?? 'silent' });
  const infra = await openInfrastructure({ config, logger, runProjections: true, sql: db.client });
  const clock = new AdjustableClock();
  const app = await createApp({ ...infra, clock, rateLimitKeyPrefix: options.rateLimitKeyPrefix ?? `anonse-test:${randomUUID()}:rl:` });
  let n = 0;
  return {
    app,
    infra,
    db,
    clock,
    client: (ip?: string) => new TestClient(app, ip),
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

/**
 * One app for the test file: started before its tests, closed after them. The returned object stands for the app
 * (a proxy that forwards to it once started), so tests read as `t.client()` without a `let` and two hooks each.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp(env);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  }, 30_000);
  return new Proxy({} as TestApp, {
    get(_target, property) {
      if (!app) throw new Error('useTestApp: the app is started in beforeAll; use it inside tests and hooks');
      return app[property as keyof TestApp];
    },
  });
}

export interface Reply {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

let lastIp = 0;
/** 10.x.y.z addresses, one per client. */
const nextIp = () => {
  const n = ++lastIp;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/**
 * A browser in miniature: keeps cookies (following every Set-Cookie, so a rotated session or XSRF token
 * replaces the old one), fetches the CSRF cookie once and echoes it on unsafe calls.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: NestFastifyApplication,
    readonly ip: string = nextIp(),
  ) {}

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
    const res = await this.app.inject({ method: method as 'GET', url, headers, remoteAddress: this.ip, ...(payload !== undefined ? { payload } : {}) });
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
