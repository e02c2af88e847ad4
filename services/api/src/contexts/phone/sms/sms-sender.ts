import type { Logger } from 'pino';
import type { SmsOutbox } from './sms-outbox';
import { SmsSendError, type SmsProvider } from './sms-provider';

/** One pass of the SMS sender: claims what is due and hands each message to the provider, one failure at a time. */
export async function sendDueSms(
  outbox: SmsOutbox,
  provider: SmsProvider,
  now: () => Date,
  logger: Logger,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const sms of await outbox.claimDue(now(), 20, 60_000)) {
    try {
      const { providerId } = await provider.send({ id: sms.id, to: sms.recipient, text: sms.text });
      if (await outbox.markSent(sms.id, now(), provider.name, providerId)) sent++;
    } catch (error) {
      const permanent = error instanceof SmsSendError && error.permanent;
      const status = await outbox.markFailed(
        sms.id,
        now(),
        sms.attempts,
        error instanceof Error ? error.message : String(error),
        permanent,
      );
      failed++;
      logger.warn(
        { smsId: sms.id, attempts: sms.attempts, status },
        `sms: sending failed (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
  return { sent, failed };
}
