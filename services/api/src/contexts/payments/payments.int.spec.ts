import { createHmac } from 'node:crypto';
import { paymentStreamId, PRICE_LIST, walletStreamId, type PointsCredited } from '@anonse/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { startTestApp, useTestApp, type TestClient } from '#api/testing/test-app';
import { ChangePaymentCommand } from './commands/payment.command';
import { PaymentCreditsWorker } from './workers/payment-credits.worker';

const SECRET = 'sandbox-secret-for-the-payments-int-spec-0123456789';
const t = useTestApp({ PAYMENTS_SANDBOX_SECRET: SECRET });
const pkg = PRICE_LIST.packages[0];
const WEBHOOK = '/api/payments/webhook/sandbox';

const sign = (raw: string, secret = SECRET) => `v1=${createHmac('sha256', secret).update(raw, 'utf8').digest('hex')}`;
const notification = (orderId: string, over: Record<string, unknown> = {}) =>
  JSON.stringify({ providerPaymentId: `test-${orderId.slice(0, 8)}`, orderId, amountGrosze: pkg.priceGrosze, status: 'paid', ...over });

/** What a provider's server does: POST the exact bytes with their signature (no session, no CSRF token). */
const postWebhook = (raw: string, signature: string | null = sign(raw), provider = 'sandbox') =>
  t.client().request('POST', `/api/payments/webhook/${provider}`, {
    payload: raw,
    csrf: false,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-sandbox-signature': signature }) },
  });

const head = () => t.infra.eventStore.headPosition();
const settle = async () => t.infra.projections?.waitForPosition(await head());

async function credits(accountId: string): Promise<PointsCredited['data'][]> {
  const events = await t.infra.eventStore.readStream(walletStreamId(accountId));
  return events.filter((e) => e.type === 'PointsCredited').map((e) => e.data as PointsCredited['data']);
}

