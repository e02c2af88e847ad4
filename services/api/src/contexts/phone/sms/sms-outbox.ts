import type { SqlClient, SqlExecutor } from '@anonse/eventstore';
import type { SmsMessageDto } from '@anonse/contracts';
import type { SmsDeliveryStatus } from './sms-provider';

/** Retries: 15 s, 30 s, 60 s … for a code that dies in 10 minutes; after the last one the message is given up. */
export const SMS_RETRY = { baseMs: 15_000, maxMs: 120_000, maxAttempts: 6 } as const;
const retryDelayMs = (attempts: number) => Math.min(SMS_RETRY.baseMs * 2 ** Math.max(0, attempts - 1), SMS_RETRY.maxMs);

export interface ClaimedSms {
  id: string;
  recipient: string;
  text: string;
  attempts: number;
}

interface Row {
  id: string;
  account_id: string;
  recipient: string | null;
  text: string | null;
  status: SmsMessageDto['status'];
  attempts: number;
  created_at: Date | string;
  sent_at: Date | string | null;
}
const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/**
 * `sms_outbox` (an API table, not a read model: the text holds the code, which no event carries). A message is
 * claimed (`sending`, a lease, one more attempt) before it is sent and marked `sent` only while still claimed; the
 * provider gets our id as its idempotency key, so a sender that died after the gateway took the message cannot send
 * it twice. Once a message is final its number and text are blanked, except in the sandbox, whose page shows them.
 */
export class SmsOutbox {
  constructor(private readonly db: SqlExecutor) {}

