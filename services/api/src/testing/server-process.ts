import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createPgClient } from '@anonse/eventstore';

/** The built server (`npm run build:ts`): the process tests run what production runs. */
const MAIN = resolve(__dirname, '../../dist/main.js');

export interface ServerLogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface ServerProcess {
  readonly port: number;
  readonly url: string;
  /** Every JSON line it wrote on stdout so far. */
  readonly logs: ServerLogLine[];
  /** What it wrote on stderr. */
  stderr(): string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
  /** Resolves with the first log line (so far or to come) whose message matches. */
  logged(message: RegExp): Promise<ServerLogLine>;
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/**
 * Where a server process keeps its data: a database of its own on the Postgres server of `DATABASE_URL` when the
 * tests run against one, else a temporary `DATA_DIR` (embedded PGlite). `remove()` deletes it.
 */
export async function serverStorage(): Promise<{ env: Record<string, string>; remove(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'anonse-process-'));
  const url = process.env.DATABASE_URL;
  if (!url) return { env: { DATA_DIR: dataDir }, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const name = `anonse_process_${randomUUID().replace(/-/g, '')}`;
  const admin = createPgClient(url, { max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.close();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: own.toString(), WEB_CONCURRENCY: '1' },
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      const client = createPgClient(url, { max: 1 });
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.close();
    },
  };
}

/**
 * Starts `services/api/dist/main.js` with `env` on a free port and resolves once it listens. JSON logs, no demo data,
 * no web builds (pages are not what these tests are about).
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return startBuiltProcess(env, /^anonse listening/);
}

/**
 * The same, for any role of the built server (e.g. PROCESS_ROLE=projections, which listens on nothing): resolves once
 * it logs a line matching `ready`. `entry` names another built entry point of the API package (the projections
 * worker's own, `projections-main`, which `npm run start:projections` runs).
 */
export async function startBuiltProcess(env: Record<string, string>, ready: RegExp, entry = 'main'): Promise<ServerProcess> {
  const file = resolve(MAIN, '..', `${entry}.js`);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build:ts\` first (npm test builds before the tiers)`);
  const port = await freePort();
  const { DATABASE_URL: _inherited, NODE_OPTIONS: _jest, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, [file], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      WEB_PUBLIC_BUILD: '/nonexistent/web-public',
      WEB_ADMIN_BUILD: '/nonexistent/web-admin',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: ServerLogLine[] = [];
  const waiting: { message: RegExp; found: (line: ServerLogLine) => void }[] = [];
  let stderr = '';
  let partial = '';
  let listening: () => void = () => undefined;
  const started = new Promise<void>((done) => (listening = done));
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      const parsed = JSON.parse(line) as ServerLogLine;
      logs.push(parsed);
      if (ready.test(parsed.msg)) listening();
      for (const w of waiting.filter((w) => w.message.test(parsed.msg))) {
        waiting.splice(waiting.indexOf(w), 1);
        w.found(parsed);
      }
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const failed = exited.then(({ code, signal }) => {
    throw new Error(`the server exited (${code ?? signal}) before it listened:\n${stderr}\n${logs.map((l) => l.msg).join('\n')}`);
  });
  await Promise.race([started, failed]);
  failed.catch(() => undefined);
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    logs,
    stderr: () => stderr,
    exited,
    kill: (signal) => void child.kill(signal),
    logged: (message) =>
      new Promise((found) => {
        const line = logs.find((l) => message.test(l.msg));
        if (line) found(line);
        else waiting.push({ message, found });
      }),
  };
}

/** How a request over a real connection ended. */
export type Outcome =
  | { kind: 'answered'; status: number; body: string; headers: Record<string, string | string[] | undefined> }
  /** The connection was never accepted: the server was not listening (any more). Nothing was sent. */
  | { kind: 'refused' }
  /** The connection broke under the request: the client cannot know whether it was done. */
  | { kind: 'reset'; error: string };

/**
 * A browser over real connections (kept alive, so a shutdown meets them open): keeps cookies, fetches the CSRF
 * cookie once and echoes it on unsafe calls.
 */
export class HttpSession {
  readonly cookies = new Map<string, string>();
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });

  constructor(private readonly base: string) {}

  /** For a socket.io handshake. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async send(method: string, path: string, json?: unknown, extraHeaders: Record<string, string> = {}): Promise<Outcome> {
    const unsafe = method !== 'GET';
    if (unsafe && !this.cookies.has('XSRF-TOKEN')) {
      const csrf = await this.raw('POST', '/sanctum/csrf-cookie');
      if (csrf.kind !== 'answered') return csrf;
    }
    return this.raw(method, path, json, extraHeaders);
  }

  close(): void {
    this.agent.destroy();
  }

  private raw(method: string, path: string, json?: unknown, extraHeaders: Record<string, string> = {}): Promise<Outcome> {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const headers: Record<string, string> = { ...extraHeaders };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    if (method !== 'GET' && this.cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return new Promise<Outcome>((done) => {
      const req = httpRequest(`${this.base}${path}`, { method, headers, agent: this.agent }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          for (const c of res.headers['set-cookie'] ?? []) {
            const pair = c.split(';')[0]!;
            const name = pair.slice(0, pair.indexOf('='));
            const value = pair.slice(pair.indexOf('=') + 1);
            if (value === '' || /max-age=0/i.test(c)) this.cookies.delete(name);
            else this.cookies.set(name, value);
          }
          done({ kind: 'answered', status: res.statusCode ?? 0, body: text, headers: res.headers });
        });
        res.on('error', (error) => done({ kind: 'reset', error: String(error) }));
      });
      req.on('error', (error: NodeJS.ErrnoException) =>
        done(error.code === 'ECONNREFUSED' ? { kind: 'refused' } : { kind: 'reset', error: `${error.code ?? ''} ${error.message}` }),
      );
      req.end(body);
    });
  }
}
