/**
 * Idle live connections (issue 22's budget: 10,000 sockets held by one API process, ≤ 250 MB RSS growth). One built
 * API process (`PROCESS_ROLE=all`, `WEB_CONCURRENCY=1`) on a Postgres database of the benchmark's own (created, then
 * dropped; `REDIS_URL` adds the Redis adapter, unset by default). Every socket is a signed-in one, as the live channel
 * admits no other: `--accounts` people sign up through the API, and the benchmark adds sessions for them straight to
 * `api_sessions` (what a login writes; a login per socket would mostly measure the password hash), one per socket,
 * so each socket has its own session and the sockets are spread over the people's rooms as tabs and devices are.
 *
 * The clients run in `--workers` child processes (each socket its own WebSocket connection, `forceNew`), each opening
 * its share `--concurrency` (10) handshakes at a time, each given 60 s and tried three times. The server's resident set (VmRSS of /proc/<pid>/status) is read before the
 * first socket, once all are open, and after they were held `--hold` seconds (pings every 25 s meanwhile); the growth
 * is the last minus the first.
 *
 *   npm run bench:idle-sockets -w @anonse/bench
 *   npx tsx idle-sockets.ts --sockets 10000 --accounts 200 --workers 4 --hold 30
 *
 * File descriptors: the server holds one per socket and each worker one per socket of its share, so the open-files
 * limit (`ulimit -n`) must exceed 10,000 for the server and the share for each worker (raise it, or add workers).
 * DATABASE_URL names the Postgres server (default postgres://postgres@127.0.0.1:5432/test). Needs a build.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { io, type Socket } from 'socket.io-client';
import eventstore from '../eventstore/src/index';
import { closeConnections, createBenchDatabase, Person, rssMiB, sleep, startApi, type ApiProcess } from './lib/api-server';

const { createPgClient } = eventstore;

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const BUDGET_MB = 250;
const SESSION_COOKIE = 'anonse_session';
const SESSION_IDLE_MS = 14 * 24 * 3600 * 1000;
const HANDSHAKE_TIMEOUT_MS = 60_000;

/** What the parent tells a worker, and what a worker answers. */
type ToWorker = { kind: 'open'; base: string; tokens: string[]; concurrency: number } | { kind: 'close' };
type FromWorker = { kind: 'opened'; connected: number; failed: number; firstError?: string } | { kind: 'alive'; connected: number };

/** A worker: opens one socket per session token, holds them, reports how many are still connected when asked. */
function runWorker(): void {
  const sockets: Socket[] = [];
  const tell = (message: FromWorker) => process.send!(message);
  process.on('message', (message: ToWorker) => {
    if (message.kind === 'close') {
      for (const socket of sockets) socket.disconnect();
      // Let the close frames leave before the process ends.
      setTimeout(() => process.exit(0), 500);
      return;
    }
    void (async () => {
      let connected = 0;
      let failed = 0;
      let firstError: string | undefined;
      let next = 0;
      // A handshake the loaded server answers late is tried again (as a browser reconnects), up to three times.
      const openOne = (token: string, attempt = 1): Promise<void> =>
        new Promise<void>((done) => {
          const socket = io(message.base, {
            path: '/socket.io/',
            transports: ['websocket'],
            forceNew: true,
            reconnection: false,
            timeout: HANDSHAKE_TIMEOUT_MS,
            extraHeaders: { cookie: `${SESSION_COOKIE}=${token}` },
          });
          socket.once('connect', () => {
            connected++;
            sockets.push(socket);
            done();
          });
          socket.once('connect_error', (error) => {
            socket.close();
            if (attempt < 3) return done(openOne(token, attempt + 1));
            failed++;
            firstError ??= error.message;
            done();
          });
        });
      await Promise.all(
        Array.from({ length: message.concurrency }, async () => {
          while (next < message.tokens.length) await openOne(message.tokens[next++]!);
        }),
      );
      tell({ kind: 'opened', connected, failed, firstError });
      // Counted again whenever asked (a socket the server dropped while held no longer counts).
      setInterval(() => tell({ kind: 'alive', connected: sockets.filter((s) => s.connected).length }), 1_000).unref();
    })();
  });
}

