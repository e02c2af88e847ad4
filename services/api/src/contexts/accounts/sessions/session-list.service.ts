import { Inject, Injectable } from '@nestjs/common';
import { isEntityId, type SessionDto } from '@anonse/contracts';
import type { SqlClient } from '@anonse/eventstore';
import type { Clock } from '#api/platform/clock/clock';
import { sha256 } from '#api/platform/ids';
import { CLOCK, SQL } from '#api/platform/tokens';

interface SessionRow {
  session_id: string;
  token_hash: string;
  browser: string | null;
  os: string | null;
  created_at: Date | string;
  last_seen_at: Date | string;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/**
 * The account's open sessions as their owner sees them, by a public id of their own (the token's hash never
 * leaves the server). Every query is scoped to the account: another person's session id names nothing here.
 */
@Injectable()
export class SessionListService {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(accountId: string, currentToken: string | undefined): Promise<SessionDto[]> {
    const { rows } = await this.sql.query<SessionRow>(
      `SELECT session_id::text AS session_id, token_hash, browser, os, created_at, last_seen_at FROM api_sessions
       WHERE account_id = $1 AND expires_at > $2 ORDER BY last_seen_at DESC, created_at DESC`,
      // The same clock that resolves sessions: a session that no longer logs in is not listed either.
      [accountId, this.clock.now()],
    );
    const current = currentToken ? sha256(currentToken) : undefined;
    return rows.map((r) => ({
      id: r.session_id,
      browser: r.browser,
      os: r.os,
      createdAt: iso(r.created_at),
      lastUsedAt: iso(r.last_seen_at),
      current: r.token_hash === current,
    }));
  }

  /** Ends one session of the account (`ended` false when the id names none of its sessions); was it this browser's? */
  async end(accountId: string, sessionId: string, currentToken: string | undefined): Promise<{ ended: boolean; wasCurrent: boolean }> {
    // Not a uuid: names no session (and never reaches Postgres' uuid parser).
    if (!isEntityId(sessionId)) return { ended: false, wasCurrent: false };
    const { rows } = await this.sql.query<{ token_hash: string }>(
      'DELETE FROM api_sessions WHERE account_id = $1 AND session_id = $2::uuid RETURNING token_hash',
      [accountId, sessionId],
    );
    const hash = rows[0]?.token_hash;
    return { ended: !!hash, wasCurrent: !!hash && !!currentToken && hash === sha256(currentToken) };
  }
}