  /** A message to send from `dueAt` on (default: at once); an id already queued is left alone. */
  async enqueue(
    message: { id: string; accountId: string; recipient: string; text: string; kind: string },
    now: Date,
    dueAt: Date = now,
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO sms_outbox (id, account_id, kind, recipient, text, status, attempts, next_attempt_at, created_at)
       VALUES ($1, $2, $3, $4, $5, 'pending', 0, $7, $6) ON CONFLICT (id) DO NOTHING`,
      [message.id, message.accountId, message.kind, message.recipient, message.text, now, dueAt],
    );
  }

  /**
   * Takes back notices still waiting (quiet hours) whose number is no longer the account's verified one, or whose
   * kind the owner turned off since: they would reach a number nobody vouches for, or someone who said no.
   */
  async withdrawStaleNotices(): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `DELETE FROM sms_outbox o USING sms_notices n
        WHERE n.event_id = o.id AND o.kind = 'notice' AND o.status = 'pending'
          AND (NOT EXISTS (SELECT 1 FROM phone_numbers p WHERE p.account_id = o.account_id AND p.number = o.recipient)
               OR NOT EXISTS (SELECT 1 FROM sms_notice_settings s WHERE s.account_id = o.account_id
                   AND CASE n.kind WHEN 'adDecided' THEN s.ad_decided WHEN 'verificationDecided' THEN s.verification_decided
                                   ELSE s.message_request END))
        RETURNING o.id`,
    );
    return rows.map((r) => r.id);
  }

  async claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedSms[]> {
    const { rows } = await this.db.query<{ id: string; recipient: string; text: string; attempts: number }>(
      `UPDATE sms_outbox SET status = 'sending', claimed_until = $2, attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM sms_outbox
         WHERE (status = 'pending' AND next_attempt_at <= $1) OR (status = 'sending' AND claimed_until <= $1)
         ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING id, recipient, text, attempts`,
      [now, new Date(now.getTime() + leaseMs), limit],
    );
    return rows.map((r) => ({ id: r.id, recipient: r.recipient, text: r.text, attempts: r.attempts }));
  }

  /**
   * Claims due messages within the global hourly budget (the fraud watch): what was sent in the last hour and what is
   * being sent now count against it, and what does not fit stays pending for a later pass. Counting and claiming hold
   * one transaction-scoped advisory lock, so senders on several nodes never claim the same room twice.
   */
  static claimWithinBudget(
    sql: SqlClient,
    now: Date,
    limit: number,
    leaseMs: number,
    budgetPerHour: number,
  ): Promise<{ claimed: ClaimedSms[]; budgetLeft: number }> {
    return sql.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('anonse:sms-budget'))");
      const { rows } = await tx.query<{ used: number | string }>(
        `SELECT count(*) AS used FROM sms_outbox
         WHERE sent_at > $1 OR (status = 'sending' AND claimed_until > $2)`,
        [new Date(now.getTime() - 3600_000), now],
      );
      const room = Math.max(0, budgetPerHour - Number(rows[0]?.used ?? 0));
      const claimed = room > 0 ? await new SmsOutbox(tx).claimDue(now, Math.min(limit, room), leaseMs) : [];
      return { claimed, budgetLeft: room - claimed.length };
    });
  }

  /** Messages handed to the gateway in the hour before `now` (what the budget counts as spent). */
  async sentInHourBefore(now: Date): Promise<number> {
    const { rows } = await this.db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM sms_outbox WHERE sent_at > $1 AND sent_at <= $2',
      [new Date(now.getTime() - 3600_000), now],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async markSent(id: string, now: Date, provider: string, providerId: string): Promise<boolean> {
    const keep = provider === 'sandbox';
    const { rows } = await this.db.query(
      `UPDATE sms_outbox SET status = 'sent', sent_at = $2, claimed_until = NULL, last_error = NULL, provider = $3, provider_id = $4,
         recipient = CASE WHEN $5::boolean THEN recipient END, text = CASE WHEN $5::boolean THEN text END
       WHERE id = $1 AND status = 'sending' RETURNING id`,
      [id, now, provider, providerId, keep],
    );
    return rows.length === 1;
  }

  async markFailed(id: string, now: Date, attempts: number, error: string, permanent: boolean): Promise<'failed' | 'pending'> {
    const giveUp = permanent || attempts >= SMS_RETRY.maxAttempts;
    await this.db.query(
      `UPDATE sms_outbox SET status = $2, next_attempt_at = $3, claimed_until = NULL, last_error = $4,
         recipient = CASE WHEN $2 = 'failed' THEN NULL ELSE recipient END, text = CASE WHEN $2 = 'failed' THEN NULL ELSE text END
       WHERE id = $1 AND status = 'sending'`,
      [id, giveUp ? 'failed' : 'pending', new Date(now.getTime() + retryDelayMs(attempts)), error.slice(0, 500)],
    );
    return giveUp ? 'failed' : 'pending';
  }

  /** A delivery report: only a sent message changes, and a later report of the same message wins. */
  async report(id: string, status: SmsDeliveryStatus, at: Date): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE sms_outbox SET status = $2, delivered_at = $3 WHERE id = $1 AND status IN ('sent', 'delivered', 'undelivered') RETURNING id`,
      [id, status, at],
    );
    return rows.length === 1;
  }

  /** Deleted accounts' messages go (pending ones hold the number in clear; the sandbox's keep the text). */
  async forgetErasedAccounts(): Promise<number> {
    const { rows } = await this.db.query('DELETE FROM sms_outbox o USING account_erasures e WHERE e.id = o.account_id RETURNING o.id');
    return rows.length;
  }

  async latest(limit: number, accountId?: string): Promise<SmsMessageDto[]> {
    const { rows } = await this.db.query<Row>(
      `SELECT id, account_id, recipient, text, status, attempts, created_at, sent_at FROM sms_outbox
       ${accountId ? 'WHERE account_id = $2' : ''} ORDER BY created_at DESC, id DESC LIMIT $1`,
      accountId ? [limit, accountId] : [limit],
    );
    return rows.map((r) => ({
      id: r.id,
      accountId: r.account_id,
      recipient: r.recipient,
      text: r.text,
      status: r.status,
      attempts: r.attempts,
      createdAt: iso(r.created_at),
      sentAt: r.sent_at === null ? null : iso(r.sent_at),
    }));
  }
}
