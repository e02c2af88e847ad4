import type { Logger } from 'pino';
import type { SqlClient } from '@anonse/eventstore';
import { SmsOutbox } from './sms-outbox';
import { SmsSendError, type SmsProvider } from './sms-provider';

/**
 * One pass of the SMS sender: claims what is due within the hourly budget and hands each message to the provider,
 * one failure at a time. Over the budget, messages wait and go in a later hour (`budgetSpent` tells the worker).
 */
export async function sendDueSms(
  sql: SqlClient,
  provider: SmsProvider,
  now: () => Date,
  logger: Logger,
  budgetPerHour: number,
): Promise<{ sent: number; failed: number; budgetSpent: boolean }> {
  const outbox = new SmsOutbox(sql);
  let sent = 0;
  let failed = 0;
  const { claimed, budgetLeft } = await SmsOutbox.claimWithinBudget(sql, now(), 20, 60_000, budgetPerHour);
  for (const sms of claimed) {
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
  return { sent, failed, budgetSpent: budgetLeft === 0 };
}
