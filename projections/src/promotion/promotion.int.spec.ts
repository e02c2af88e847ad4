import { randomUUID } from 'node:crypto';
import { createProjectors } from '../read-models';
import { ProjectionRunner } from '../runner/projection-runner';
import { openReadSide, recordingLogger } from '../testing/read-side-test-kit';
import {
  getPromotion,
  getPromotionOrder,
  listOrdersToProcess,
  listPromotionsDueForReminder,
  listPromotionsDueToEnd,
} from './promotion.queries';

const DAY = 86_400_000;

describe(`promotion read model (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let kit: Awaited<ReturnType<typeof openReadSide>>;
  let runner: ProjectionRunner;
  const t0 = Date.UTC(2025, 0, 1, 10);
  const at = (days: number) => new Date(t0 + days * DAY).toISOString();
  const append = async (streamId: string, type: string, data: Record<string, unknown>) => {
    await kit.store.appendToStream(streamId, [{ id: randomUUID(), type, data, metadata: { occurredAt: at(0) } }]);
  };
  const settle = async () => expect(await runner.waitForPosition(await kit.store.headPosition(), { timeoutMs: 10_000 })).toBe(true);
  const spend = (owner: string, orderId: string, adId: string, days: number, points: number, balanceAfter: number) =>
    append(`wallet-${owner}`, 'PointsSpentForPromotion', {
      accountId: owner,
      entryId: orderId,
      points,
      balanceAfter,
      adId,
      days,
      spentAt: at(0),
    });
  const promoted = (owner: string, orderId: string, adId: string, days: number, promotedAt: string, until: string) =>
    append(`promotion-${adId}`, 'AdPromoted', { adId, ownerId: owner, orderId, days, promotedAt, until });
  const dump = async () =>
    (await kit.db.client.query('SELECT id, status, refund_points, refunded_points FROM promotion_orders ORDER BY id')).rows.concat(
      (await kit.db.client.query('SELECT id, until, reminded_for, points_paid FROM promotions ORDER BY id')).rows,
    );

  beforeAll(async () => {
    kit = await openReadSide();
    runner = new ProjectionRunner({ sql: kit.db.client, eventStore: kit.store, projectors: createProjectors(), logger: recordingLogger() });
    await runner.start();
  }, 60_000);
  afterAll(async () => {
    await runner.stop();
    await kit.close();
  }, 60_000);

  it('queues a paid order, marks it done when promoted, and keeps the promotion in force with its end and price', async () => {
    const o1 = randomUUID();
    await spend('u1', o1, 'ad1', 7, 50, 50);
    await settle();
    expect((await listOrdersToProcess(kit.db.client, o1)).map((o) => o.status)).toEqual(['pending']);

    await promoted('u1', o1, 'ad1', 7, at(0), at(7));
    const o2 = randomUUID();
    await spend('u1', o2, 'ad1', 3, 25, 25);
    await promoted('u1', o2, 'ad1', 3, at(1), at(10));
    await settle();
    expect(await listOrdersToProcess(kit.db.client, o1)).toEqual([]);
    expect(await getPromotion(kit.db.client, 'ad1')).toMatchObject({ ownerId: 'u1', promotedAt: at(0), until: at(10), pointsPaid: 75 });
    expect((await listPromotionsDueForReminder(kit.db.client, at(9.5))).map((p) => p.adId)).toContain('ad1');
    expect((await listPromotionsDueToEnd(kit.db.client, at(9.5))).map((p) => p.adId)).not.toContain('ad1');

    await append('promotion-ad1', 'AdPromotionEndingSoon', { adId: 'ad1', ownerId: 'u1', until: at(10), remindedAt: at(9.5) });
    await settle();
    expect((await listPromotionsDueForReminder(kit.db.client, at(9.5))).map((p) => p.adId)).not.toContain('ad1');
  });

  it('turns an administrator’s end into refunds of the unused whole days of each order, closed by the wallet’s refunds', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await spend('u2', a, 'ad2', 7, 50, 50);
    await promoted('u2', a, 'ad2', 7, at(0), at(7));
    await spend('u2', b, 'ad2', 3, 25, 25);
    await promoted('u2', b, 'ad2', 3, at(1), at(10));
    await append('promotion-ad2', 'AdPromotionEnded', { adId: 'ad2', ownerId: 'u2', reason: 'endedByAdministrator', endedAt: at(2.5) });
    await settle();
    // a: 4 whole days of 7 left → ⌊50·4/7⌋ = 28; b: not begun → all 25.
    expect(await getPromotionOrder(kit.db.client, a)).toMatchObject({
      status: 'refund_due',
      refundPoints: 28,
      refundReason: 'refundPromotionEnded',
    });
    expect(await getPromotionOrder(kit.db.client, b)).toMatchObject({ status: 'refund_due', refundPoints: 25 });
    expect(await getPromotion(kit.db.client, 'ad2')).toBeNull();

    await append('wallet-u2', 'PointsRefunded', {
      accountId: 'u2',
      entryId: randomUUID(),
      points: 28,
      balanceAfter: 28,
      refundOf: a,
      reason: 'refundPromotionEnded',
      refundedAt: at(2.5),
    });
    await settle();
    expect(await getPromotionOrder(kit.db.client, a)).toMatchObject({ status: 'refunded', refundedPoints: 28 });
    expect((await listOrdersToProcess(kit.db.client)).map((o) => o.id)).toContain(b);
  });

  it('rebuilds exactly what it projected incrementally', async () => {
    const o = randomUUID();
    await spend('u3', o, 'ad3', 1, 10, 0);
    await append('promotion-ad3', 'PromotionRefused', {
      adId: 'ad3',
      ownerId: 'u3',
      orderId: o,
      kind: 'promotion',
      points: 10,
      reason: 'adNotActive',
      refusedAt: at(0),
    });
    await settle();
    expect(await getPromotionOrder(kit.db.client, o)).toMatchObject({
      status: 'refund_due',
      refundPoints: 10,
      refundReason: 'refundAdNotPromotable',
    });
    const before = await dump();
    await runner.rebuild('promotion');
    await settle();
    expect(await dump()).toEqual(before);
  });
});
