import type { SqlClient } from '@anonse/eventstore';
import { cancelQueuedSmsNotices, newSmsNotices, queuedSmsNoticesBetween, settleSmsNotice } from '@anonse/projections';
import { noticeFitsCap, noticeSendableAt, warsawMonthOf, type QuietHours } from '../domain/sms-notice-schedule';
import { SmsOutbox } from './sms-outbox';
import { smsNoticeText } from './sms-texts';

export interface SmsNoticeRules {
  quietHours: QuietHours | null;
  perMonth: number;
}

/**
 * Moves the notices the reactor asked for into the SMS outbox: to the account's verified number now (none: the
 * notice is cancelled), in its language, due when the quiet hours end, unless the month of that moment already
 * holds the account's cap (then it is dropped, and the console shows it). The outbox's id is the causing event's,
 * so nothing goes twice. One lock for the pass: two nodes never count one account's month at once.
 */
export function queueSmsNotices(
  sql: SqlClient,
  now: Date,
  rules: SmsNoticeRules,
): Promise<{ queued: number; dropped: number; cancelled: number }> {
  return sql.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('anonse:sms-notices'))");
    const outbox = new SmsOutbox(tx);
    const withdrawn = await outbox.withdrawStaleNotices();
    await cancelQueuedSmsNotices(tx, withdrawn, now);
    const counts = { queued: 0, dropped: 0, cancelled: withdrawn.length };
    for (const notice of await newSmsNotices(tx, 100)) {
      if (!notice.number) {
        if (await settleSmsNotice(tx, notice.eventId, 'cancelled', null, now)) counts.cancelled++;
        continue;
      }
      const due = noticeSendableAt(now, rules.quietHours);
      const month = warsawMonthOf(due);
      const queued = await queuedSmsNoticesBetween(tx, notice.accountId, month.start, month.end);
      if (!noticeFitsCap(queued, rules.perMonth)) {
        if (await settleSmsNotice(tx, notice.eventId, 'dropped', due, now)) counts.dropped++;
        continue;
      }
      if (!(await settleSmsNotice(tx, notice.eventId, 'queued', due, now))) continue;
      const text = smsNoticeText(notice.locale, notice.topic);
      await outbox.enqueue({ id: notice.eventId, accountId: notice.accountId, kind: 'notice', recipient: notice.number, text }, now, due);
      counts.queued++;
    }
    return counts;
  });
}
