/**
 * Messages (issue 22's budgets): what GET /api/conversations and GET /api/conversations/:id/messages run for one page.
 *   npx tsx bench/messaging.ts --db pglite      (on disk in a temp dir, as the embedded product runs)
 *   npx tsx bench/messaging.ts                  (Postgres: DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   options: --conversations 1000 (in the measured person's inbox)  --messages 10000 (in the long thread)  --queries 200
 *            --explain (after the measurements, prints EXPLAIN ANALYZE of every statement one inbox page runs)
 * Budgets: an inbox of 1,000 conversations, first page p95 ≤ 20 ms; a thread of 10,000 messages, newest page and one
 * page back p95 ≤ 20 ms. The read models are filled with rows as the messaging projector writes them: each
 * conversation has its two sides and five messages (a few unread), the long thread is one of them, a tenth are
 * archived and a few blocked, and 20 other people have inboxes of the same size around it.
 * Besides the wall time, each line gives the CPU time this process spent per page: with --db pglite the database runs
 * in this process, so that is the page's whole cost, steadier than the wall time on a machine shared with other work.
 */
import { randomUUID } from 'node:crypto';
import projections from '../projections/src/index';
import { openBenchDatabase, type BenchSqlClient } from './lib/bench-database';

const { listConversations, listMessages, migrateReadModels, seededRandom } = projections;

const argv = process.argv;
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1]! : fallback;
};
const conversations = Number(arg('conversations', '1000'));
const threadLength = Number(arg('messages', '10000'));
const queries = Number(arg('queries', '200'));
const dbKind = arg('db', 'postgres');
const explain = argv.includes('--explain');
const rng = seededRandom(22);
const THREAD_PAGE = 30;
const BUDGET_MS = 20;

type Row = Record<string, unknown>;

/** Inserts rows in chunks (one statement each), as a projector's batch would. */
async function insert(client: BenchSqlClient, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const perChunk = Math.floor(30_000 / columns.length);
  for (let at = 0; at < rows.length; at += perChunk) {
    const chunk = rows.slice(at, at + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => `(${columns.map((c) => `$${params.push(row[c])}`).join(', ')})`);
    await client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}

/** One person's inbox of `count` conversations; the first has `longThread` messages. Returns its id and the long thread's. */
async function seedInbox(client: BenchSqlClient, count: number, longThread: number): Promise<{ viewer: string; thread: string }> {
  const viewer = `acc-${randomUUID()}`;
  const convs: Row[] = [];
  const sides: Row[] = [];
  const messages: Row[] = [];
  const blocks: Row[] = [];
  const start = Date.now() - 90 * 86_400_000;
  for (let i = 0; i < count; i++) {
    const id = `conv-${randomUUID()}`;
    const other = `acc-${randomUUID()}`;
    const starter = rng() < 0.5 ? viewer : other;
    const length = i === 0 ? longThread : 5;
    const startedAt = start + Math.floor(rng() * 80 * 86_400_000);
    let lastId = '';
    let lastAt = startedAt;
    for (let seq = 1; seq <= length; seq++) {
      lastId = `msg-${randomUUID()}`;
      lastAt = startedAt + seq * 60_000;
      messages.push({
        id: lastId,
        conversation_id: id,
        seq,
        sender_id: seq % 2 === 1 ? starter : starter === viewer ? other : viewer,
        client_id: randomUUID(),
        text: `Wiadomość ${seq}: dzień dobry, czy termin w piątek jest jeszcze wolny?`,
        contact: '[]',
        scam: '[]',
        sent_at: new Date(lastAt),
      });
    }
    const status = rng() < 0.08 ? 'pending' : 'accepted';
    convs.push({
      id,
      starter_id: starter,
      recipient_id: starter === viewer ? other : viewer,
      pair_key: [viewer, other].sort().join('|'),
      ad_id: null,
      status,
      last_seq: length,
      last_message_id: lastId,
      started_at: new Date(startedAt),
      last_message_at: new Date(lastAt),
    });
    const readUpTo = rng() < 0.2 ? length - 2 : length;
    const at = new Date(lastAt);
    sides.push({
      conversation_id: id,
      account_id: viewer,
      other_id: other,
      archived: rng() < 0.1,
      read_up_to: readUpTo,
      last_message_at: at,
    });
    sides.push({ conversation_id: id, account_id: other, other_id: viewer, archived: false, read_up_to: length, last_message_at: at });
    if (rng() < 0.02) blocks.push({ account_id: viewer, blocked_id: other });
  }
  await insert(client, 'messaging_conversations', convs);
  await insert(client, 'messaging_sides', sides);
  await insert(client, 'messaging_messages', messages);
  await insert(client, 'messaging_blocks', blocks);
  return { viewer, thread: convs[0]!.id as string };
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

/**
 * Runs what `run` sends through EXPLAIN (ANALYZE, BUFFERS) and prints the plans: the statements stay the product's
 * own (not copies that could drift). The caller gets no rows back, so this comes after the measurements.
 */
async function printPlans(name: string, run: (db: Pick<BenchSqlClient, 'query'>) => Promise<unknown>): Promise<void> {
  const explaining = {
    query: async (sql: string, params?: readonly unknown[]) => {
      const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      console.log(`\n-- ${name}\n${plan.rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n')}`);
      return { rows: [], rowCount: 0 };
    },
  } as Pick<BenchSqlClient, 'query'>;
  await run(explaining);
}

async function measure(name: string, query: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 10; i++) await query(); // warm: plans prepared, pages cached, as a running server has them
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < queries; i++) {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await query();
    times.push(performance.now() - t0);
    const used = process.cpuUsage(cpu0);
    cpu.push((used.user + used.system) / 1000);
  }
  const p95 = quantile(times, 0.95);
  const verdict = p95 <= BUDGET_MS ? 'MET' : 'MISSED';
  // On PGlite the database runs in this process, so its CPU time is the page's whole cost, and unlike the wall time
  // it does not grow while other work on the machine holds the cores.
  console.log(
    `  ${name.padEnd(44)} p50 ${quantile(times, 0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms  (budget ≤ ${BUDGET_MS} ms: ${verdict})` +
      `  CPU p50 ${quantile(cpu, 0.5).toFixed(2)} ms, p95 ${quantile(cpu, 0.95).toFixed(2)} ms`,
  );
  return p95;
}

