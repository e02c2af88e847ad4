/**
 * Replaying a wallet (issue 9): read a stream of `--entries` (default 10,000) wallet events from the event store and
 * fold it with the decider's `evolve`, exactly as the wallet's command handler does before every spend
 * (`foldEvents`: upcast, parse with the contract, evolve). p50/p95 over `--runs` (default 20). Budget ≤ 200 ms.
 *
 *   npx tsx wallet-replay.ts [--entries 10000] [--runs 20]      # embedded PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx wallet-replay.ts
 *
 * The wallet holds a realistic mix: payments and vouchers (each with a reference), promotions, bumps, refunds of some
 * of them, grants and deductions, so every branch of `evolve` runs.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { flag, requireSource, ROOT } from './lib/ts-sources';

const require = requireSource;
const arg = (name: string, fallback: number): number => Number(flag(name) ?? fallback);
const ENTRIES = arg('entries', 10_000);
const RUNS = arg('runs', 20);
const BUDGET_MS = 200;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const { createTestDatabase, PostgresEventStore } = require('@anonse/eventstore') as typeof import('../eventstore/src/index');
const { walletStreamId } = require('@anonse/contracts') as typeof import('../contracts/src/index');
const { walletDecider } = require(
  resolve(ROOT, 'services/api/src/contexts/wallet/domain/decide.ts'),
) as typeof import('../services/api/src/contexts/wallet/domain/decide');
const { foldEvents } = require(
  resolve(ROOT, 'services/api/src/platform/commands/command-runner.ts'),
) as typeof import('../services/api/src/platform/commands/command-runner');
type WalletCommand = import('../services/api/src/contexts/wallet/domain/decide').WalletCommand;

/** The commands that build the wallet, decided one by one so every event is what the decider itself writes. */
function* commands(accountId: string): Generator<WalletCommand> {
  const now = new Date(Date.UTC(2026, 0, 1)).toISOString();
  const base = (i: number) => ({ accountId, entryId: `entry-${i}`, now });
  const spends: string[] = [];
  for (let i = 0; i < ENTRIES; i++) {
    switch (i % 8) {
      case 0:
      case 4:
        yield { ...base(i), type: 'CreditPoints', points: 500, source: 'payment', reference: `payment:sandbox:${i}`, reason: null };
        break;
      case 1:
        yield { ...base(i), type: 'CreditPoints', points: 100, source: 'voucher', reference: `voucher:${i}`, reason: null };
        break;
      case 2:
        spends.push(`entry-${i}`);
        yield { ...base(i), type: 'SpendPointsForPromotion', points: 300, adId: `ad-${i % 50}`, days: 7 };
        break;
      case 3:
        spends.push(`entry-${i}`);
        yield { ...base(i), type: 'SpendPointsForBump', points: 50, adId: `ad-${i % 50}` };
        break;
      case 5:
        yield { ...base(i), type: 'RefundPoints', points: 50, refundOf: spends.at(-1)!, reason: 'refundAdNotPromotable' };
        break;
      case 6:
        yield { ...base(i), type: 'CreditPoints', points: 25, source: 'grant', reference: null, reason: 'Rekompensata' };
        break;
      default:
        yield { ...base(i), type: 'DeductPoints', points: 10, reason: 'Korekta' };
    }
  }
}

const db = await createTestDatabase();
const store = new PostgresEventStore(db.client, { pollIntervalMs: 1000 });
let exit = 0;
try {
  await store.migrate();
  const accountId = randomUUID();
  const streamId = walletStreamId(accountId);
  const t0 = performance.now();
  let state = walletDecider.initialState();
  let batch: { id: string; type: string; data: unknown; metadata: Record<string, unknown> }[] = [];
  let revision = -1;
  const flush = async () => {
    if (!batch.length) return;
    const result = await store.appendToStream(streamId, batch, { expectedRevision: revision === -1 ? 'no_stream' : revision });
    revision = result.nextExpectedRevision;
    batch = [];
  };
  for (const command of commands(accountId))
    for (const event of walletDecider.decide(command, state)) {
      state = walletDecider.evolve(state, event);
      const metadata = {
        actor: { id: accountId, role: 0 },
        correlationId: randomUUID(),
        causationId: randomUUID(),
        occurredAt: command.now,
        schemaVersion: 1,
      };
      batch.push({ id: randomUUID(), type: event.type, data: walletDecider.events.check(event).data, metadata });
      if (batch.length === 500) await flush();
    }
  await flush();
  console.log(
    `seeded ${state.entries} entries (balance ${state.balance}) in ${(performance.now() - t0).toFixed(0)} ms on ${process.env.DATABASE_URL ? 'Postgres' : 'PGlite'}`,
  );

  const replay = async () => foldEvents(walletDecider, await store.readStream(streamId));
  for (let i = 0; i < 3; i++) await replay(); // warm-up (JIT, caches)
  const total: number[] = [];
  const reads: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const events = await store.readStream(streamId);
    const read = performance.now();
    const replayed = foldEvents(walletDecider, events);
    total.push(performance.now() - started);
    reads.push(read - started);
    if (replayed.balance !== state.balance || replayed.entries !== ENTRIES)
      throw new Error(`replay gave ${replayed.balance} over ${replayed.entries} entries`);
  }
  total.sort((a, b) => a - b);
  reads.sort((a, b) => a - b);
  const p95 = percentile(total, 95);
  console.log(
    `replaying a wallet of ${ENTRIES} entries (read + fold), ${RUNS} runs: p50 ${percentile(total, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${total.at(-1)!.toFixed(1)} ms` +
      ` (read alone p50 ${percentile(reads, 50).toFixed(1)} ms; load average ${loadavg()[0]!.toFixed(1)}) — budget ≤ ${BUDGET_MS} ms: ${p95 <= BUDGET_MS ? 'ok' : 'OVER'}`,
  );
  if (p95 > BUDGET_MS) exit = 1;
} finally {
  await store.close();
  await db.close();
}
process.exitCode = exit;
