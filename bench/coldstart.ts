/**
 * Cold-start benchmark: how long the embedded product takes from `node services/api/dist/main.js` to the
 * first `GET /` answering 200 with HTML, and the process RSS after serving 50 pages. Runs twice on the
 * same DATA_DIR: first start (empty store → migrations + demo seeding) and second start (already seeded).
 *
 *   npm run bench:coldstart -w @anonse/bench              # fresh temp DATA_DIR, deleted afterwards
 *   npm run bench:coldstart -w @anonse/bench -- --data-dir ./tmp/bench-data   # given DATA_DIR, kept
 *
 * Needs a build (`npm run build`). Prints one JSON document, then a human line per run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = join(ROOT, 'services/api/dist/main.js');
const PAGES = ['/', '/anonse/', '/search/?city=warszawa', '/en/', '/anonse/panie/', '/anonse/mazowieckie/', '/en/erotic-ads/'];
const REQUESTS_AFTER_START = 50;
const START_TIMEOUT_MS = 180_000;

interface RunResult {
  run: 'first start (seeding)' | 'second start (seeded)';
  msToFirstHtml: number;
  rssMiBAfter50Pages: number;
  pagesServed: number;
  non200: number;
}

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1] ?? NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function fetchHtml(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { headers: { cookie: 'adultContent=true', accept: 'text/html' } });
    const body = await res.text();
    return res.status === 200 && (res.headers.get('content-type') ?? '').includes('text/html') && /<html/i.test(body);
  } catch {
    return false;
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

async function measure(run: RunResult['run'], dataDir: string): Promise<RunResult> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      EVENT_STORE_URL: '',
      MEILI_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
  child.stderr!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
  try {
    let msToFirstHtml = NaN;
    while (performance.now() - started < START_TIMEOUT_MS) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
      if (await fetchHtml(`${base}/`)) {
        msToFirstHtml = Math.round(performance.now() - started);
        break;
      }
      await sleep(25);
    }
    if (Number.isNaN(msToFirstHtml)) throw new Error(`no HTML from GET / within ${START_TIMEOUT_MS} ms:\n${output}`);
    let non200 = 0;
    for (let i = 0; i < REQUESTS_AFTER_START; i++) {
      if (!(await fetchHtml(`${base}${PAGES[i % PAGES.length]}`))) non200++;
    }
    return { run, msToFirstHtml, rssMiBAfter50Pages: rssMiB(child.pid!), pagesServed: REQUESTS_AFTER_START, non200 };
  } finally {
    await stop(child);
  }
}

async function main(): Promise<void> {
  if (!existsSync(MAIN)) {
    console.error(`${MAIN} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const given = argValue('--data-dir') ?? process.env.BENCH_DATA_DIR;
  const dataDir = given ? resolve(given) : mkdtempSync(join(tmpdir(), 'anonse-coldstart-'));
  if (given) rmSync(dataDir, { recursive: true, force: true }); // the first run must start empty
  try {
    const first = await measure('first start (seeding)', dataDir);
    const second = await measure('second start (seeded)', dataDir);
    const results = [first, second];
    console.log(JSON.stringify({ benchmark: 'coldstart', node: process.version, dataDir, results }, null, 2));
    for (const r of results) {
      console.log(
        `${r.run}: first HTML after ${r.msToFirstHtml} ms; RSS ${r.rssMiBAfter50Pages} MiB after ${r.pagesServed} pages` +
          (r.non200 ? ` (${r.non200} pages were not 200 HTML)` : ''),
      );
    }
  } finally {
    if (!given) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
