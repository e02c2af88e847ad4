/** One SMS handed to a provider. `id` is ours and the provider's idempotency key: a retry never sends it twice. */
export interface OutgoingSms {
  id: string;
  to: string;
  text: string;
}

/** The provider port (docs/architecture.md § Phone verification): the sandbox in development, SMSAPI.pl in production. */
export interface SmsProvider {
  readonly name: 'sandbox' | 'smsapi';
  /** Resolves with the provider's id of the message once it has taken it; rejects with `SmsSendError`. */
  send(sms: OutgoingSms): Promise<{ providerId: string }>;
}

/** `permanent`: retrying cannot help (a number the gateway refuses), so the message is given up at once. */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** What a delivery report may say of a message, in our words. */
export type SmsDeliveryStatus = 'delivered' | 'undelivered';

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');
