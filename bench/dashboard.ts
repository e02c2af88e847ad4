/**
 * The dashboard's charts, GET /api/admin/dashboard/charts (issue 10 budget: ≤ 300 ms over a year of events): what
 * its handler runs, `dashboardCharts(db, from, to)` over 365 Europe/Warsaw days of the dashboard projector's rows.
 *   npx tsx bench/dashboard.ts --db pglite          (on disk in a temp dir, as the embedded product runs)
 *   npx tsx bench/dashboard.ts                      (Postgres: DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   options: --decisions 300 (per day)  --runs 50
 * Seeding: a year of daily counters and decision durations written directly (the shape the projector keeps), then
 * one more day of real events (ads submitted and decided, registrations, wallet entries) folded by the projector
 * itself, so the measured rows include what the running product writes, and its throughput is printed too.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import contracts from '../contracts/src/index';
import projections from '../projections/src/index';
import { openBenchDatabase } from './lib/bench-database';

// bench is an ES module; the workspace sources are CommonJS, whose named exports ESM cannot see through `export *`.
const { DASHBOARD_METRICS } = contracts;
const { addDays, createDashboardProjector, dashboardCharts, fakeAdFields, migrateReadModels, seededRandom, warsawDay } = projections;

const argv = process.argv;
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1]! : fallback;
};
const dbKind = arg('db', 'postgres');
const perDay = Number(arg('decisions', '300'));
const runs = Number(arg('runs', '50'));
const BUDGET_MS = 300;
const DAYS = 365;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const { client, close } = await openBenchDatabase(dbKind, 'dashboard');
let exit = 0;
try {
  await migrateReadModels(client);
  const to = warsawDay(new Date());
  const from = addDays(to, -(DAYS - 1));
  let t = performance.now();
  await client.query(
    `INSERT INTO dashboard_daily (day, metric, value)
     SELECT d::date, m, (random() * 400)::bigint FROM generate_series($1::date, ($2::date - 1), interval '1 day') d, unnest($3::text[]) m`,
    [from, to, [...DASHBOARD_METRICS]],
  );
  // A correlated subquery (it names d) draws new durations for every day.
  await client.query(
    `INSERT INTO dashboard_decision_times (day, seconds, decisions, median)
     SELECT day, seconds, cardinality(seconds), (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY s) FROM unnest(seconds) AS s)
       FROM (SELECT d::date AS day, ARRAY(SELECT random() * 172800 FROM generate_series(1, $3::int) WHERE d IS NOT NULL) AS seconds
               FROM generate_series($1::date, ($2::date - 1), interval '1 day') d) y`,
    [from, to, perDay],
  );
  console.log(
    `seeded ${DAYS - 1} days × ${DASHBOARD_METRICS.length} counters and ${perDay} decisions a day in ${(performance.now() - t).toFixed(0)} ms on ${dbKind === 'pglite' ? 'PGlite' : 'Postgres'}`,
  );

  // The last day through the projector: each ad submitted and then approved or rejected, plus registrations and points.
  const now = new Date();
  const at = (offsetMs: number) => new Date(now.getTime() - 6 * 3600_000 + offsetMs).toISOString();
  const events: { type: string; data: unknown }[] = [];
  const random = seededRandom(11);
  for (let i = 0; i < perDay; i++) {
    const adId = randomUUID();
    const ownerId = randomUUID();
    events.push({ type: 'AdCreated', data: { adId, ownerId, fields: fakeAdFields(random), createdAt: at(i * 1000) } });
    events.push(
      i % 3
        ? { type: 'AdApproved', data: { adId, ownerId, approvedBy: 'bench', approvedAt: at(i * 1000 + 3600_000) } }
        : {
            type: 'AdRejected',
            data: { adId, ownerId, rejectedBy: 'bench', reason: 'Niezgodne z regulaminem', rejectedAt: at(i * 1000 + 7200_000) },
          },
    );
    if (i % 5 === 0)
      events.push({
        type: 'PointsCredited',
        data: {
          accountId: ownerId,
          entryId: `e${i}`,
          points: 500,
          balanceAfter: 500,
          source: 'grant',
          reference: null,
          reason: 'bench',
          creditedAt: at(i * 1000),
        },
      });
  }
  let position = 0;
  const recorded = events.map((e) => ({
    streamId: 'bench',
    revision: position,
    position: ++position,
    id: randomUUID(),
    type: e.type,
    data: e.data,
    metadata: {},
    createdAt: now,
  }));
  const projector = createDashboardProjector();
  t = performance.now();
  await client.transaction((tx) => projector.apply(recorded, tx));
  const folded = performance.now() - t;
  console.log(
    `projected ${recorded.length} events of today in ${folded.toFixed(0)} ms (${((recorded.length / folded) * 1000).toFixed(0)} events/s)`,
  );

  const charts = () => dashboardCharts(client, from, to);
  const check = await charts();
  const today = check.at(-1)!;
  if (check.length !== DAYS || today.decisions !== perDay || today.medianDecisionSeconds === null)
    throw new Error(`unexpected charts: ${check.length} days, today ${JSON.stringify(today)}`);
  for (let i = 0; i < 5; i++) await charts(); // warm-up (JIT, caches)
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await charts();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `charts over ${DAYS} days (${DAYS * perDay} decisions), ${runs} runs: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms` +
      ` (load average ${loadavg()[0]!.toFixed(1)}) — budget ≤ ${BUDGET_MS} ms: ${p95 <= BUDGET_MS ? 'ok' : 'OVER'}`,
  );
  if (p95 > BUDGET_MS) exit = 1;
} finally {
  await close();
}
process.exitCode = exit;
