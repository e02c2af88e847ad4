/**
 * The built API (`services/api/dist/main.js`) as benchmarks run it: child processes on free ports, a Postgres
 * database of their own (created and dropped by the benchmark), and people who sign up and call it over HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import eventstore from '../../eventstore/src/index';

// bench is an ES module; the workspace sources are CommonJS, whose named exports ESM cannot see through `export *`.
const { createPgClient } = eventstore;

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const MAIN = join(ROOT, 'services/api/dist/main.js');
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/**
 * A database of the benchmark's own on the Postgres server of `serverUrl` (its path names the database to connect
 * to for CREATE and DROP), so that the processes under test start on an empty store and leave nothing behind.
 */
export async function createBenchDatabase(serverUrl: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const database = `anonse_bench_${name}_${process.pid}`;
  const admin = createPgClient(serverUrl, { applicationName: 'bench' });
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    await admin.query(`CREATE DATABASE ${database}`);
  } finally {
    await admin.close();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    async drop() {
      const client = createPgClient(serverUrl, { applicationName: 'bench' });
      try {
        await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      } finally {
        await client.close();
      }
    },
  };
}

export interface Answer {
  status: number;
  body: string;
  cookies: string[];
  /** A redirect's target. */
  location?: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

export function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (c: string) => (body += c));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, body, cookies: res.headers['set-cookie'] ?? [], location: res.headers.location }),
      );
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(options.body);
  });
}

/** Lets the keep-alive connections go, so that the benchmark's process can end. */
export const closeConnections = () => agent.destroy();

/** A signed-in person over HTTP: cookies kept, the XSRF token echoed; `base` can change (another node). */
export class Person {
  private readonly jar = new Map<string, string>();
  id = '';
  constructor(public base: string) {}

  private take(answer: Answer) {
    for (const c of answer.cookies) {
      const pair = c.split(';')[0]!;
      this.jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return answer;
  }

  /** The Cookie header a browser of this person sends (the live channel's handshake reads the session from it). */
  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async call(method: string, path: string, json?: unknown, base = this.base): Promise<Answer> {
    if (!this.jar.has('XSRF-TOKEN')) this.take(await send(`${base}/sanctum/csrf-cookie`, { method: 'POST' }));
    return this.take(
      await send(`${base}${path}`, {
        method,
        headers: {
          cookie: this.cookieHeader(),
          'x-xsrf-token': this.jar.get('XSRF-TOKEN') ?? '',
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      }),
    );
  }

  /** Signs up (which signs in; the answer is the account). */
  async register(login: string): Promise<this> {
    const password = 'Kawa-z-mlekiem-o-7';
    const registered = await this.call('POST', '/api/register', {
      login,
      email: `${login}@example.com`,
      password,
      password_confirmation: password,
      terms: true,
    });
    if (registered.status !== 201) throw new Error(`register ${login}: ${registered.status} ${registered.body}`);
    this.id = (JSON.parse(registered.body) as { id: string }).id;
    return this;
  }
}

export interface ApiProcess {
  base: string;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `node services/api/dist/main.js` with `env` on a free port and waits for /readyz. */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      // The shared machine's Postgres has answered a start-up statement after more than the default 10 s, which ends
      // the process: a benchmark waits instead.
      DATABASE_TIMEOUT_MS: '60000',
      ...env,
    },
    // BENCH_API_LOG keeps the process's log (its fatal errors go there too) in that file.
    stdio: ['ignore', process.env.BENCH_API_LOG ? openSync(process.env.BENCH_API_LOG, 'a') : 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exited) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await gone;
  };
  for (let i = 0; i < 600 && !exited; i++) {
    const ready = await send(`${base}/readyz`).catch(() => null);
    if (ready?.status === 200) return { base, port, child, stop };
    await sleep(500);
  }
  await stop();
  throw new Error(`the API on port ${port} did not become ready`);
}

/** The resident set of a process, in MiB (VmRSS of /proc/<pid>/status). */
export async function rssMiB(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  return kb / 1024;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};
