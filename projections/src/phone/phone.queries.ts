import type { SqlExecutor } from '@anonse/eventstore';

const DAY_MS = 24 * 3600_000;
const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/**
 * The one question other contexts ask (messaging, the ad mark): does this account hold a verified number now?
 * Read model `phone_numbers`; the number itself comes with it for the ad mark's comparison.
 */
export async function isPhoneVerified(db: SqlExecutor, accountId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM phone_numbers WHERE account_id = $1', [accountId]);
  return rows.length > 0;
}

/** The account's verified number (E.164), or null. */
export async function verifiedPhoneOf(db: SqlExecutor, accountId: string): Promise<string | null> {
  const { rows } = await db.query<{ number: string }>('SELECT number FROM phone_numbers WHERE account_id = $1', [accountId]);
  return rows[0]?.number ?? null;
}

/** What the send decision needs to know of a number beyond the asking account. */
export interface PhoneNumberStanding {
  /** Its sends of the last 24 hours on every account (the asking one included: the decider dedups nothing). */
  sendsToday: string[];
  /** Other accounts holding it verified now. */
  otherAccounts: number;
  /** Whether a blocked account ever verified it. */
  onBlockedAccount: boolean;
}

export async function phoneNumberStanding(db: SqlExecutor, numberKey: string, accountId: string, now: Date): Promise<PhoneNumberStanding> {
  const sends = await db.query<{ sent_at: Date | string }>(
    'SELECT sent_at FROM phone_sends WHERE number_key = $1 AND sent_at > $2 ORDER BY sent_at',
    [numberKey, new Date(now.getTime() - DAY_MS)],
  );
  const claims = await db.query<{ others: number | string; blocked: boolean }>(
    `SELECT count(*) FILTER (WHERE c.verified_now AND c.account_id <> $2) AS others,
            coalesce(bool_or(a.blocked), false) AS blocked
       FROM phone_claims c LEFT JOIN accounts a ON a.id = c.account_id
      WHERE c.number_key = $1`,
    [numberKey, accountId],
  );
  return {
    sendsToday: sends.rows.map((r) => iso(r.sent_at)),
    otherAccounts: Number(claims.rows[0]?.others ?? 0),
    onBlockedAccount: claims.rows[0]?.blocked === true,
  };
}

/** Codes sent in one hour (UTC, its start) to one country's numbers, and how many of them were typed back. */
export interface PhoneWatchHour {
  hour: string;
  country: string;
  sends: number;
  completed: number;
}

/**
 * The fraud watch's numbers from `phone_sends`: per hour and country since `since`, and the codes sent in
 * [`from`, `to`) with how many completed. Counts only, never a number.
 */
export async function phoneWatch(
  db: SqlExecutor,
  range: { since: Date; from: Date; to: Date },
): Promise<{ hours: PhoneWatchHour[]; judged: { sends: number; completed: number } }> {
  const hours = await db.query<{ hour: Date | string; country: string; sends: number | string; completed: number | string }>(
    `SELECT date_trunc('hour', sent_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS hour, country,
            count(*) AS sends, count(*) FILTER (WHERE completed) AS completed
       FROM phone_sends WHERE sent_at >= $1 GROUP BY 1, 2 ORDER BY 1 DESC, 2`,
    [range.since],
  );
  const judged = await db.query<{ sends: number | string; completed: number | string }>(
    `SELECT count(*) AS sends, count(*) FILTER (WHERE completed) AS completed FROM phone_sends WHERE sent_at >= $1 AND sent_at < $2`,
    [range.from, range.to],
  );
  return {
    hours: hours.rows.map((r) => ({ hour: iso(r.hour), country: r.country, sends: Number(r.sends), completed: Number(r.completed) })),
    judged: { sends: Number(judged.rows[0]?.sends ?? 0), completed: Number(judged.rows[0]?.completed ?? 0) },
  };
}