async function main(): Promise<void> {
  const sockets = Number(arg('sockets', '10000'));
  const accounts = Number(arg('accounts', '200'));
  const workers = Number(arg('workers', '4'));
  const concurrency = Number(arg('concurrency', '10'));
  const holdS = Number(arg('hold', '30'));
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

  const database = await createBenchDatabase(serverUrl, 'sockets');
  let api: ApiProcess | undefined;
  const children: ChildProcess[] = [];
  try {
    api = await startApi({
      DATABASE_URL: database.url,
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      SECRET_KEY: randomUUID() + randomUUID(),
      WEB_CONCURRENCY: '1',
      SEED_DEMO: 'false',
      REGISTRATIONS_PER_IP_PER_HOUR: String(accounts + 10),
    });
    const people: string[] = [];
    const tag = `${process.pid}`.slice(-5);
    for (let i = 0; i < accounts; i++) people.push((await new Person(api.base).register(`idle${tag}_${i}`)).id);

    const tokens = Array.from({ length: sockets }, () => randomBytes(32).toString('base64url'));
    const db = createPgClient(database.url, { applicationName: 'bench' });
    try {
      const now = new Date();
      const expires = new Date(now.getTime() + SESSION_IDLE_MS);
      for (let at = 0; at < tokens.length; at += 1000) {
        const params: unknown[] = [now, expires];
        const tuples = tokens.slice(at, at + 1000).map((token, j) => {
          const hash = createHash('sha256').update(token, 'utf8').digest('hex');
          return `($${params.push(hash)}, $${params.push(people[(at + j) % people.length])}, $1, $1, $2)`;
        });
        await db.query(
          `INSERT INTO api_sessions (token_hash, account_id, created_at, last_seen_at, expires_at) VALUES ${tuples.join(', ')}`,
          params,
        );
      }
    } finally {
      await db.close();
    }

    const pid = api.child.pid!;
    await sleep(3_000); // the start-up's own allocations settle
    const before = await rssMiB(pid);
    const opened = performance.now();
    const share = Math.ceil(sockets / workers);
    const results = await Promise.all(
      Array.from({ length: workers }, (_, w) => {
        const child = fork(fileURLToPath(import.meta.url), ['--worker'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
        children.push(child);
        return new Promise<FromWorker & { kind: 'opened' }>((done, fail) => {
          child.on('message', (m: FromWorker) => m.kind === 'opened' && done(m));
          child.once('exit', (code) => fail(new Error(`client worker ${w} ended (${code}) before opening its sockets`)));
          child.send({ kind: 'open', base: api!.base, tokens: tokens.slice(w * share, (w + 1) * share), concurrency } satisfies ToWorker);
        });
      }),
    );
    const openS = (performance.now() - opened) / 1000;
    const connected = results.reduce((n, r) => n + r.connected, 0);
    const failed = results.reduce((n, r) => n + r.failed, 0);
    const open = await rssMiB(pid);
    console.log(
      `${connected} sockets open in ${openS.toFixed(1)} s (${failed} refused${results.find((r) => r.firstError) ? `: ${results.find((r) => r.firstError)!.firstError}` : ''}); server RSS ${before.toFixed(0)} → ${open.toFixed(0)} MiB`,
    );
    const alive = new Map<ChildProcess, number>();
    for (const child of children) child.on('message', (m: FromWorker) => m.kind === 'alive' && alive.set(child, m.connected));
    let peak = open;
    for (let s = 0; s < holdS; s += 5) {
      await sleep(5_000);
      peak = Math.max(peak, await rssMiB(pid));
    }
    const held = await rssMiB(pid);
    const still = [...alive.values()].reduce((n, c) => n + c, 0);
    const growth = held - before;
    console.log(`after ${holdS} s held: ${still} still connected; server RSS ${held.toFixed(0)} MiB (peak ${peak.toFixed(0)} MiB)`);
    console.log(
      `\n| sockets | accounts | RSS before | RSS open | RSS after ${holdS} s | growth | per socket |\n|---|---|---|---|---|---|---|\n` +
        `| ${connected} | ${accounts} | ${before.toFixed(0)} MiB | ${open.toFixed(0)} MiB | ${held.toFixed(0)} MiB | ${growth.toFixed(0)} MiB | ${((growth * 1024) / Math.max(1, connected)).toFixed(1)} KiB |`,
    );
    const ok = connected === sockets && still === sockets && growth <= BUDGET_MB;
    console.log(`\nbudget ${sockets} held, growth ≤ ${BUDGET_MB} MB: ${ok ? 'MET' : 'MISSED'}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((done) => {
            if (child.exitCode !== null) return done(undefined);
            child.once('exit', done);
            child.send({ kind: 'close' } satisfies ToWorker);
          }),
      ),
    );
    await api?.stop();
    closeConnections();
    await database.drop();
  }
}

if (process.argv.includes('--worker')) runWorker();
else
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
