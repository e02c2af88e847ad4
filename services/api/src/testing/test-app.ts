import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestDatabase, type SqlClient, type TestDatabase, type TestDatabaseTemplate } from '@anonse/eventstore';
import type { Logger } from 'pino';
import { ROLES, type DevMailbox, type Locale, type Role } from '@anonse/contracts';
import { AccountEmailService, createAdministrator } from '../contexts/accounts';
import { MailWorker } from '../contexts/mail';
import { loadConfig, type AppConfig } from '../platform/config/config';
import { createApp } from '../create-app';
import { openInfrastructure, type Infrastructure } from '../platform/infra/infrastructure';
import { createLogger } from '../platform/infra/logger';
import { AdjustableClock } from '../platform/clock/clock';
import { tokenIn, type SmtpTestServer } from './smtp-test-server';

export interface TestApp {
  app: NestFastifyApplication;
  infra: Infrastructure;
  db: TestDatabase;
  /** The app's clock: `t.clock.advance(ms)` moves time for commands, reactors and workers (tests never sleep). */
  clock: AdjustableClock;
  /**
   * Lets `ms` pass the way people live through days: a week at a time, each client using the site in between, so
   * their sessions (ended after 14 idle days) stay alive across a month-long jump.
   */
  passTime(ms: number, ...clients: TestClient[]): Promise<void>;
  /** A new browser; each has an IP address of its own (rate limits count per IP) unless `ip` is given. */
  client(ip?: string): TestClient;
  /** A logged-in client of a new administrator (created through the CLI's command path). */
  admin(): Promise<TestClient>;
  /** A logged-in client of a new account of a staff role (administrator, moderator or auditor). */
  staff(role: StaffRole): Promise<TestClient>;
  /**
   * A new user, registered through `POST /api/register` and so logged in. Unless `confirmed: false`, the address
   * is then confirmed the way its owner does it: the e-mailed link's token posted to `/api/email/confirm` (an ad
   * goes to moderation only from a confirmed address).
   */
  user(options?: TestUserOptions): Promise<TestUser>;
  /** Confirms `user`'s current address through the link the site e-mailed (the latest confirmation message). */
  confirmEmail(user: Pick<TestUser, 'email'>, options?: Pick<TestUserOptions, 'smtp'>): Promise<void>;
  /** Waits until every event appended so far is projected (the mail outbox included); sends nothing. */
  projected(): Promise<void>;
  /**
   * Closes the app and its infrastructure, keeps the database, and starts a new app on it: what a process restart
   * keeps (tables) and forgets (memory). Clients of the old app are no longer served; the clock starts from real time.
   */
  restart(): Promise<TestApp>;
  close(): Promise<void>;
}

export type StaffRole = Exclude<Role, typeof ROLES.user>;
const STAFF_LOGIN: Record<StaffRole, string> = {
  [ROLES.administrator]: 'admin',
  [ROLES.moderator]: 'moderator',
  [ROLES.auditor]: 'auditor',
};

export interface TestAppOptions {
  /** false: in-memory rate limits even when REDIS_URL is set. */
  redis?: boolean;
  /** Two apps with one prefix (and one Redis) share their rate-limit counters, like two API nodes. */
  rateLimitKeyPrefix?: string;
  /** An already migrated database to start on instead of a fresh one (a restart); the app then owns and closes it. */
  database?: TestDatabase;
  /** Where the app logs (default: silent, or TEST_LOG_LEVEL): a test that asserts what was logged passes its own. */
  logger?: Logger;
  /** Puts something between the app and its database (a fault injector); the database itself is closed by `close()`. */
  wrapSql?: (sql: SqlClient) => SqlClient;
}

export interface TestUserOptions {
  /** Confirm the address through its e-mailed link (default true). */
  confirmed?: boolean;
  /** The page's language at registration: e-mails to the user are written in it (default pl). */
  locale?: Locale;
  login?: string;
  email?: string;
  password?: string;
  ip?: string;
  /** Extra headers of the registration request (e.g. its User-Agent, which names the first session's device). */
  headers?: Record<string, string>;
  /**
   * Where the link arrives when the app has SMTP_URL (the SMTP test server it sends to); without SMTP_URL it is
   * read from the development mailbox.
   */
  smtp?: Pick<SmtpTestServer, 'to'>;
}

/** Every table the API and its projections migrate, and nothing else (no events, no rows of ours). */
const migratedApiDatabase = (config: AppConfig, logger: Logger): TestDatabaseTemplate => ({
  key: `api-${config.eventStoreUrl ? 'kurrent' : 'sql'}`,
  async prepare(sql) {
    const infra = await openInfrastructure({ config, logger, runProjections: false, sql });
    await infra.close();
  },
});

/**
 * The real application on a fresh database (PGlite, or a schema on DATABASE_URL), projections in-process; with
 * REDIS_URL in the environment its rate limiters use Redis, under a key prefix of this app's own.
 */
