import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { promotionOptionFor } from '@anonse/contracts';
import { createApp } from '#api/create-app';
import { AdjustableClock } from '#api/platform/clock/clock';
import { loadConfig } from '#api/platform/config/config';
import { newId } from '#api/platform/ids';
import { openInfrastructure } from '#api/platform/infra/infrastructure';
import { createLogger } from '#api/platform/infra/logger';
import { startTestApp, TestClient, type TestApp } from '#api/testing/test-app';
import { ChangeWalletCommand } from '../wallet';
import { PromotionWorker } from './workers/promotion.worker';
import { balanceOf, credit, liveAd, promotionEvents, settle, walletEvents } from './promotion-kit.spec';

jest.setTimeout(120_000);

const ENV = { SECRET_KEY: randomUUID() + randomUUID(), DEADLINES_POLL_MS: '3600000', PROMOTION_POLL_MS: '3600000' };
const price = promotionOptionFor(7)!.points;

/**
 * The process stops (the app and its projections are closed, nothing more runs) and a new one starts over the
 * same database, as after a crash: whatever the first one left half done must be finished by the second.
 */
async function restart(t: TestApp): Promise<TestApp> {
  const clock = t.clock;
  await t.app.close();
  await t.infra.close();
  const config = loadConfig({
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_PUBLIC_BUILD: '/nonexistent/web-public',
    WEB_ADMIN_BUILD: '/nonexistent/web-admin',
    ...ENV,
  });
  const infra = await openInfrastructure({ config, logger: createLogger({ logLevel: 'silent' }), runProjections: true, sql: t.db.client });
  const next = new AdjustableClock();
  // The old clock's offset carried over; read after the old clock, the new one may already be a millisecond ahead.
  next.advance(Math.max(0, clock.now().getTime() - next.now().getTime()));
  const app = await createApp({ ...infra, clock: next, rateLimitKeyPrefix: `anonse-test:${randomUUID()}:rl:` });
  return {
    ...t,
    app,
    infra,
    clock: next,
    client: (ip?: string) => new TestClient(app, ip),
    close: async () => {
      await app.close();
      await infra.close();
      await t.db.close();
    },
  };
}

/** The request's first step alone: the points spent for an order that nothing has carried out yet. */
async function spend(t: TestApp, ownerId: string, adId: string): Promise<string> {
  const orderId = newId();
  const ctx = {
    commandId: orderId,
    correlationId: orderId,
    causationId: orderId,
    actor: { id: ownerId, role: null },
    now: t.clock.now().toISOString(),
  };
  await t.app
    .get(CommandBus)
    .execute(
      new ChangeWalletCommand({ type: 'SpendPointsForPromotion', accountId: ownerId, entryId: orderId, points: price, adId, days: 7 }, ctx),
    );
  await settle(t);
  return orderId;
}

const types = async (t: TestApp, adId: string) => (await promotionEvents(t, adId)).map((e) => e.type);
const spendsAndRefunds = async (t: TestApp, ownerId: string) =>
  (await walletEvents(t, ownerId)).filter((e) => e.type !== 'PointsCredited').map((e) => e.type);

describe('a promotion order across a crash', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(ENV);
  }, 60_000);
  afterEach(async () => {
    await t?.close();
  }, 30_000);

  it('is promoted once after a stop between the spend and the promotion', async () => {
    const { owner, id } = await liveAd(t);
    await credit(t, owner.id, 100);
    const orderId = await spend(t, owner.id, id);
    expect(await types(t, id)).toEqual([]);

    t = await restart(t);
    const worker = t.app.get(PromotionWorker);
    expect(await worker.runDue()).toMatchObject({ promoted: 1 });
    await settle(t);
    expect(await worker.runDue()).toMatchObject({ promoted: 0, refunded: 0 });
    expect(await types(t, id)).toEqual(['AdPromoted']);
    expect(await spendsAndRefunds(t, owner.id)).toEqual(['PointsSpentForPromotion']);
    expect(await balanceOf(t, owner.id)).toBe(100 - price);
    const { rows } = await t.infra.sql.query<{ status: string }>('SELECT status FROM promotion_orders WHERE id = $1', [orderId]);
    expect(rows).toEqual([{ status: 'done' }]);
  });

  it('is promoted once after a stop between the promotion and the order marked done', async () => {
    const { owner, id } = await liveAd(t);
    await credit(t, owner.id, 100);
    const orderId = await spend(t, owner.id, id);
    // The projections stop first, so the promotion is appended but the order is never marked done in this process.
    await t.infra.runner!.stop();
    expect(await t.app.get(PromotionWorker).runDue()).toMatchObject({ promoted: 1 });
    expect(await types(t, id)).toEqual(['AdPromoted']);
    const { rows } = await t.infra.sql.query<{ status: string }>('SELECT status FROM promotion_orders WHERE id = $1', [orderId]);
    expect(rows).toEqual([{ status: 'pending' }]);

    t = await restart(t);
    // The new process may take the step again before its projections catch up: it appends nothing.
    await t.app.get(PromotionWorker).processOrder(orderId);
    await settle(t);
    expect(await t.app.get(PromotionWorker).runDue()).toMatchObject({ promoted: 0, refunded: 0 });
    expect(await types(t, id)).toEqual(['AdPromoted']);
    expect(await spendsAndRefunds(t, owner.id)).toEqual(['PointsSpentForPromotion']);
    expect((await t.infra.sql.query<{ status: string }>('SELECT status FROM promotion_orders WHERE id = $1', [orderId])).rows).toEqual([
      { status: 'done' },
    ]);
  });

  it('refunds once after a stop between the refusal and the refund', async () => {
    const { owner, id } = await liveAd(t);
    await credit(t, owner.id, 100);
    const orderId = await spend(t, owner.id, id);
    const revision = (await owner.get(`/api/user/ads/${id}`)).json().revision;
    expect((await owner.request('DELETE', `/api/anonse/${id}`, { headers: { 'if-match': `"${revision}"` } })).statusCode).toBeLessThan(300);
    await settle(t);
    await t.infra.runner!.stop();
    await t.app.get(PromotionWorker).runDue();
    expect(await types(t, id)).toEqual(['PromotionRefused']);

    t = await restart(t);
    const worker = t.app.get(PromotionWorker);
    await worker.processOrder(orderId);
    await settle(t);
    await worker.runDue();
    await settle(t);
    expect(await worker.runDue()).toMatchObject({ promoted: 0, refunded: 0 });
    expect(await types(t, id)).toEqual(['PromotionRefused']);
    expect(await spendsAndRefunds(t, owner.id)).toEqual(['PointsSpentForPromotion', 'PointsRefunded']);
    expect(await balanceOf(t, owner.id)).toBe(100);
    // The owner's session lives in the database: the same browser goes on in the new process.
    const again = new TestClient(t.app);
    for (const [k, v] of owner.cookies) again.cookies.set(k, v);
    expect((await again.get(`/api/promotions/orders/${orderId}`)).json()).toMatchObject({ status: 'refunded', refundedPoints: price });
  });
});
