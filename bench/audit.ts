/**
 * The audit console's budgets (issue 10): an ad's timeline of 1,000 events (`GET /api/admin/audit/ad/{id}/events`,
 * one page of 1,000, with actors' logins) ≤ 100 ms, and a wallet of 10,000 entries as of a date
 * (`GET /api/admin/audit/wallet/{id}/state?at=…`: read the stream, fold it with the wallet's own evolve up to the
 * date; later requests start from the folds kept every 1,000 revisions, the first is printed apart) ≤ 200 ms. Both through the real application (guards, sealing store, response contract), p50/p95 over
 * `--runs` (default 30). The in-process projections are stopped after seeding, so the figures are the reads' own.
 *
 *   npx tsx audit.ts [--ad-events 1000] [--entries 10000] [--runs 30]          # embedded PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx audit.ts
 *
 * `--detail` also times the wallet's read through the sealing store, the plain read under it, and the fold alone.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { flag, requireSource, ROOT } from './lib/ts-sources';

const require = requireSource;
const arg = (name: string, fallback: number): number => Number(flag(name) ?? fallback);
const AD_EVENTS = arg('ad-events', 1_000);
const ENTRIES = arg('entries', 10_000);
const RUNS = arg('runs', 30);
const TIMELINE_BUDGET_MS = 100;
const AS_OF_BUDGET_MS = 200;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

require('reflect-metadata');
const { startTestApp } = require(
  resolve(ROOT, 'services/api/src/testing/test-app.ts'),
) as typeof import('../services/api/src/testing/test-app');
const { walletDecider } = require(
  resolve(ROOT, 'services/api/src/contexts/wallet/domain/decide.ts'),
) as typeof import('../services/api/src/contexts/wallet/domain/decide');
const { adStreamId, walletStreamId } = require('@anonse/contracts') as typeof import('../contracts/src/index');
const { fakeAdFields, seededRandom } = require('@anonse/projections') as typeof import('../projections/src/index');
type WalletCommand = import('../services/api/src/contexts/wallet/domain/decide').WalletCommand;

const START = Date.UTC(2025, 0, 1);
const MINUTE = 60_000;
const meta = (actor: { id: string; role: number }, at: number) => ({
  commandId: randomUUID(),
  correlationId: randomUUID(),
  causationId: randomUUID(),
  actor,
  occurredAt: new Date(at).toISOString(),
  schemaVersion: 1,
});

/** A wallet's mix: payments, vouchers, spends, refunds, grants, deductions (as bench:wallet). */
function* walletCommands(accountId: string): Generator<WalletCommand & { at: number }> {
  const spends: string[] = [];
  for (let i = 0; i < ENTRIES; i++) {
    const at = START + i * MINUTE;
    const base = { accountId, entryId: `entry-${i}`, now: new Date(at).toISOString(), at };
    switch (i % 8) {
      case 0:
      case 4:
        yield { ...base, type: 'CreditPoints', points: 500, source: 'payment', reference: `payment:sandbox:${i}`, reason: null };
        break;
      case 1:
        yield { ...base, type: 'CreditPoints', points: 100, source: 'voucher', reference: `voucher:${i}`, reason: null };
        break;
      case 2:
        spends.push(`entry-${i}`);
        yield { ...base, type: 'SpendPointsForPromotion', points: 300, adId: `ad-${i % 50}`, days: 7 };
        break;
      case 3:
        spends.push(`entry-${i}`);
        yield { ...base, type: 'SpendPointsForBump', points: 50, adId: `ad-${i % 50}` };
        break;
      case 5:
        yield { ...base, type: 'RefundPoints', points: 50, refundOf: spends.at(-1)!, reason: 'refundAdNotPromotable' };
        break;
      case 6:
        yield { ...base, type: 'CreditPoints', points: 25, source: 'grant', reference: null, reason: 'Rekompensata' };
        break;
      default:
        yield { ...base, type: 'DeductPoints', points: 10, reason: 'Korekta' };
    }
  }
}

