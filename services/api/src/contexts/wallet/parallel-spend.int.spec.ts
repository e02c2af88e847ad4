import { randomUUID } from 'node:crypto';
import { WALLET_EVENTS, walletStreamId } from '@anonse/contracts';
import { createTestDatabase, PostgresEventStore, type TestDatabase } from '@anonse/eventstore';
import type { CommandContext } from '#api/platform/commands/command-context';
import { ChangeWalletHandler } from './commands/change-wallet.handler';
import { ChangeWalletCommand, type WalletChange } from './commands/wallet.command';
import { InsufficientPointsError } from './domain/decide';

const onServer = Boolean(process.env.DATABASE_URL);

/**
 * The wallet's promise under load: 100 spends at once on one wallet give exactly ⌊balance / price⌋ successes, the
 * rest a clear "not enough points", never a lost or doubled entry. Four handlers stand for four API processes:
 * each serialises its own spends, and they race each other through the store's optimistic concurrency (on the
 * Postgres server over a pool of connections, so the appends truly overlap).
 */
describe(`100 parallel spends on one wallet (${onServer ? 'postgres' : 'pglite'})`, () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  const ctx = (): CommandContext => {
    const id = randomUUID();
    return { commandId: id, correlationId: id, causationId: id, actor: { id: 'tester', role: null }, now: new Date().toISOString() };
  };

  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 12 });
    store = new PostgresEventStore(db.client);
    await store.migrate();
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await db.close();
  });

  it.each([
    { balance: 1000, price: 30 },
    { balance: 100, price: 1 },
    { balance: 50, price: 7 },
  ])(
    'balance $balance, price $price: exactly ⌊balance / price⌋ succeed',
    async ({ balance, price }) => {
      const accountId = randomUUID();
      const handlers = Array.from({ length: 4 }, () => new ChangeWalletHandler(store));
      const run = (handler: ChangeWalletHandler, change: WalletChange) => handler.execute(new ChangeWalletCommand(change, ctx()));
      await run(handlers[0]!, {
        type: 'CreditPoints',
        accountId,
        entryId: `grant-${accountId}`,
        points: balance,
        source: 'grant',
        reference: null,
        reason: 'test',
      });

      const spends = Array.from({ length: 100 }, (_, i) => ({
        type: 'SpendPointsForPromotion' as const,
        accountId,
        entryId: `order-${i}`,
        points: price,
        adId: `ad-${i % 5}`,
        days: 1,
      }));
      const results = await Promise.allSettled(spends.map((spend, i) => run(handlers[i % handlers.length]!, spend)));

      const expected = Math.min(100, Math.floor(balance / price));
      const succeeded = results.filter((r) => r.status === 'fulfilled');
      const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      expect(succeeded).toHaveLength(expected);
      expect(refused.every((e) => e instanceof InsufficientPointsError)).toBe(true);

      const events = (await store.readStream(walletStreamId(accountId))).map((e) => WALLET_EVENTS.parse(e));
      expect(events).toHaveLength(1 + expected);
      // Every line of the ledger follows from the one before it, and no order was charged twice.
      let running = 0;
      for (const e of events) {
        running += e.type === 'PointsCredited' ? e.data.points : -e.data.points;
        expect(e.data.balanceAfter).toBe(running);
      }
      expect(running).toBe(balance - expected * price);
      expect(new Set(events.map((e) => e.data.entryId)).size).toBe(events.length);

      // A retry of spends that went through (a client that timed out, a process manager after a crash) adds nothing.
      const done = events.filter((e) => e.type === 'PointsSpentForPromotion').map((e) => e.data.entryId);
      const again = await Promise.all(
        spends
          .filter((s) => done.includes(s.entryId))
          .slice(0, 10)
          .map((s, i) => run(handlers[i % 4]!, s)),
      );
      expect(again.every((r) => r.replayed)).toBe(true);
      expect(await store.readStream(walletStreamId(accountId))).toHaveLength(1 + expected);
    },
    120_000,
  );
});
