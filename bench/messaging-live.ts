/**
 * Live delivery of messages (issue 22's budget: send → delivered to the other browser, two API processes on Redis,
 * p95 ≤ 200 ms). Two built API processes on one Postgres database of the benchmark's own (created, then dropped) and
 * Redis: A runs everything (`PROCESS_ROLE=all`: HTTP and the projectors), B only HTTP and the live channel
 * (`PROCESS_ROLE=api`). Two people sign up; one writes, the other accepts. The recipient's socket.io client is
 * connected to B, the sender posts each message to A; a sample is the time from just before the POST is sent until
 * the recipient's socket hears that message (`messaging` event): the request, the append, the projector, B's tail of
 * the feed table and the push.
 *
 *   npm run bench:messaging-live -w @anonse/bench
 *   npx tsx messaging-live.ts --messages 300 [--gap 20]
 *
 * Environment: DATABASE_URL names the Postgres server (the database in its path is only used to create and drop the
 * benchmark's own; default postgres://postgres@127.0.0.1:5432/test), REDIS_URL (default redis://127.0.0.1:6379).
 * Both processes run with WEB_CONCURRENCY=1 (one process each, no cluster) and DEV_CLOCK=true: a new account may send
 * 10 messages a minute in one conversation and 30 an hour (docs/messaging.md § Limits), so the benchmark moves A's
 * clock an hour on after every 9 messages instead of waiting. Needs a build (`npm run build`).
 */
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { closeConnections, createBenchDatabase, percentile, Person, sleep, startApi, type ApiProcess } from './lib/api-server';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const messages = Number(arg('messages', '300'));
/** Pause between one message's delivery and the next send (ms). */
const gapMs = Number(arg('gap', '20'));
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const BUDGET_MS = 200;
/** Under the new-account limit of 10 a minute per conversation (and 30 an hour per account). */
const MESSAGES_PER_WINDOW = 9;
const HOUR_MS = 3_600_000;
const WARM_UP = 10;

async function connect(base: string, cookie: string): Promise<Socket> {
  const socket = io(base, { path: '/socket.io/', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
  await new Promise<void>((ok, fail) => {
    socket.once('connect', () => ok());
    socket.once('connect_error', fail);
  });
  return socket;
}

async function main() {
  const database = await createBenchDatabase(serverUrl, 'live');
  const processes: ApiProcess[] = [];
  let socket: Socket | undefined;
  try {
    const common = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      // The same on both nodes, as production requires; the XSRF cookie of one is good on the other.
      SECRET_KEY: randomUUID() + randomUUID(),
      WEB_CONCURRENCY: '1',
      SEED_DEMO: 'false',
      DEV_CLOCK: 'true',
      REGISTRATIONS_PER_IP_PER_HOUR: '1000',
    };
    // A first: it migrates the empty database; B starts on it afterwards.
    const a = await startApi({ ...common, PROCESS_ROLE: 'all' });
    processes.push(a);
    const b = await startApi({ ...common, PROCESS_ROLE: 'api' });
    processes.push(b);

    const tag = `${process.pid}`.slice(-5);
    const sender = await new Person(a.base).register(`live_s${tag}`);
    const recipient = await new Person(a.base).register(`live_r${tag}`);
    const started = await sender.call('POST', '/api/conversations', {
      recipientId: recipient.id,
      text: 'Dzień dobry!',
      clientId: randomUUID(),
    });
    if (started.status !== 201) throw new Error(`start: ${started.status} ${started.body}`);
    const conversationId = (JSON.parse(started.body) as { conversationId: string }).conversationId;
    const accepted = await recipient.call('POST', `/api/conversations/${conversationId}/accept`);
    if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${accepted.body}`);

    socket = await connect(b.base, recipient.cookieHeader());
    /** When each message id was heard on the recipient's socket (ms, performance.now()). */
    const heard = new Map<string, number>();
    let waiting: { id: string; done: () => void } | undefined;
    socket.on('messaging', (item: { message?: { id: string } }) => {
      const id = item.message?.id;
      if (!id) return;
      heard.set(id, performance.now());
      if (waiting?.id === id) waiting.done();
    });

    const samples: number[] = [];
    const answers: number[] = [];
    let inWindow = 1; // the first message counted too
    for (let i = 0; i < messages + WARM_UP; i++) {
      if (inWindow >= MESSAGES_PER_WINDOW) {
        const moved = await sender.call('POST', '/api/dev/clock/advance', { ms: HOUR_MS });
        if (moved.status !== 200) throw new Error(`clock: ${moved.status} ${moved.body}`);
        inWindow = 0;
      }
      const t0 = performance.now();
      const sent = await sender.call('POST', `/api/conversations/${conversationId}/messages`, {
        text: `Wiadomość ${i}: czy termin w piątek jest jeszcze wolny?`,
        clientId: randomUUID(),
      });
      const answeredAt = performance.now();
      inWindow++;
      if (sent.status !== 201) throw new Error(`send ${i}: ${sent.status} ${sent.body}`);
      const id = (JSON.parse(sent.body) as { id: string }).id;
      if (!heard.has(id))
        await new Promise<void>((ok, fail) => {
          const timer = setTimeout(() => fail(new Error(`message ${i} was not delivered within 10 s`)), 10_000);
          waiting = {
            id,
            done: () => {
              clearTimeout(timer);
              ok();
            },
          };
        });
      waiting = undefined;
      if (i >= WARM_UP) {
        samples.push(heard.get(id)! - t0);
        answers.push(answeredAt - t0);
      }
      await sleep(gapMs);
    }

    const row = (name: string, xs: number[]) =>
      `| ${name.padEnd(34)} | ${percentile(xs, 50).toFixed(1).padStart(7)} | ${percentile(xs, 95).toFixed(1).padStart(7)} | ${Math.max(
        ...xs,
      )
        .toFixed(1)
        .padStart(7)} |`;
    console.log(`\n${messages} messages (after ${WARM_UP} to warm up), sender on A (all), recipient's socket on B (api), Redis adapter`);
    console.log(`| ${'ms'.padEnd(34)} | ${'p50'.padStart(7)} | ${'p95'.padStart(7)} | ${'max'.padStart(7)} |`);
    console.log(`|${'-'.repeat(36)}|${'-'.repeat(9)}|${'-'.repeat(9)}|${'-'.repeat(9)}|`);
    console.log(row('send answered (A)', answers));
    console.log(row('send → heard on the socket (B)', samples));
    const p95 = percentile(samples, 95);
    console.log(`\nbudget p95 ≤ ${BUDGET_MS} ms: ${p95 <= BUDGET_MS ? 'MET' : 'MISSED'}`);
    process.exitCode = p95 <= BUDGET_MS ? 0 : 1;
  } finally {
    socket?.disconnect();
    for (const p of processes.reverse()) await p.stop();
    closeConnections();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
