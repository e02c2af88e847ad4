import type { SqlExecutor } from '@anonse/eventstore';
import { MailContent, type Locale, type MailStatus } from '@anonse/contracts';

/**
 * A claimed message as stored: template and params are parsed (as `MailContent`) by the sender, row by row, so
 * one row this node cannot read (a template of a newer release during a rolling deploy) fails alone.
 */
export interface ClaimedMail {
  id: string;
  messageKey: string;
  recipient: string;
  locale: Locale;
  template: string;
  params: unknown;
  attempts: number;
  createdAt: Date;
}

/** A message as the development mailbox lists it: rendered when the mailbox is viewed, never stored rendered. */
export interface StoredMail {
  id: string;
  recipient: string;
  locale: Locale;
  template: string;
  params: unknown;
  subject: string | null;
  status: MailStatus;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
}

interface OutboxRow {
  id: string | number;
  message_key: string;
  recipient: string;
  locale: Locale;
  template: string;
  params: unknown;
  attempts: number;
  created_at: Date | string;
}

/** A stored row's template and params as `MailContent`; throws for a row this release cannot read. */
export const mailContentOf = (row: Pick<ClaimedMail, 'template' | 'params'>): MailContent =>
  MailContent.parse({ template: row.template, params: typeof row.params === 'string' ? JSON.parse(row.params) : row.params });

/** Retries: 1 min, 2, 4 … capped at 6 h; after the last attempt the message is given up (`failed`). */
export const MAIL_RETRY = { baseMs: 60_000, maxMs: 6 * 3600_000, maxAttempts: 8 } as const;
export const retryDelayMs = (attempts: number): number => Math.min(MAIL_RETRY.baseMs * 2 ** Math.max(0, attempts - 1), MAIL_RETRY.maxMs);

/**
 * The outbox as the sender sees it. A message is claimed (status `sending`, a lease, one more attempt) before it
 * is sent, and marked `sent` only if it is still claimed: a message marked sent is never picked again, and a
 * sender that died mid-send leaves a claim that expires and is picked up again.
 */
export class MailOutbox {
  constructor(private readonly db: SqlExecutor) {}

  /** Due messages, claimed; `SKIP LOCKED` lets several senders share the table without waiting on each other. */
  async claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
    const { rows } = await this.db.query<OutboxRow>(
      `UPDATE mail_outbox SET status = 'sending', claimed_until = $2, attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE (status = 'pending' AND next_attempt_at <= $1) OR (status = 'sending' AND claimed_until <= $1)
         ORDER BY next_attempt_at, id
         LIMIT $3
         FOR UPDATE SKIP LOCKED)
       RETURNING id, message_key, recipient, locale, template, params, attempts, created_at`,
      [now, new Date(now.getTime() + leaseMs), limit],
    );
    return rows.map((r) => ({
      id: String(r.id),
      messageKey: r.message_key,
      recipient: r.recipient,
      locale: r.locale,
      template: r.template,
      params: r.params,
      attempts: r.attempts,
      createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
    }));
  }

  /**
   * Only the subject is kept: the body holds a live link (a password reset, a confirmation), so it is never stored,
   * whatever the transport; the development mailbox renders it again when it is viewed.
   */
  async markSent(id: string, now: Date, subject: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE mail_outbox SET status = 'sent', sent_at = $2, claimed_until = NULL, last_error = NULL, subject = $3, html = NULL, text = NULL
       WHERE id = $1 AND status = 'sending' RETURNING id`,
      [id, now, subject],
    );
    return rows.length === 1;
  }

  async markFailed(id: string, now: Date, attempts: number, error: string, permanent: boolean): Promise<MailStatus> {
    const giveUp = permanent || attempts >= MAIL_RETRY.maxAttempts;
    await this.db.query(
      `UPDATE mail_outbox SET status = $2, next_attempt_at = $3, claimed_until = NULL, last_error = $4 WHERE id = $1 AND status = 'sending'`,
      [id, giveUp ? 'failed' : 'pending', new Date(now.getTime() + retryDelayMs(attempts)), error.slice(0, 500)],
    );
    return giveUp ? 'failed' : 'pending';
  }

  /**
   * The SMTP server could not be reached: nothing was wrong with these messages, so the attempt is not counted (an
   * outage longer than the backoff's sum must not give them up) and they are due again at once, for the next round.
   */
  async release(ids: readonly string[], now: Date, error: string): Promise<void> {
    if (ids.length === 0) return;
    await this.db.query(
      `UPDATE mail_outbox SET status = 'pending', attempts = greatest(attempts - 1, 0), next_attempt_at = $2, claimed_until = NULL, last_error = $3
       WHERE id = ANY($1) AND status = 'sending'`,
      [ids, now, error.slice(0, 500)],
    );
  }

  /** Not worth sending any more (its link expired, or the news is old): kept as history, never sent. */
  async markSkipped(id: string, reason: string): Promise<void> {
    await this.db.query(
      `UPDATE mail_outbox SET status = 'skipped', claimed_until = NULL, last_error = $2 WHERE id = $1 AND status = 'sending'`,
      [id, reason],
    );
  }

  /** The development mailbox: the latest messages, newest first, as stored (template and params, no body). */
  async latest(limit: number): Promise<StoredMail[]> {
    const { rows } = await this.db.query<{
      id: string | number;
      recipient: string;
      locale: Locale;
      template: string;
      params: unknown;
      subject: string | null;
      status: MailStatus;
      attempts: number;
      created_at: Date | string;
      sent_at: Date | string | null;
    }>(
      `SELECT id, recipient, locale, template, params, subject, status, attempts, created_at, sent_at FROM mail_outbox ORDER BY id DESC LIMIT $1`,
      [limit],
    );
    const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
    return rows.map((r) => ({
      id: String(r.id),
      recipient: r.recipient,
      locale: r.locale,
      template: r.template,
      params: r.params,
      subject: r.subject,
      status: r.status,
      attempts: r.attempts,
      createdAt: iso(r.created_at),
      sentAt: r.sent_at === null ? null : iso(r.sent_at),
    }));
  }
}
