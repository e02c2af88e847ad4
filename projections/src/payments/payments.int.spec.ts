import { randomUUID } from 'node:crypto';
import { paymentStreamId, type PaymentEvent } from '@anonse/contracts';
import type { RecordedEvent } from '@anonse/eventstore';
import { openReadSide } from '../testing/read-side-test-kit';
import { applyPaymentEvents, createPaymentsProjector } from './payments.projector';
import { getAdminPayment, getPaymentOrder, listAdminPayments, listUncreditedPayments } from './payments.queries';

let position = 0;
const recorded = (event: PaymentEvent, revision: number): RecordedEvent => ({
  streamId: paymentStreamId(event.data.orderId),
  revision,
  position: position++,
  id: randomUUID(),
  type: event.type,
  data: event.data,
  metadata: { schemaVersion: 1 },
  createdAt: new Date(),
});

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();
const started = (orderId: string, accountId: string, minute: number, amountGrosze = 2500): PaymentEvent => ({
  type: 'PaymentStarted',
  data: { orderId, accountId, packageId: 'pkg-50', points: 50, amountGrosze, currency: 'PLN', provider: 'sandbox', startedAt: at(minute) },
});
const confirmed = (orderId: string, accountId: string, minute: number): PaymentEvent => ({
  type: 'PaymentConfirmed',
  data: { orderId, accountId, provider: 'sandbox', providerPaymentId: `p-${orderId}`, amountGrosze: 2500, confirmedAt: at(minute) },
});

describe(`payments read model (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let kit: Awaited<ReturnType<typeof openReadSide>>;
  beforeAll(async () => {
    kit = await openReadSide();
  }, 60_000);
  afterAll(async () => {
    await kit.close();
  }, 60_000);

  it('follows each order to its state; a late failure never turns a paid order back', async () => {
    const db = kit.db.client;
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await applyPaymentEvents(db, [
      recorded(started(a, 'acc-1', 1), 0),
      recorded(started(b, 'acc-1', 2, 5000), 0),
      recorded(started(c, 'acc-2', 3), 0),
      recorded(confirmed(a, 'acc-1', 4), 1),
      recorded({ type: 'PaymentFailed', data: { orderId: a, accountId: 'acc-1', providerPaymentId: null, failedAt: at(5) } }, 2),
      recorded(confirmed(b, 'acc-1', 6), 1),
      recorded({ type: 'PaymentCredited', data: { orderId: b, accountId: 'acc-1', entryId: 'e', points: 50, creditedAt: at(7) } }, 2),
      recorded({ type: 'PaymentCancelled', data: { orderId: c, accountId: 'acc-2', providerPaymentId: null, cancelledAt: at(8) } }, 1),
    ]);
    expect(await getPaymentOrder(db, a, 'acc-1')).toMatchObject({ status: 'confirmed', providerPaymentId: `p-${a}`, creditedAt: null });
    expect(await getPaymentOrder(db, b, 'acc-1')).toMatchObject({ status: 'credited', creditedAt: at(7), amountGrosze: 5000 });
    expect(await getPaymentOrder(db, c, 'acc-1')).toBeNull();
    expect((await getAdminPayment(db, c))?.status).toBe('cancelled');
    expect(await listUncreditedPayments(db, 10)).toEqual([{ orderId: a }]);

    const page = await listAdminPayments(db, {
      filter: { accountId: 'acc-1' },
      sort: { field: 'amountGrosze', order: 'DESC' },
      range: [0, 0],
    });
    expect(page.total).toBe(2);
    expect(page.rows.map((r) => r.id)).toEqual([b]);

    await createPaymentsProjector().reset(db);
    expect((await listAdminPayments(db, { range: [0, 9] })).total).toBe(0);
  });
});