async function checkout(client: TestClient, packageId: string = pkg.id): Promise<{ orderId: string; redirectUrl: string }> {
  const res = await client.post('/api/payments/checkout', { packageId });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('payments (sandbox provider)', () => {
  it('checkout → sandbox page → Pay → signed webhook → credited once, and the return page sees it', async () => {
    const buyer = await t.user();
    const { orderId, redirectUrl } = await checkout(buyer);
    expect(redirectUrl).toBe(`/api/payments/sandbox/checkout/${orderId}?lang=pl`);
    expect((await buyer.get(`/api/payments/${orderId}`)).json()).toMatchObject({
      orderId,
      status: 'pending',
      points: pkg.points,
      amountGrosze: pkg.priceGrosze,
    });

    const page = await buyer.get(redirectUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('Zapłać');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const token = /name="token" value="([0-9a-f]+)"/.exec(page.body)![1]!;

    const pay = await buyer.request('POST', `/api/payments/sandbox/checkout/${orderId}`, {
      payload: `token=${token}&lang=en&action=pay`,
      csrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/en/user/payment/?order=${orderId}`);

    await settle();
    const order = (await buyer.get(`/api/payments/${orderId}`)).json();
    expect(order).toMatchObject({ status: 'credited', providerPaymentId: expect.stringMatching(/^sbx-/) });
    const made = await credits(buyer.id);
    expect(made).toEqual([
      expect.objectContaining({
        points: pkg.points,
        balanceAfter: pkg.points,
        source: 'payment',
        reference: `payment:sandbox:${order.providerPaymentId}`,
      }),
    ]);

    // Pay pressed again (a double click, the back button): the same payment, nothing more.
    await buyer.request('POST', `/api/payments/sandbox/checkout/${orderId}`, {
      payload: `token=${token}&lang=pl&action=pay`,
      csrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await credits(buyer.id)).toHaveLength(1);
    // A settled order's page has no buttons any more.
    expect((await buyer.get(redirectUrl)).body).not.toContain('sandbox-pay');
  });

  it('a webhook replayed 5 times in parallel credits once', async () => {
    const buyer = await t.user();
    const { orderId } = await checkout(buyer, PRICE_LIST.packages[1].id);
    const raw = notification(orderId, { amountGrosze: PRICE_LIST.packages[1].priceGrosze });
    const answers = await Promise.all(Array.from({ length: 5 }, () => postWebhook(raw)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.json().status)).toEqual(['credited', 'credited', 'credited', 'credited', 'credited']);
    // One confirmation and one credit in the order's stream, whoever won the race.
    const types = (await t.infra.eventStore.readStream(paymentStreamId(orderId))).map((e) => e.type);
    expect(types).toEqual(['PaymentStarted', 'PaymentConfirmed', 'PaymentCredited']);
    const made = await credits(buyer.id);
    expect(made.map((c) => c.points)).toEqual([PRICE_LIST.packages[1].points]);
    // …and once more, later, sequentially.
    const before = await head();
    expect((await postWebhook(raw)).json()).toMatchObject({ orderId, status: 'credited', replayed: true });
    expect(await head()).toBe(before);
  });

  it('a webhook that arrives before the browser returns credits, and the return finds the order credited', async () => {
    const buyer = await t.user();
    const { orderId, redirectUrl } = await checkout(buyer);
    expect((await postWebhook(notification(orderId))).statusCode).toBe(200);
    await settle();
    expect((await buyer.get(`/api/payments/${orderId}`)).json().status).toBe('credited');
    // The browser now opens the provider page, which says the order is settled, and pressing Pay there changes nothing.
    const page = await buyer.get(redirectUrl);
    expect(page.body).not.toContain('name="token"');
    expect(await credits(buyer.id)).toHaveLength(1);
  });

  it('refuses a bad or missing signature, a tampered body, an unknown order or provider and a wrong amount; nothing changes', async () => {
    const buyer = await t.user();
    const { orderId } = await checkout(buyer);
    const raw = notification(orderId);
    const before = await head();

    expect((await postWebhook(raw, sign(raw, 'another-secret-another-secret-another-secret'))).statusCode).toBe(401);
    expect((await postWebhook(raw, null)).statusCode).toBe(401);
    expect((await postWebhook(raw, 'v1=')).statusCode).toBe(401);
    // Tampered: the signature of the genuine body over a body that asks for more.
    const tampered = raw.replace(`"amountGrosze":${pkg.priceGrosze}`, '"amountGrosze":1');
    expect(tampered).not.toBe(raw);
    const refused = await postWebhook(tampered, sign(raw));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/Podpis/);
    // Signed, but not one of ours.
    expect((await postWebhook(notification('0f0f0f0f-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await postWebhook(raw, sign(raw), 'przelewy24')).statusCode).toBe(404);
    expect((await postWebhook(raw, sign(raw), '__proto__')).statusCode).toBe(404);
    // Signed, but the amount is not the order's.
    const wrongAmount = notification(orderId, { amountGrosze: pkg.priceGrosze - 1 });
    const mismatch = await t.client().request('POST', WEBHOOK, {
      payload: wrongAmount,
      csrf: false,
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': sign(wrongAmount), 'accept-language': 'en' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('The amount paid does not match the amount of the order.');
    // Signed, but not a notification.
    const junk = JSON.stringify({ orderId, amountGrosze: -5, status: 'paid', __proto__: { x: 1 } });
    expect((await postWebhook(junk)).statusCode).toBe(400);
    expect((await postWebhook('{')).statusCode).toBe(400);

    expect(await head()).toBe(before);
    expect(await credits(buyer.id)).toEqual([]);
    expect((await buyer.get(`/api/payments/${orderId}`)).json().status).toBe('pending');
  });

  it('checkout needs a session and a package of the price list (400, localized)', async () => {
    const buyer = await t.user();
    const before = await head();
    for (const packageId of ['pkg-0', '__proto__', '', 'pkg-50 ', 5, null]) {
      const res = await buyer.post('/api/payments/checkout', { packageId });
      expect(res.statusCode).toBe(400);
    }
    const en = await buyer.post('/api/payments/checkout', { packageId: 'pkg-1' }, { 'accept-language': 'en' });
    expect(en.json().errors.packageId).toEqual(['There is no such points package. Choose one from the price list.']);
    expect((await buyer.post('/api/payments/checkout', { packageId: 'pkg-1' })).json().errors.packageId[0]).toMatch(
      /Nie ma takiego pakietu/,
    );
    expect((await t.client().post('/api/payments/checkout', { packageId: pkg.id })).statusCode).toBe(401);
    expect(await head()).toBe(before);
  });

  it("an order is its owner's: another user and a guest get 404 / 401", async () => {
    const buyer = await t.user();
    const other = await t.user();
    const { orderId } = await checkout(buyer);
    expect((await other.get(`/api/payments/${orderId}`)).statusCode).toBe(404);
    expect((await other.get('/api/payments/not-an-id')).statusCode).toBe(404);
    expect((await t.client().get(`/api/payments/${orderId}`)).statusCode).toBe(401);
    expect((await other.get('/api/payments')).json().items).toEqual([]);
    expect((await buyer.get('/api/payments')).json().items.map((o: { orderId: string }) => o.orderId)).toEqual([orderId]);
  });

  it('a crash between confirmation and credit converges: the worker credits once', async () => {
    const buyer = await t.user();
    const { orderId } = await checkout(buyer);
    // The webhook's first step only, as if the process died right after it.
    const ctx = {
      commandId: 'crash-test',
      correlationId: 'crash-test',
      causationId: 'crash-test',
      actor: { id: 'system:test', role: null },
      now: new Date().toISOString(),
    };
    await t.app
      .get(CommandBus)
      .execute(
        new ChangePaymentCommand(
          { type: 'ConfirmPayment', orderId, provider: 'sandbox', providerPaymentId: 'crash-1', amountGrosze: pkg.priceGrosze },
          `confirm|${orderId}|crash-1`,
          ctx,
        ),
      );
    await settle();
    expect((await buyer.get(`/api/payments/${orderId}`)).json().status).toBe('confirmed');
    expect(await credits(buyer.id)).toEqual([]);

    const worker = t.app.get(PaymentCreditsWorker);
    expect(await worker.runDue()).toBeGreaterThanOrEqual(1);
    await settle();
    expect(await worker.runDue()).toBe(0);
    expect((await buyer.get(`/api/payments/${orderId}`)).json().status).toBe('credited');
    // The provider's retry of the notification after the restart changes nothing either.
    const raw = notification(orderId, { providerPaymentId: 'crash-1' });
    expect((await postWebhook(raw)).json()).toMatchObject({ status: 'credited', replayed: true });
    expect((await credits(buyer.id)).map((c) => c.reference)).toEqual(['payment:sandbox:crash-1']);
  });

  it('lists payments for administrators (simple-rest), not for users or guests', async () => {
    const buyer = await t.user();
    const { orderId } = await checkout(buyer);
    const admin = await t.admin();
    const list = await admin.get(
      `/api/admin/payments?filter=${encodeURIComponent(JSON.stringify({ accountId: buyer.id }))}&sort=${encodeURIComponent('["createdAt","DESC"]')}&range=${encodeURIComponent('[0,9]')}`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toBe('payments 0-0/1');
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: orderId,
        accountId: buyer.id,
        status: 'pending',
        amountGrosze: pkg.priceGrosze,
        providerPaymentId: null,
      }),
    ]);
    expect((await admin.get(`/api/admin/payments/${orderId}`)).json()).toMatchObject({ id: orderId });
    expect((await admin.get('/api/admin/payments/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await admin.get(`/api/admin/payments?sort=${encodeURIComponent('["__proto__","ASC"]')}`)).statusCode).toBe(400);
    expect((await buyer.get('/api/admin/payments')).statusCode).toBe(403);
    expect((await t.client().get('/api/admin/payments')).statusCode).toBe(401);
  });

  it('form posts and raw bodies reach only the payment routes', async () => {
    const buyer = await t.user();
    const res = await buyer.request('POST', '/api/payments/checkout', {
      payload: `packageId=${pkg.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('payments with the sandbox turned off (production default)', () => {
  it('serves no sandbox page and starts no checkout', async () => {
    const app = await startTestApp({ PAYMENTS_SANDBOX: 'false' });
    try {
      const buyer = await app.user();
      const res = await buyer.post('/api/payments/checkout', { packageId: pkg.id });
      expect(res.statusCode).toBe(503);
      expect((await buyer.get('/api/payments/sandbox/checkout/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect(
        (await app.client().request('POST', WEBHOOK, { payload: '{}', csrf: false, headers: { 'content-type': 'application/json' } }))
          .statusCode,
      ).toBe(404);
    } finally {
      await app.close();
    }
  }, 60_000);
});
