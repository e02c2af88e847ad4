/**
 * Spending points for a promotion (issue 9): the `SpendPointsForPromotion` command through the real application's
 * command bus (load the wallet stream, fold, decide, append with the expected revision), `--wallets` (default 8)
 * wallets spending at the same time, `--spends` (default 200) spends each. p50/p95 of one spend. Budget p95 ≤ 20 ms
 * on the local Postgres.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx promotion-spend.ts [--wallets 8] [--spends 200]
 *
 * Without DATABASE_URL it runs on embedded PGlite (one connection: the figure is then not the budget's). The
 * in-process projections are stopped after the set-up, so the figure is the command's own (as on an API node of
 * the production layout, where projections run elsewhere); `--with-projections` keeps them running in this process.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { flag, requireSource, ROOT } from './lib/ts-sources';

const require = requireSource;
const arg = (name: string, fallback: number): number => Number(flag(name) ?? fallback);
const WALLETS = arg('wallets', 8);
const SPENDS = arg('spends', 200);
const WARMUP = 10;
const BUDGET_MS = 20;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

require('reflect-metadata');
const { startTestApp } = require(
  resolve(ROOT, 'services/api/src/testing/test-app.ts'),
) as typeof import('../services/api/src/testing/test-app');
const { ChangeWalletCommand } = require(
  resolve(ROOT, 'services/api/src/contexts/wallet/index.ts'),
) as typeof import('../services/api/src/contexts/wallet/index');
const { CommandBus } = require('@nestjs/cqrs') as typeof import('@nestjs/cqrs');
const { promotionOptionFor } = require('@anonse/contracts') as typeof import('../contracts/src/index');

const option = promotionOptionFor(7)!;
const app = await startTestApp({ DEADLINES_POLL_MS: '3600000', PROMOTION_POLL_MS: '3600000', VOUCHER_CREDIT_POLL_MS: '3600000' });
let exit = 0;
try {
  const bus = app.app.get(CommandBus);
  const ctx = () => {
    const id = randomUUID();
    return { commandId: id, correlationId: id, causationId: id, actor: { id: 'bench', role: null }, now: new Date().toISOString() };
  };
  const wallets = Array.from({ length: WALLETS }, () => randomUUID());
  for (const accountId of wallets)
    await bus.execute(
      new ChangeWalletCommand(
        {
          type: 'CreditPoints',
          accountId,
          entryId: randomUUID(),
          points: option.points * (SPENDS + WARMUP),
          source: 'grant',
          reference: null,
          reason: 'bench',
        },
        ctx(),
      ),
    );

  const spend = (accountId: string) =>
    bus.execute(
      new ChangeWalletCommand(
        { type: 'SpendPointsForPromotion', accountId, entryId: randomUUID(), points: option.points, adId: randomUUID(), days: option.days },
        ctx(),
      ),
    );
  for (const accountId of wallets) for (let i = 0; i < WARMUP; i++) await spend(accountId);
  if (!process.argv.includes('--with-projections')) await app.infra.runner?.stop();

  const times: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    wallets.map(async (accountId) => {
      for (let i = 0; i < SPENDS; i++) {
        const started = performance.now();
        await spend(accountId);
        times.push(performance.now() - started);
      }
    }),
  );
  const total = performance.now() - t0;
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `SpendPointsForPromotion on ${app.db.label}${process.argv.includes('--with-projections') ? ' (projections in process)' : ''}, ${WALLETS} wallets at once × ${SPENDS} spends (wallets grow to ${SPENDS + WARMUP + 1} entries): ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms, ${((times.length / total) * 1000).toFixed(0)} spends/s (budget p95 ≤ ${BUDGET_MS} ms)`,
  );
  if (p95 > BUDGET_MS && app.db.label === 'postgres') exit = 1;
} finally {
  await app.close();
}
process.exit(exit);
