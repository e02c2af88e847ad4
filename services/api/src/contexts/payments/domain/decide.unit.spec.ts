import type { PaymentEvent } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import { AlreadyPaidError, AmountMismatchError, paymentDecider, PaymentNotFoundError } from './decide';

const spec = deciderSpec(paymentDecider);
const now = '2026-01-01T10:00:00.000Z';
const orderId = 'o-1';
const started: PaymentEvent = {
  type: 'PaymentStarted',
  data: {
    orderId,
    accountId: 'a-1',
    packageId: 'pkg-50',
    points: 50,
    amountGrosze: 2500,
    currency: 'PLN',
    provider: 'sandbox',
    startedAt: now,
  },
};
const confirmed: PaymentEvent = {
  type: 'PaymentConfirmed',
  data: { orderId, accountId: 'a-1', provider: 'sandbox', providerPaymentId: 'p-1', amountGrosze: 2500, confirmedAt: now },
};
const confirm = (providerPaymentId: string, amountGrosze = 2500) => ({
  type: 'ConfirmPayment' as const,
  orderId,
  provider: 'sandbox' as const,
  providerPaymentId,
  amountGrosze,
  now,
});

describe('payment decider', () => {
  it('confirms a pending order once; the same payment again decides nothing', () => {
    spec.given([started]).when(confirm('p-1')).then([confirmed]);
    spec.given([started, confirmed]).when(confirm('p-1')).then([]);
  });

  it('refuses a wrong amount, an unknown order and a second, different payment', () => {
    spec.given([started]).when(confirm('p-1', 2499)).thenThrows(AmountMismatchError);
    spec.given([]).when(confirm('p-1')).thenThrows(PaymentNotFoundError);
    spec.given([started, confirmed]).when(confirm('p-2')).thenThrows(AlreadyPaidError);
  });

  it('lets money win over a cancellation, and never lets a late failure undo a payment', () => {
    const cancelled: PaymentEvent = {
      type: 'PaymentCancelled',
      data: { orderId, accountId: 'a-1', providerPaymentId: null, cancelledAt: now },
    };
    spec.given([started, cancelled]).when(confirm('p-1')).then([confirmed]);
    spec
      .given([started, confirmed])
      .when({ type: 'EndPayment', orderId, provider: 'sandbox', providerPaymentId: 'p-1', outcome: 'failed', now })
      .then([]);
  });

  it('marks the credit once, and only of a paid order', () => {
    const credited: PaymentEvent = {
      type: 'PaymentCredited',
      data: { orderId, accountId: 'a-1', entryId: 'e', points: 50, creditedAt: now },
    };
    spec.given([started, confirmed]).when({ type: 'MarkPaymentCredited', orderId, entryId: 'e', now }).then([credited]);
    spec.given([started, confirmed, credited]).when({ type: 'MarkPaymentCredited', orderId, entryId: 'e', now }).then([]);
    spec.given([started]).when({ type: 'MarkPaymentCredited', orderId, entryId: 'e', now }).thenThrows(PaymentNotFoundError);
  });
});