async function measure(label: string, budget: number, run: () => Promise<void>): Promise<boolean> {
  for (let i = 0; i < 3; i++) await run(); // warm-up (JIT, caches)
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `${label}, ${RUNS} runs: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms` +
      ` (load average ${loadavg()[0]!.toFixed(1)}) — budget ≤ ${budget} ms: ${p95 <= budget ? 'ok' : 'OVER'}`,
  );
  return p95 <= budget;
}

const app = await startTestApp({ DEADLINES_POLL_MS: '3600000', PROMOTION_POLL_MS: '3600000', VOUCHER_CREDIT_POLL_MS: '3600000' });
let exit = 0;
try {
  const store = app.infra.eventStore;
  const admin = await app.admin();
  const owner = await app.user();
  const moderatorId = (await admin.get('/api/user')).json<{ id: string }>().id;

  // An ad made through the API, then a long life: details changed (sealed), deactivated and reactivated.
  const t0 = performance.now();
  const rng = seededRandom(42);
  const created = await owner.post('/api/anonse', fakeAdFields(rng));
  if (created.statusCode !== 201) throw new Error(`ad not created: ${created.body}`);
  const adId: string = created.json().id;
  let revision = 0;
  const adEvents: { id: string; type: string; data: unknown; metadata: Record<string, unknown> }[] = [];
  for (let i = 1; i < AD_EVENTS; i++) {
    const at = START + i * MINUTE;
    const base = { adId, ownerId: owner.id };
    if (i === 1)
      adEvents.push({
        id: randomUUID(),
        type: 'AdApproved',
        data: {
          ...base,
          approvedBy: moderatorId,
          approvedAt: new Date(at).toISOString(),
          expiresAt: new Date(at + 30 * 86_400_000).toISOString(),
        },
        metadata: meta({ id: moderatorId, role: 1 }, at),
      });
    else if (i % 10 === 0) {
      const f = fakeAdFields(rng);
      adEvents.push({
        id: randomUUID(),
        type: 'AdDetailsChanged',
        data: {
          ...base,
          changes: { province: f.province, city: f.city, district: f.district ?? null, phone: f.phone, workingHours: f.workingHours },
          changedAt: new Date(at).toISOString(),
        },
        metadata: meta({ id: owner.id, role: 0 }, at),
      });
    } else if (i % 2 === 0)
      adEvents.push({
        id: randomUUID(),
        type: 'AdDeactivated',
        data: { ...base, deactivatedAt: new Date(at).toISOString() },
        metadata: meta({ id: owner.id, role: 0 }, at),
      });
    else
      adEvents.push({
        id: randomUUID(),
        type: 'AdReactivated',
        data: { ...base, reactivatedAt: new Date(at).toISOString() },
        metadata: meta({ id: owner.id, role: 0 }, at),
      });
  }
  for (let i = 0; i < adEvents.length; i += 500) {
    const result = await store.appendToStream(adStreamId(adId), adEvents.slice(i, i + 500), { expectedRevision: revision });
    revision = result.nextExpectedRevision;
  }

  // A wallet of ENTRIES entries, each decided by the wallet's own decider, a minute apart.
  const accountId = owner.id;
  let state = walletDecider.initialState();
  let batch: { id: string; type: string; data: unknown; metadata: Record<string, unknown> }[] = [];
  let walletRevision = -1;
  const flush = async () => {
    if (!batch.length) return;
    const result = await store.appendToStream(walletStreamId(accountId), batch, {
      expectedRevision: walletRevision === -1 ? 'no_stream' : walletRevision,
    });
    walletRevision = result.nextExpectedRevision;
    batch = [];
  };
  const balances: number[] = [];
  for (const command of walletCommands(accountId))
    for (const event of walletDecider.decide(command, state)) {
      state = walletDecider.evolve(state, event);
      balances.push(state.balance);
      batch.push({
        id: randomUUID(),
        type: event.type,
        data: walletDecider.events.check(event).data,
        metadata: meta({ id: accountId, role: 0 }, command.at),
      });
      if (batch.length === 500) await flush();
    }
  await flush();
  await app.infra.runner?.waitForPosition(await store.headPosition(), { timeoutMs: 600_000 });
  await app.infra.runner?.stop();
  console.log(
    `seeded an ad of ${revision + 1} events and a wallet of ${walletRevision + 1} entries in ${((performance.now() - t0) / 1000).toFixed(1)} s on ${app.db.label}`,
  );

  const timelineOk = await measure(
    `ad timeline of ${revision + 1} events (one page, GET …/events?range=[0,${AD_EVENTS - 1}])`,
    TIMELINE_BUDGET_MS,
    async () => {
      const res = await admin.get(`/api/admin/audit/ad/${adId}/events?range=[0,${AD_EVENTS - 1}]`);
      if (res.statusCode !== 200 || res.json<unknown[]>().length !== AD_EVENTS)
        throw new Error(`timeline: ${res.statusCode} ${res.body.slice(0, 200)}`);
    },
  );
  const middle = Math.floor(ENTRIES * 0.7);
  const at = new Date(START + middle * MINUTE + 1000).toISOString();
  // The first as-of of a stream reads and folds it whole (and keeps folds every 1,000 revisions for the next ones).
  const coldStart = performance.now();
  // The process' own CPU time beside the wall time (PGlite runs in this process): steadier on a shared machine.
  const coldCpu = process.cpuUsage();
  const cold = await admin.get(`/api/admin/audit/wallet/${accountId}/state?at=${encodeURIComponent(at)}`);
  const coldCpuMs = (({ user, system }) => (user + system) / 1000)(process.cpuUsage(coldCpu));
  if (cold.statusCode !== 200 || cold.json<{ state: { balance: number } }>().state.balance !== balances[middle])
    throw new Error(`cold as-of: ${cold.statusCode} ${cold.body.slice(0, 200)}`);
  console.log(
    `wallet of ${ENTRIES} entries as of a date, first request (whole stream read and folded): ${(performance.now() - coldStart).toFixed(1)} ms` +
      ` (this process' CPU time ${coldCpuMs.toFixed(1)} ms; load average ${loadavg()[0]!.toFixed(1)})`,
  );
  const asOfOk = await measure(
    `wallet of ${ENTRIES} entries as of a date (entry ${middle + 1}, GET …/state?at=)`,
    AS_OF_BUDGET_MS,
    async () => {
      const res = await admin.get(`/api/admin/audit/wallet/${accountId}/state?at=${encodeURIComponent(at)}`);
      const body = res.json<{ state: { balance: number; entries: number } }>();
      if (res.statusCode !== 200 || body.state.balance !== balances[middle] || body.state.entries !== middle + 1)
        throw new Error(`as-of: ${res.statusCode} ${res.body.slice(0, 200)}`);
    },
  );
  const latestOk = await measure(`wallet of ${ENTRIES} entries, current state (GET …/state)`, AS_OF_BUDGET_MS, async () => {
    const res = await admin.get(`/api/admin/audit/wallet/${accountId}/state`);
    if (res.statusCode !== 200 || res.json<{ state: { balance: number } }>().state.balance !== state.balance)
      throw new Error(`state: ${res.statusCode}`);
  });
  if (!timelineOk || !asOfOk || !latestOk) exit = 1;
  if (process.argv.includes('--detail')) {
    const { AUDITED_STREAMS } = require(
      resolve(ROOT, 'services/api/src/contexts/audit/history/audited-streams.ts'),
    ) as typeof import('../services/api/src/contexts/audit/history/audited-streams');
    const { foldPrefix } = require(
      resolve(ROOT, 'services/api/src/contexts/audit/domain/as-of.ts'),
    ) as typeof import('../services/api/src/contexts/audit/domain/as-of');
    await measure(
      '  read the wallet stream (unsealing)',
      AS_OF_BUDGET_MS,
      async () => void (await store.readStream(walletStreamId(accountId))),
    );
    const inner = (store as unknown as { inner?: typeof store }).inner;
    if (inner)
      await measure(
        '  of which the plain read (no unsealing)',
        AS_OF_BUDGET_MS,
        async () => void (await inner.readStream(walletStreamId(accountId))),
      );
    const events = await store.readStream(walletStreamId(accountId));
    const audited = events.map((e) => ({ ...e, time: '', erased: false }));
    await measure(
      '  fold it (parse + evolve)',
      AS_OF_BUDGET_MS,
      async () => void foldPrefix(AUDITED_STREAMS.wallet.fold, audited, audited.length),
    );
  }
} finally {
  await app.close();
}
process.exit(exit);
