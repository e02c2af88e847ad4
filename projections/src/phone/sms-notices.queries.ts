import type { Locale, SmsNoticeKind } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import type { SmsNoticeTopic } from './sms-notices.projector';

/** A notice the reactor asked for, with where it would go now: the verified number (null: none) and the language. */
export interface NewSmsNotice {
  eventId: string;
  accountId: string;
  kind: SmsNoticeKind;
  topic: SmsNoticeTopic;
  number: string | null;
  locale: Locale;
}

/** The oldest notices not yet queued, in log order. The language is the person's e-mail language (their messages'). */
export async function newSmsNotices(db: SqlExecutor, limit: number): Promise<NewSmsNotice[]> {
  const { rows } = await db.query<{
    event_id: string;
    account_id: string;
    kind: SmsNoticeKind;
    topic: SmsNoticeTopic;
    number: string | null;
    locale: string | null;
  }>(
    `SELECT n.event_id, n.account_id, n.kind, n.topic, p.number, m.locale
       FROM sms_notices n
       LEFT JOIN phone_numbers p ON p.account_id = n.account_id
       LEFT JOIN mail_recipients m ON m.account_id = n.account_id
      WHERE n.status = 'new' ORDER BY n.position LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    eventId: r.event_id,
    accountId: r.account_id,
    kind: r.kind,
    topic: r.topic,
    number: r.number,
    locale: r.locale === 'en' ? 'en' : 'pl',
  }));
}

/** Notices of one account queued to go in [start, end): what the monthly cap counts. */
export async function queuedSmsNoticesBetween(db: SqlExecutor, accountId: string, start: Date, end: Date): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM sms_notices WHERE account_id = $1 AND status = 'queued' AND due_at >= $2 AND due_at < $3`,
    [accountId, start, end],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Settles a new notice: queued (to go at `dueAt`), dropped over the cap, or cancelled (no number). */
export async function settleSmsNotice(
  db: SqlExecutor,
  eventId: string,
  status: 'queued' | 'dropped' | 'cancelled',
  dueAt: Date | null,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE sms_notices SET status = $2, due_at = $3, decided_at = $4 WHERE event_id = $1 AND status = 'new' RETURNING event_id`,
    [eventId, status, dueAt, now],
  );
  return rows.length === 1;
}

/** Queued notices taken back from the outbox before they went (the number or the choice is gone). */
export async function cancelQueuedSmsNotices(db: SqlExecutor, eventIds: readonly string[], now: Date): Promise<void> {
  if (!eventIds.length) return;
  await db.query(`UPDATE sms_notices SET status = 'cancelled', decided_at = $2 WHERE event_id = ANY($1::text[]) AND status = 'queued'`, [
    eventIds,
    now,
  ]);
}

/** The notices dropped over the monthly cap, for the console's phone history (newest last, as the log reads). */
export async function droppedSmsNotices(db: SqlExecutor, accountId: string): Promise<{ at: string; topic: SmsNoticeTopic }[]> {
  const { rows } = await db.query<{ decided_at: Date | string; topic: SmsNoticeTopic }>(
    `SELECT decided_at, topic FROM sms_notices WHERE account_id = $1 AND status = 'dropped' ORDER BY position`,
    [accountId],
  );
  return rows.map((r) => ({ at: (r.decided_at instanceof Date ? r.decided_at : new Date(r.decided_at)).toISOString(), topic: r.topic }));
}
