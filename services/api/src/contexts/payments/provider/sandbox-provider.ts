import { createHmac, timingSafeEqual } from 'node:crypto';
import { SandboxNotification } from '@anonse/contracts';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { WebhookRejected, type CheckoutOrder, type PaymentProvider, type VerifiedNotification } from './payment-provider';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** `v1=` + HMAC-SHA256 (hex) of the exact body under the sandbox secret. */
export const sandboxSignature = (secret: string, rawBody: string): string =>
  `v1=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;

/** PAYMENTS_SANDBOX_SECRET, or one derived from the server secret (the same on every node that shares it). */
export const sandboxSecretOf = (configured: string | undefined, keyedHash: Pick<KeyedHash, 'hex'>): string =>
  configured ?? keyedHash.hex('payments-sandbox-webhook', 'v1');

/**
 * The built-in test provider: its "checkout" is a page of our own API (/api/payments/sandbox/checkout/{orderId}),
 * and its notifications are signed like a real provider's, so the whole flow (signature, amount, replay) runs
 * without a third party. Never served in production unless PAYMENTS_SANDBOX=true.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly id = 'sandbox' as const;

  constructor(private readonly secret: string) {}

  createCheckout(order: CheckoutOrder): Promise<{ redirectUrl: string }> {
    return Promise.resolve({ redirectUrl: `/api/payments/sandbox/checkout/${encodeURIComponent(order.orderId)}?lang=${order.locale}` });
  }

  /** What the sandbox page sends when the tester clicks: the body and its signature header. */
  sign(notification: SandboxNotification): { rawBody: string; headers: Record<string, string> } {
    const rawBody = JSON.stringify(SandboxNotification.parse(notification));
    return { rawBody, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: sandboxSignature(this.secret, rawBody) } };
  }

  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<VerifiedNotification | WebhookRejected> {
    return Promise.resolve(this.verify(rawBody, headers));
  }

  private verify(rawBody: string, headers: Record<string, string | string[] | undefined>): VerifiedNotification | WebhookRejected {
    const given = headers[SANDBOX_SIGNATURE_HEADER];
    if (typeof given !== 'string' || typeof rawBody !== 'string') return new WebhookRejected('signature', 'no signature');
    const expected = Buffer.from(sandboxSignature(this.secret, rawBody), 'utf8');
    const actual = Buffer.from(given.trim(), 'utf8');
    // Compared in constant time: a byte-by-byte early exit would leak the signature to a patient attacker.
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
      return new WebhookRejected('signature', 'signature mismatch');
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return new WebhookRejected('malformed', 'not JSON');
    }
    const parsed = SandboxNotification.safeParse(json);
    if (!parsed.success) return new WebhookRejected('malformed', 'not a sandbox notification');
    return parsed.data;
  }
}
