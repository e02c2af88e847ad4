import { PAYMENT_EVENTS, type PaymentEvent, type PaymentProviderId } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';
import { evolvePayment, initialPaymentState, type PaymentState } from './state';

/** The package's points and price are copied in: a later change of the price list does not touch this order. */
export interface StartPayment {
  type: 'StartPayment';
  orderId: string;
  accountId: string;
  packageId: string;
  points: number;
  amountGrosze: number;
  provider: PaymentProviderId;
  now: string;
}

/** A verified notification: the provider took `amountGrosze` as its payment `providerPaymentId`. */
export interface ConfirmPayment {
  type: 'ConfirmPayment';
  orderId: string;
  provider: PaymentProviderId;
  providerPaymentId: string;
  amountGrosze: number;
  now: string;
}

/** A verified notification that the payment failed or the payer cancelled it. */
export interface EndPayment {
  type: 'EndPayment';
  orderId: string;
  provider: PaymentProviderId;
  providerPaymentId: string | null;
  outcome: 'failed' | 'cancelled';
  now: string;
}

/** The wallet holds the order's points as entry `entryId`. */
export interface MarkPaymentCredited {
  type: 'MarkPaymentCredited';
  orderId: string;
  entryId: string;
  now: string;
}

export type PaymentCommand = StartPayment | ConfirmPayment | EndPayment | MarkPaymentCredited;

export class PaymentNotFoundError extends DomainError {
  override readonly name = 'PaymentNotFoundError';
  constructor(orderId: string) {
    super('not_found', 'payments:paymentNotFound', `no payment order ${orderId}`);
  }
}

export class AmountMismatchError extends DomainError {
  override readonly name = 'AmountMismatchError';
  constructor(expected: number, got: number) {
    super('invalid', 'payments:amountMismatch', `the order is ${expected} grosze, the notification says ${got}`, 'amountGrosze');
  }
}

export class AlreadyPaidError extends DomainError {
  override readonly name = 'AlreadyPaidError';
  constructor(orderId: string, providerPaymentId: string) {
    super('conflict', 'payments:alreadyPaid', `order ${orderId} was paid by another payment than ${providerPaymentId}`);
  }
}

/** An order of the other provider is not this provider's to confirm: it reads as unknown to it. */
const known = (state: PaymentState, orderId: string, provider: PaymentProviderId) => {
  if (state.status === 'none' || state.provider !== provider) throw new PaymentNotFoundError(orderId);
};

/**
 * An order's rules. Money is the truth: a verified payment confirms the order even after the payer cancelled or a
 * first attempt failed, while a late failure never undoes a payment. Every notification may come again (providers
 * retry); a repeat decides nothing, so the points are credited once per provider payment.
 */
export function decidePayment(command: PaymentCommand, state: PaymentState): PaymentEvent[] {
  const { orderId, now } = command;
  switch (command.type) {
    case 'StartPayment': {
      if (state.status !== 'none') return [];
      const { accountId, packageId, points, amountGrosze, provider } = command;
      return [
        {
          type: 'PaymentStarted',
          data: { orderId, accountId, packageId, points, amountGrosze, currency: 'PLN', provider, startedAt: now },
        },
      ];
    }
    case 'ConfirmPayment': {
      known(state, orderId, command.provider);
      if (command.amountGrosze !== state.amountGrosze) throw new AmountMismatchError(state.amountGrosze, command.amountGrosze);
      if (state.status === 'confirmed' || state.status === 'credited') {
        if (state.providerPaymentId === command.providerPaymentId) return [];
        throw new AlreadyPaidError(orderId, command.providerPaymentId);
      }
      const data = {
        orderId,
        accountId: state.accountId,
        provider: command.provider,
        providerPaymentId: command.providerPaymentId,
        amountGrosze: command.amountGrosze,
        confirmedAt: now,
      };
      return [{ type: 'PaymentConfirmed', data }];
    }
    case 'EndPayment': {
      known(state, orderId, command.provider);
      if (state.status !== 'pending') return [];
      const base = { orderId, accountId: state.accountId, providerPaymentId: command.providerPaymentId };
      return command.outcome === 'failed'
        ? [{ type: 'PaymentFailed', data: { ...base, failedAt: now } }]
        : [{ type: 'PaymentCancelled', data: { ...base, cancelledAt: now } }];
    }
    case 'MarkPaymentCredited':
      if (state.status === 'credited') return [];
      if (state.status !== 'confirmed') throw new PaymentNotFoundError(orderId);
      return [
        {
          type: 'PaymentCredited',
          data: { orderId, accountId: state.accountId, entryId: command.entryId, points: state.points, creditedAt: now },
        },
      ];
  }
}

export const paymentDecider: Decider<PaymentCommand, PaymentEvent, PaymentState> = {
  events: PAYMENT_EVENTS,
  initialState: initialPaymentState,
  evolve: evolvePayment,
  decide: decidePayment,
};
