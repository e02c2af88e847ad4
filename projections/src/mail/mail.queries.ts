import type { SqlExecutor } from '@anonse/eventstore';

/** Accounts whose current address is `email` (case-insensitive; an address may be shared by several accounts). */
export async function findMailRecipientIdsByEmail(db: SqlExecutor, email: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ account_id: string }>(
    'SELECT account_id FROM mail_recipients WHERE lower(email) = lower($1) ORDER BY account_id LIMIT $2',
    [email.trim(), limit],
  );
  return rows.map((r) => r.account_id);
}

/** The current address of an account (the contact form offers it to its signed-in owner), or null. */
export async function mailAddressOf(db: SqlExecutor, accountId: string): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>('SELECT email FROM mail_recipients WHERE account_id = $1', [accountId]);
  return rows[0]?.email ?? null;
}

/** The outbox's depth, for /metrics: messages waiting to be sent (or retried), and those given up on. */
export async function mailOutboxDepth(db: SqlExecutor): Promise<{ waiting: number; failed: number }> {
  const { rows } = await db.query<{ waiting: number | string; failed: number | string }>(
    `SELECT count(*) FILTER (WHERE status IN ('pending', 'sending')) AS waiting, count(*) FILTER (WHERE status = 'failed') AS failed
     FROM mail_outbox WHERE status <> 'sent'`,
  );
  return { waiting: Number(rows[0]?.waiting ?? 0), failed: Number(rows[0]?.failed ?? 0) };
}
