/**
 * Overload (issue 27): offered load against served, and the latency of what is served, with load shedding on (the
 * production defaults: MAX_CONCURRENT_REQUESTS=4 embedded, SHED_WAIT_MS=300, SHED_LAG_MS=500) and off
 * (MAX_CONCURRENT_REQUESTS=0, SHED_LAG_MS=0). An open-loop
 * generator sends anonymous list-page requests at a fixed rate whatever the answers (as visitors arrive), with the
 * page cache off so that every one is rendered, while signed-in people rename a saved search 4 times a second (a
 * write each: an event appended and projected). One embedded server (PGlite in a temporary directory, demo data).
 *
 *   npm run bench:overload -w @anonse/bench
 *   npx tsx overload.ts --rates 20,40,80,160,320 --duration 8 --modes on,off
 *
 * Needs a build (`npm run build`). Prints one line per mode and rate: offered/s, served/s (2xx, over the time until
 * the last answer), shed/s (503),
 * failed (anything else: timeouts, resets), p50 and p99 of the pages served, p99 of the writes, writes failed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = join(ROOT, 'services/api/dist/main.js');
const PAGES = ['/anonse/', '/anonse/mazowieckie/', '/anonse/panie/', '/masaze-erotyczne/', '/en/erotic-ads/', '/'];
const WRITERS = 4;
const WRITES_PER_SECOND = 4;
const REQUEST_TIMEOUT_MS = 30_000;

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const rates = arg('rates', '20,40,80,160,320').split(',').map(Number);
const durationS = Number(arg('duration', '8'));
const modes = arg('modes', 'on,off').split(',') as ('on' | 'off')[];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

interface Answer {
  status: number | 'timeout' | 'error';
  ms: number;
  body: string;
  cookies: string[];
}

const agent = new Agent({ keepAlive: true, maxSockets: 1024 });

function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((done) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers, agent, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (c: string) => (body += c));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, ms: performance.now() - started, body, cookies: res.headers['set-cookie'] ?? [] }),
      );
      res.on('error', () => done({ status: 'error', ms: performance.now() - started, body: '', cookies: [] }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) =>
      done({ status: e.message === 'timeout' ? 'timeout' : 'error', ms: performance.now() - started, body: '', cookies: [] }),
    );
    req.end(options.body);
  });
}

/** A signed-in person over HTTP: cookies kept, the XSRF token echoed. */
class Person {
  private readonly jar = new Map<string, string>();
  constructor(private readonly base: string) {}
  private take(answer: Answer) {
    for (const c of answer.cookies) {
      const pair = c.split(';')[0]!;
      this.jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return answer;
  }
  async call(method: string, path: string, json?: unknown): Promise<Answer> {
    if (!this.jar.has('XSRF-TOKEN')) this.take(await send(`${this.base}/sanctum/csrf-cookie`, { method: 'POST' }));
    return this.take(
      await send(`${this.base}${path}`, {
        method,
        headers: {
          cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-xsrf-token': this.jar.get('XSRF-TOKEN') ?? '',
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      }),
    );
  }
}

async function startServer(dataDir: string, shedding: boolean): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      PAGE_CACHE: 'false',
      REGISTRATIONS_PER_IP_PER_HOUR: '1000',
      // On: the production defaults (both limits are off outside NODE_ENV=production); off: neither limit.
      ...(shedding
        ? { MAX_CONCURRENT_REQUESTS: process.env.MAX_CONCURRENT_REQUESTS ?? '4', SHED_LAG_MS: process.env.SHED_LAG_MS ?? '500' }
        : { MAX_CONCURRENT_REQUESTS: '0', SHED_LAG_MS: '0' }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const ready = await send(`${base}/readyz`).catch(() => null);
    // Ready, and the demo ads seeded (the first start writes them after it listens).
    if (
      ready?.status === 200 &&
      (await send(`${base}/anonse/`, { headers: { cookie: 'adultContent=true' } })).body.includes('href="/anons/')
    )
      return { base, child };
    await sleep(500);
  }
  throw new Error('the server did not become ready with its demo data');
}

const percentile = (values: number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function measure(base: string, people: { person: Person; searchId: string }[], rate: number) {
  const pages: Promise<Answer>[] = [];
  const writes: Promise<Answer>[] = [];
  const started = performance.now();
  const end = started + durationS * 1000;
  let sent = 0;
  let written = 0;
  while (performance.now() < end) {
    const now = performance.now() - started;
    while (sent < (now / 1000) * rate) {
      const path = PAGES[sent % PAGES.length]!;
      pages.push(send(`${base}${path}`, { headers: { cookie: 'adultContent=true', accept: 'text/html' } }));
      sent++;
    }
    while (written < (now / 1000) * WRITES_PER_SECOND) {
      const { person, searchId } = people[written % people.length]!;
      writes.push(person.call('PATCH', `/api/user/saved-searches/${searchId}`, { name: `Szukam ${written}` }));
      written++;
    }
    await sleep(2);
  }
  const answered = await Promise.all(pages);
  // Served per second over the time it took to answer them all, not only the sending window.
  const elapsedS = Math.max(durationS, (performance.now() - started) / 1000);
  const wrote = await Promise.all(writes);
  const served = answered.filter((a) => a.status === 200);
  const shed = answered.filter((a) => a.status === 503);
  return {
    offered: Math.round(sent / durationS),
    served: Math.round(served.length / elapsedS),
    shed: Math.round(shed.length / elapsedS),
    failed: answered.length - served.length - shed.length,
    p50: Math.round(
      percentile(
        served.map((a) => a.ms),
        50,
      ),
    ),
    p99: Math.round(
      percentile(
        served.map((a) => a.ms),
        99,
      ),
    ),
    writeP99: Math.round(
      percentile(
        wrote.filter((a) => a.status === 200).map((a) => a.ms),
        99,
      ),
    ),
    writesFailed: wrote.filter((a) => a.status !== 200).length,
  };
}

async function main() {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'anonse-overload-'));
  try {
    console.log('mode  offered/s  served/s  shed/s  failed  p50 ms  p99 ms  write p99 ms  writes failed');
    for (const mode of modes) {
      const { base, child } = await startServer(dataDir, mode === 'on');
      try {
        const people: { person: Person; searchId: string }[] = [];
        for (let i = 0; i < WRITERS; i++) {
          const person = new Person(base);
          const login = `overload_${mode}_${i}`;
          const password = 'Kawa-z-mlekiem-o-7';
          const registered = await person.call('POST', '/api/register', {
            login,
            email: `${login}@example.com`,
            password,
            password_confirmation: password,
            terms: true,
          });
          if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.body}`);
          const saved = await person.call('POST', '/api/user/saved-searches', { name: 'Szukam', query: 'city=krakow', digest: false });
          if (saved.status !== 201) throw new Error(`save: ${saved.status} ${saved.body}`);
          people.push({ person, searchId: (JSON.parse(saved.body) as { id: string }).id });
        }
        // Warm-up: the renderer and the database caches.
        await measure(base, people, 10);
        for (const rate of rates) {
          const r = await measure(base, people, rate);
          console.log(
            [
              mode.padEnd(4),
              String(r.offered).padStart(9),
              String(r.served).padStart(9),
              String(r.shed).padStart(7),
              String(r.failed).padStart(7),
              String(r.p50).padStart(7),
              String(r.p99).padStart(7),
              String(r.writeP99).padStart(13),
              String(r.writesFailed).padStart(14),
            ].join(' '),
          );
          // Let the queue drain before the next step.
          await sleep(3000);
        }
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    }
  } finally {
    agent.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
