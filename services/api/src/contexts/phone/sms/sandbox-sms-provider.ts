import type { OutgoingSms, SmsProvider } from './sms-provider';

/**
 * Development and tests: nothing leaves the machine. The message stays in the outbox with its text, which the
 * development SMS outbox page (`/dev/sms`, administrators only, never in production) shows.
 */
export class SandboxSmsProvider implements SmsProvider {
  readonly name = 'sandbox' as const;
  send(sms: OutgoingSms): Promise<{ providerId: string }> {
    return Promise.resolve({ providerId: `sandbox-${sms.id}` });
  }
}