const { client, close } = await openBenchDatabase(dbKind, 'messaging');
try {
  await migrateReadModels(client);
  const t = performance.now();
  const measured = await seedInbox(client, conversations, threadLength);
  for (let i = 0; i < 20; i++) await seedInbox(client, conversations, 5);
  await client.query('ANALYZE');
  const counts = (
    await client.query<{ conversations: number; messages: number }>(
      'SELECT (SELECT count(*)::int FROM messaging_conversations) AS conversations, (SELECT count(*)::int FROM messaging_messages) AS messages',
    )
  ).rows[0]!;
  console.log(
    `${dbKind}: seeded ${counts.conversations} conversations, ${counts.messages} messages in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  const { viewer, thread } = measured;
  const firstPage = await listConversations(client, viewer, 'inbox', undefined, 'pl');
  if (!firstPage || firstPage.items.length === 0) throw new Error('the measured inbox is empty: the seed does not match the queries');
  const newest = await listMessages(client, viewer, thread, 0, undefined, THREAD_PAGE);
  if (newest.items.length !== THREAD_PAGE || newest.nextBefore === null) throw new Error('the long thread has no second page');
  const oneBack = newest.nextBefore;

  const results = [
    await measure(`inbox of ${conversations}, first page`, () => listConversations(client, viewer, 'inbox', undefined, 'pl')),
    await measure(`inbox of ${conversations}, second page`, () =>
      listConversations(client, viewer, 'inbox', firstPage.nextCursor ?? undefined, 'pl'),
    ),
    await measure(`thread of ${threadLength}, newest page`, () => listMessages(client, viewer, thread, 0, undefined, THREAD_PAGE)),
    await measure(`thread of ${threadLength}, one page back`, () => listMessages(client, viewer, thread, 0, oneBack, THREAD_PAGE)),
  ];
  console.log(`all within ${BUDGET_MS} ms p95: ${results.every((p95) => p95 <= BUDGET_MS) ? 'yes' : 'no'}`);
  if (explain) {
    await printPlans('inbox, first page', (db) => listConversations(db, viewer, 'inbox', undefined, 'pl'));
    await printPlans('inbox, second page', (db) => listConversations(db, viewer, 'inbox', firstPage.nextCursor ?? undefined, 'pl'));
  }
} finally {
  await close();
}
