/**
 * Overload (issue 27): the curve of offered load against served, for anonymous visitors and signed-in people at the
 * same time. The page capacity is measured first (closed loop: 8 visitors asking for list pages one after another,
 * page cache off, so every one is rendered), on the first mode's server, and kept for the others (or given with
 * `--capacity`). Then, per level (25 % to 300 % of that capacity), an open-loop generator
 * sends anonymous list pages at level × capacity per second whatever the answers (as visitors arrive), and signed-in
 * people rename their saved searches at level × 4 per second (a write each: an event appended and projected, the
 * answer after read-your-writes). One embedded server (PGlite in a temporary directory, demo data), with load
 * shedding on (the production defaults of the embedded mode: MAX_CONCURRENT_REQUESTS=4, SHED_WAIT_MS=300,
 * SHED_LAG_MS=500) and, with `--modes on,off`, off (MAX_CONCURRENT_REQUESTS=0, SHED_LAG_MS=0).
 *
 *   npm run bench:overload -w @anonse/bench
 *   npx tsx overload.ts --levels 25,50,100,150,200,300 --duration 8 --modes off,on [--capacity 20] [--port 3800]
 *
 * Needs a build (`npm run build`). Prints the capacity, then one line per mode and level: for the pages and for the
 * writes, offered/s, served/s (2xx, over the time until the last answer), the share answered 503 (shed), the other
 * failures (timeouts, resets, other statuses) and the p99 of what was served.
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
/** People writing; each renames their own saved search, so writes rarely race on one stream. */
const WRITERS = 12;
/** Signed-in writes a second at 100 %. */
const WRITES_AT_CAPACITY = 4;
const CALIBRATION_CLIENTS = 8;
const REQUEST_TIMEOUT_MS = 30_000;

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const levels = arg('levels', '25,50,100,150,200,300').split(',').map(Number);
const durationS = Number(arg('duration', '8'));
const modes = arg('modes', 'on').split(',') as ('on' | 'off')[];
/** Pages a second taken as 100 %; by default measured on the first mode's server and kept for the others. */
let capacity = Number(arg('capacity', '0'));
/** The server's port (a shared machine hands out port ranges); by default any free one. */
const fixedPort = Number(arg('port', '0'));
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
  const port = fixedPort || (await freePort());
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

interface Served {
  offered: number;
  served: number;
  /** Share of the answers that were 503 (shed), in %. */
  shedPct: number;
  failed: number;
  p99: number;
}

function summarize(answers: Answer[], sent: number, elapsedS: number, ok: (status: number) => boolean): Served {
  const served = answers.filter((a) => typeof a.status === 'number' && ok(a.status));
  const shed = answers.filter((a) => a.status === 503).length;
  return {
    offered: sent / durationS,
    served: served.length / elapsedS,
    shedPct: answers.length ? (100 * shed) / answers.length : 0,
    failed: answers.length - served.length - shed,
    p99: Math.round(
      percentile(
        served.map((a) => a.ms),
        99,
      ),
    ),
  };
}

const PAGE_HEADERS = { cookie: 'adultContent=true', accept: 'text/html' };

/** Pages served per second with CALIBRATION_CLIENTS visitors each asking for the next page once one is answered. */
async function capacityOf(base: string): Promise<number> {
  const end = performance.now() + durationS * 1000;
  let served = 0;
  let n = 0;
  await Promise.all(
    Array.from({ length: CALIBRATION_CLIENTS }, async () => {
      while (performance.now() < end) {
        const answer = await send(`${base}${PAGES[n++ % PAGES.length]!}`, { headers: PAGE_HEADERS });
        if (answer.status === 200) served++;
      }
    }),
  );
  return served / durationS;
}

/** Open loop: pages at `pageRate`/s and writes at `writeRate`/s for `durationS`, sent whatever the answers. */
async function measure(people: { person: Person; searchId: string }[], base: string, pageRate: number, writeRate: number) {
  const pages: Promise<Answer>[] = [];
  const writes: Promise<Answer>[] = [];
  const started = performance.now();
  const end = started + durationS * 1000;
  let sent = 0;
  let written = 0;
  while (performance.now() < end) {
    const now = performance.now() - started;
    while (sent < (now / 1000) * pageRate) {
      pages.push(send(`${base}${PAGES[sent % PAGES.length]!}`, { headers: PAGE_HEADERS }));
      sent++;
    }
    while (written < (now / 1000) * writeRate) {
      const { person, searchId } = people[written % people.length]!;
      writes.push(person.call('PATCH', `/api/user/saved-searches/${searchId}`, { name: `Szukam ${written}` }));
      written++;
    }
    await sleep(2);
  }
  const answered = await Promise.all(pages);
  const wrote = await Promise.all(writes);
  // Served per second over the time it took to answer them all, not only the sending window.
  const elapsedS = Math.max(durationS, (performance.now() - started) / 1000);
  return {
    pages: summarize(answered, sent, elapsedS, (status) => status === 200),
    writes: summarize(wrote, written, elapsedS, (status) => status === 200),
  };
}

const row = (cells: (string | number)[], widths: number[]) => cells.map((c, i) => String(c).padStart(widths[i]!)).join(' ');
const WIDTHS = [4, 6, 8, 7, 6, 5, 7, 8, 7, 6, 5, 7];

async function main() {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'anonse-overload-'));
  try {
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
        await measure(people, base, 5, 1);
        // Measured once, so that every mode is offered the same rates (with shedding on, the closed loop's own
        // excess is refused and would count as less capacity).
        if (!capacity) {
          capacity = await capacityOf(base);
          console.log(`capacity ${capacity.toFixed(1)} pages/s (${CALIBRATION_CLIENTS} visitors in a closed loop, shedding ${mode})`);
        }
        console.log(`\nshedding ${mode}, 100 % = ${capacity.toFixed(1)} pages/s and ${WRITES_AT_CAPACITY} writes/s`);
        console.log(
          row(['', 'pages', '', '', '', '', '', 'writes', '', '', '', ''], WIDTHS) +
            '\n' +
            row(['mode', 'level', 'offer/s', 'serv/s', '503 %', 'fail', 'p99 ms', 'offer/s', 'serv/s', '503 %', 'fail', 'p99 ms'], WIDTHS),
        );
        await sleep(3000);
        for (const level of levels) {
          const r = await measure(people, base, (capacity * level) / 100, (WRITES_AT_CAPACITY * level) / 100);
          const cells = (x: Served) => [x.offered.toFixed(1), x.served.toFixed(1), x.shedPct.toFixed(0), x.failed, x.p99];
          console.log(row([mode, `${level}%`, ...cells(r.pages), ...cells(r.writes)], WIDTHS));
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
