import { assertNever } from '@anonse/contracts';
import type { PaymentEvent, PaymentProviderId, PaymentStatus } from '@anonse/contracts';

/** One order as its events leave it; `status: 'none'` before it was started. */
export interface PaymentState {
  status: 'none' | PaymentStatus;
  orderId: string;
  accountId: string;
  packageId: string;
  points: number;
  amountGrosze: number;
  provider: PaymentProviderId | null;
  providerPaymentId: string | null;
}

export const initialPaymentState = (): PaymentState => ({
  status: 'none',
  orderId: '',
  accountId: '',
  packageId: '',
  points: 0,
  amountGrosze: 0,
  provider: null,
  providerPaymentId: null,
});

export function evolvePayment(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (event.type) {
    case 'PaymentStarted': {
      const { orderId, accountId, packageId, points, amountGrosze, provider } = event.data;
      return { ...state, status: 'pending', orderId, accountId, packageId, points, amountGrosze, provider };
    }
    case 'PaymentConfirmed':
      return { ...state, status: 'confirmed', providerPaymentId: event.data.providerPaymentId };
    case 'PaymentCredited':
      return { ...state, status: 'credited' };
    case 'PaymentFailed':
      return { ...state, status: 'failed', providerPaymentId: event.data.providerPaymentId ?? state.providerPaymentId };
    case 'PaymentCancelled':
      return { ...state, status: 'cancelled', providerPaymentId: event.data.providerPaymentId ?? state.providerPaymentId };
    default:
      return assertNever(event);
  }
}
