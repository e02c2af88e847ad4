import { PRICE_LIST, promotionOptionFor } from '@anonse/contracts';
import { useTestApp } from '#api/testing/test-app';
import { PromotionWorker } from './workers/promotion.worker';
import { balanceOf, credit, DAY, liveAd, promote, promotionEvents, settle, walletEvents } from './promotion-kit.spec';
import { CommandBus } from '@nestjs/cqrs';
import { ChangeWalletCommand } from '../wallet';
import { newId } from '#api/platform/ids';

const t = useTestApp();
jest.setTimeout(90_000);

const price = (days: number) => promotionOptionFor(days)!.points;
const noticesOf = async (ownerId: string) =>
  (
    await t.infra.sql.query<{ kind: string }>('SELECT kind FROM notifications WHERE recipient_id = $1 ORDER BY position', [ownerId])
  ).rows.map((r) => r.kind);

describe('promoting an ad', () => {
  it('spends the price list points and promotes the ad until now + N days', async () => {
    const { owner, id } = await liveAd(t);
    await credit(t, owner.id, 100);
    const start = t.clock.now().getTime();
    const res = await promote(owner, id, 7);
    const end = t.clock.now().getTime();
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({ adId: id, kind: 'promotion', days: 7, points: price(7), status: 'done', refundedPoints: 0 });
    expect(Date.parse(order.until)).toBeGreaterThanOrEqual(start + 7 * DAY);
    expect(Date.parse(order.until)).toBeLessThanOrEqual(end + 7 * DAY);
    expect(await balanceOf(t, owner.id)).toBe(100 - price(7));
    expect((await promotionEvents(t, id)).map((e) => e.type)).toEqual(['AdPromoted']);
    const mine = (await owner.get('/api/promotions')).json();
    expect(mine.items).toEqual([expect.objectContaining({ adId: id, until: order.until, pointsPaid: price(7) })]);
    expect((await owner.get(`/api/promotions/orders/${order.orderId}`)).json()).toMatchObject({ status: 'done', until: order.until });
    await settle(t);
    expect(await noticesOf(owner.id)).toContain('promotionStarted');
  });

  it('spends once for a request retried with the same Idempotency-Key', async () => {
    const { owner, id } = await liveAd(t);
    await credit(t, owner.id, 100);
    const key = { 'idempotency-key': `promo-${newId()}` };
    const first = await promote(owner, id, 3, key);
    const again = await promote(owner, id, 3, key);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().orderId).toBe(first.json().orderId);
    expect(await balanceOf(t, owner.id)).toBe(100 - price(3));
    expect((await walletEvents(t, owner.id)).filter((e) => e.type === 'PointsSpentForPromotion')).toHaveLength(1);
  });

  it('extends the end when bought again while promoted', async () => {
    const { owner, id } = await liveAd(t);
    await credit(t, owner.id, 200);
    const first = (await promote(owner, id, 3)).json();
    await t.passTime(DAY, owner);
    const second = (await promote(owner, id, 7)).json();
    expect(second.status).toBe('done');
    expect(Date.parse(second.until)).toBe(Date.parse(first.until) + 7 * DAY);
    expect(await balanceOf(t, owner.id)).toBe(200 - price(3) - price(7));
    const admin = await t.admin();
    const list = await admin.get('/api/admin/promotions');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toMatch(/^promotions \d+-\d+\/\d+$/);
    expect(list.json()).toContainEqual(
      expect.objectContaining({
        adId: id,
        ownerId: owner.id,
        ownerLogin: owner.login,
        until: second.until,
        pointsPaid: price(3) + price(7),
      }),
    );
  });

  it('refunds the whole order when the ad stopped being active before it was promoted', async () => {
    const { owner, id } = await liveAd(t);
    await credit(t, owner.id, 60);
    // The spend happened (the request's first step); the ad is deactivated before the process manager promotes it.
    const orderId = newId();
    const ctx = {
      commandId: orderId,
      correlationId: orderId,
      causationId: orderId,
      actor: { id: owner.id, role: null },
      now: t.clock.now().toISOString(),
    };
    await t.app
      .get(CommandBus)
      .execute(
        new ChangeWalletCommand(
          { type: 'SpendPointsForPromotion', accountId: owner.id, entryId: orderId, points: price(7), adId: id, days: 7 },
          ctx,
        ),
      );
    const revision = (await owner.get(`/api/user/ads/${id}`)).json().revision;
    expect((await owner.request('POST', `/api/anonse/${id}/deactivate`, { headers: { 'if-match': `"${revision}"` } })).statusCode).toBe(
      200,
    );
    await settle(t);
    expect(await balanceOf(t, owner.id)).toBe(60 - price(7));

    const worker = t.app.get(PromotionWorker);
    await worker.runDue();
    await settle(t);
    await worker.runDue();
    await settle(t);
    expect((await promotionEvents(t, id)).map((e) => e.type)).toEqual(['PromotionRefused']);
    expect(await balanceOf(t, owner.id)).toBe(60);
    const refunds = (await walletEvents(t, owner.id)).filter((e) => e.type === 'PointsRefunded');
    expect(refunds).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ refundOf: orderId, points: price(7), reason: 'refundAdNotPromotable' }) }),
    ]);
    expect((await owner.get(`/api/promotions/orders/${orderId}`)).json()).toMatchObject({ status: 'refunded', refundedPoints: price(7) });
    expect(await worker.runDue()).toMatchObject({ promoted: 0, refunded: 0 });
    expect(await noticesOf(owner.id)).toContain('promotionRefunded');
  });

  it('reminds a day before the end and ends it through the clock', async () => {
    const { owner, id } = await liveAd(t);
    await credit(t, owner.id, 50);
    const order = (await promote(owner, id, 3)).json();
    const worker = t.app.get(PromotionWorker);
    expect((await worker.runDue()).reminded).toBe(0);

    await t.passTime(2 * DAY + 60_000, owner);
    const first = await worker.runDue();
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    await settle(t);
    expect(await worker.runDue()).toMatchObject({ reminded: 0 });
    expect(await noticesOf(owner.id)).toContain('promotionEndingSoon');

    await t.passTime(DAY, owner);
    expect((await worker.runDue()).ended).toBeGreaterThanOrEqual(1);
    await settle(t);
    expect(await worker.runDue()).toMatchObject({ ended: 0 });
    const events = await promotionEvents(t, id);
    expect(events.map((e) => e.type)).toEqual(['AdPromoted', 'AdPromotionEndingSoon', 'AdPromotionEnded']);
    expect(events[1]!.data.until).toBe(order.until);
    expect(events[2]!.data.reason).toBe('expired');
    expect((await owner.get('/api/promotions')).json().items).toEqual([]);
    expect(await noticesOf(owner.id)).toContain('promotionEnded');
  });

  it('bumps an ad once for the bump price', async () => {
    const { owner, id } = await liveAd(t);
    await credit(t, owner.id, 20);
    const res = await owner.post('/api/promotions/bump', { adId: id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'bump', points: PRICE_LIST.bumpPoints, status: 'done', until: null });
    expect(await balanceOf(t, owner.id)).toBe(20 - PRICE_LIST.bumpPoints);
    expect((await promotionEvents(t, id)).map((e) => e.type)).toEqual(['AdBumped']);
  });

  it('lets an administrator end a promotion with a pro rata refund of its unused whole days', async () => {
    const { owner, id } = await liveAd(t);
    await credit(t, owner.id, 100);
    expect((await promote(owner, id, 7)).json().status).toBe('done');
    await t.passTime(2.5 * DAY, owner);

    expect((await owner.post(`/api/admin/promotions/${id}/end`, { reason: 'Regulamin' })).statusCode).toBe(403);
    const admin = await t.admin();
    expect((await admin.post(`/api/admin/promotions/${id}/end`, { reason: '' })).statusCode).toBe(400);
    const ended = await admin.post(`/api/admin/promotions/${id}/end`, { reason: 'Naruszenie regulaminu' });
    expect(ended.statusCode).toBe(200);
    // 4 whole days of 7 were left: ⌊50 × 4 / 7⌋ = 28.
    const refund = Math.floor((price(7) * 4) / 7);
    expect(ended.json()).toEqual({ adId: id, refundedPoints: refund });
    expect(await balanceOf(t, owner.id)).toBe(100 - price(7) + refund);
    expect((await admin.post(`/api/admin/promotions/${id}/end`, { reason: 'Jeszcze raz' })).statusCode).toBe(409);
    const worker = t.app.get(PromotionWorker);
    await worker.runDue();
    await settle(t);
    expect(await balanceOf(t, owner.id)).toBe(100 - price(7) + refund);
    expect((await walletEvents(t, owner.id)).filter((e) => e.type === 'PointsRefunded')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ points: refund, reason: 'refundPromotionEnded' }) }),
    ]);
    const events = (await promotionEvents(t, id)).map((e) => e.type);
    expect(events).toEqual(['AdPromoted', 'AdPromotionEnded', 'PromotionEndExplained']);
    expect((await admin.get('/api/admin/promotions')).json()).not.toContainEqual(expect.objectContaining({ adId: id }));
    await settle(t);
    expect(await noticesOf(owner.id)).toContain('promotionEndedByAdministrator');
  });

  it('refuses bad input with its status and leaves the wallet as it was', async () => {
    const { owner, id } = await liveAd(t);
    const other = await liveAd(t);
    await credit(t, owner.id, 30);
    const before = await walletEvents(t, owner.id);

    for (const days of [-1, 0, 2.5, 2, 1e308, '7', null, '__proto__'])
      expect({ days, status: (await promote(owner, id, days)).statusCode }).toEqual({ days, status: 400 });
    expect((await owner.post('/api/promotions', { adId: id })).statusCode).toBe(400);
    expect((await owner.post('/api/promotions', { adId: 'not-an-id', days: 7 })).statusCode).toBe(400);
    expect((await promote(owner, newId(), 7)).statusCode).toBe(404);
    const foreign = await promote(owner, other.id, 7, { 'accept-language': 'en' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('This is not your ad.');

    const created = await owner.post('/api/anonse', (await owner.get(`/api/user/ads/${id}`)).json().fields);
    expect(created.statusCode).toBe(201);
    const pending = await promote(owner, created.json().id, 1, { 'accept-language': 'pl' });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe('Promować można tylko aktywne (zatwierdzone) ogłoszenie.');

    const tooDear = await promote(owner, id, 7);
    expect(tooDear.statusCode).toBe(409);
    expect(tooDear.json().message).toMatch(/za mało punktów/);
    expect((await t.client().post('/api/promotions', { adId: id, days: 7 })).statusCode).toBe(401);

    expect(await walletEvents(t, owner.id)).toEqual(before);
    expect(await promotionEvents(t, id)).toEqual([]);
  });
});