export async function startTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const redis = process.env.REDIS_URL && options.redis !== false ? { REDIS_URL: process.env.REDIS_URL } : {};
  const config = loadConfig({
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_PUBLIC_BUILD: '/nonexistent/web-public',
    WEB_ADMIN_BUILD: '/nonexistent/web-admin',
    SECRET_KEY: randomUUID() + randomUUID(),
    ...redis,
    ...env,
  });
  const logger = options.logger ?? createLogger({ logLevel: (process.env.TEST_LOG_LEVEL as 'silent') ?? 'silent' });
  const db = options.database ?? (await createTestDatabase({ template: migratedApiDatabase(config, logger) }));
  const sql = options.wrapSql ? options.wrapSql(db.client) : db.client;
  const infra = await openInfrastructure({ config, logger, runProjections: true, sql });
  const clock = new AdjustableClock();
  const app = await createApp({ ...infra, clock, rateLimitKeyPrefix: options.rateLimitKeyPrefix ?? `anonse-test:${randomUUID()}:rl:` });
  let n = 0;
  let users = 0;

  /** Everything asked for so far is decided and projected (the mail outbox included), nothing sent yet. */
  async function projected(): Promise<void> {
    await app.get(AccountEmailService).settled();
    const head = await infra.eventStore.headPosition();
    if (!(await infra.runner!.waitForPosition(head, { timeoutMs: 10_000 }))) throw new Error(`projections did not reach position ${head}`);
  }

  /** Everything asked for so far is projected into the mail outbox and handed to the transport. */
  async function deliverMail(): Promise<void> {
    await projected();
    await app.get(MailWorker).sender.runOnce();
  }

  async function newAdmin(): Promise<TestClient> {
    return newStaff(ROLES.administrator);
  }

  async function newStaff(role: StaffRole): Promise<TestClient> {
    const login = `${STAFF_LOGIN[role]}${++n}${Date.now() % 100000}`;
    await createAdministrator(app, { login, password: 'admin-password-1', role });
    const c = new TestClient(app);
    const res = await c.post('/api/login', { login, password: 'admin-password-1' });
    if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.body}`);
    return c;
  }

  /** The development mailbox shows live links, so only to an administrator: one, signed in again should a moved clock end its session. */
  let mailboxReader: TestClient | undefined;
  async function devMailbox(): Promise<DevMailbox> {
    if (config.mail.smtpUrl) throw new Error('no development mailbox with SMTP_URL: pass the SMTP test server as `smtp`');
    for (let attempt = 0; attempt < 2; attempt++) {
      mailboxReader ??= await newAdmin();
      const res = await mailboxReader.get('/api/dev/mailbox');
      if (res.statusCode === 200) return res.json<DevMailbox>();
      mailboxReader = undefined;
    }
    throw new Error('the development mailbox did not answer an administrator');
  }

  async function confirmEmail(user: Pick<TestUser, 'email'>, options: Pick<TestUserOptions, 'smtp'> = {}): Promise<void> {
    await deliverMail();
    const to = user.email.toLowerCase();
    let texts: string[];
    // The confirmation message (not the one confirming a new address), in either language; oldest first.
    if (options.smtp)
      texts = options.smtp
        .to(to)
        .filter((m) => /^(Potwierdź swój adres e-mail|Confirm your e-mail address) /.test(m.subject))
        .map((m) => m.text);
    else
      texts = (await devMailbox()).messages
        .filter((m) => m.to.toLowerCase() === to && m.template === 'emailConfirmation' && m.status === 'sent' && m.text)
        .map((m) => m.text!)
        .reverse(); // the mailbox lists the newest first
    const text = texts.at(-1);
    if (!text) throw new Error(`no confirmation message to ${user.email}`);
    const res = await new TestClient(app).post('/api/email/confirm', { token: tokenIn(text) });
    if (res.statusCode !== 200) throw new Error(`confirming ${user.email} failed: ${res.statusCode} ${res.body}`);
  }

  return {
    app,
    infra,
    db,
    clock,
    async passTime(ms: number, ...clients: TestClient[]) {
      const week = 7 * 86_400_000;
      for (let left = ms; left > 0; left -= week) {
        clock.advance(Math.min(left, week));
        for (const c of clients) await c.get('/api/user');
      }
    },
    client: (ip?: string) => new TestClient(app, ip),
    async user(options: TestUserOptions = {}) {
      const login = options.login ?? `user${++users}_${Date.now() % 100000}`;
      const email = options.email ?? `${login.toLowerCase()}@example.com`;
      const password = options.password ?? 'Kawa-z-mlekiem-o-7';
      const client = new TestClient(app, options.ip);
      const res = await client.post(
        '/api/register',
        { login, email, password, password_confirmation: password, terms: true },
        { 'accept-language': options.locale ?? 'pl', ...options.headers },
      );
      if (res.statusCode !== 201) throw new Error(`registering ${login} failed: ${res.statusCode} ${res.body}`);
      const user = Object.assign(client, { id: res.json<{ id: string }>().id, login, email, password }) as TestUser;
      if (options.confirmed !== false) await confirmEmail(user, options);
      return user;
    },
    confirmEmail,
    projected,
    admin: newAdmin,
    staff: newStaff,
    async restart() {
      await app.close();
      await infra.close();
      return startTestApp(env, { ...options, database: db });
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
      // From then on the proxy stands for the restarted app (and closes it after the tests).
      if (property === 'restart') return async () => (app = await app!.restart());
      return app[property as keyof TestApp];
    },
  });
}

export interface Reply {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  /** The answer's bytes (a download, an image). */
  rawPayload: Buffer;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

let lastIp = 0;
/** 10.x.y.z addresses, one per client. */
const nextIp = () => {
  const n = ++lastIp;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** A logged-in client of a registered user, with the account's details. */
export type TestUser = TestClient & { readonly id: string; readonly login: string; readonly email: string; readonly password: string };

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
    const res = await this.app.inject({
      method: method as 'GET',
      url,
      headers,
      remoteAddress: this.ip,
      ...(payload !== undefined ? { payload } : {}),
    });
    const setCookie = res.headers['set-cookie'];
    for (const c of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair, ...attrs] = c.split(';');
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      if (attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim())) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return {
      statusCode: res.statusCode,
      headers: res.headers,
      body: res.body,
      rawPayload: res.rawPayload,
      json: () => JSON.parse(res.body),
    };
  }
}
