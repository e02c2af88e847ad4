import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@anonse/eventstore';
import type { Clock } from '#api/platform/clock/clock';
import { randomToken, sha256 } from '#api/platform/ids';
import { CLOCK, SQL } from '#api/platform/tokens';
import type { Device } from './device';

/** Idle lifetime: a session unused for this long ends. Each use (at most hourly) pushes the end back. */
export const SESSION_IDLE_MS = 14 * 24 * 3600 * 1000;
const SLIDE_EVERY_MS = 3600 * 1000;

export interface ResolvedSession {
  accountId: string;
  /** True when the expiry moved: the cookie is re-sent with a fresh Max-Age. */
  slid: boolean;
}

/**
 * Opaque session tokens (256 bits), stored as sha256 in `api_sessions` (docs/architecture.md § People, data and safety). Every time here —
 * creation, last use, expiry — comes from the clock port, never from the database's `now()`, so a moved clock
 * (tests, the e2e run) ages sessions the way real time would.
 */
@Injectable()
export class SessionService {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `device`: what the sessions list shows (recognised from the User-Agent, device.ts). */
  async create(accountId: string, device: Device = { browser: null, os: null }): Promise<string> {
    const token = randomToken(32);
    const now = this.clock.now();
    await this.sql.query(
      'INSERT INTO api_sessions (token_hash, account_id, created_at, last_seen_at, expires_at, browser, os) VALUES ($1, $2, $3, $3, $4, $5, $6)',
      [sha256(token), accountId, now, new Date(now.getTime() + SESSION_IDLE_MS), device.browser, device.os],
    );
    return token;
  }

  async resolve(token: string): Promise<ResolvedSession | null> {
    const hash = sha256(token);
    const { rows } = await this.sql.query<{ account_id: string; last_seen_at: Date | string; expires_at: Date | string }>(
      'SELECT account_id, last_seen_at, expires_at FROM api_sessions WHERE token_hash = $1',
      [hash],
    );
    const row = rows[0];
    if (!row) return null;
    const now = this.clock.now().getTime();
    if (new Date(row.expires_at).getTime() <= now) {
      await this.sql.query('DELETE FROM api_sessions WHERE token_hash = $1', [hash]);
      return null;
    }
    // Sliding expiry without a write per request.
    if (now - new Date(row.last_seen_at).getTime() < SLIDE_EVERY_MS) return { accountId: row.account_id, slid: false };
    await this.sql.query('UPDATE api_sessions SET last_seen_at = $2, expires_at = $3 WHERE token_hash = $1', [
      hash,
      new Date(now),
      new Date(now + SESSION_IDLE_MS),
    ]);
    return { accountId: row.account_id, slid: true };
  }

  async destroy(token: string): Promise<void> {
    await this.sql.query('DELETE FROM api_sessions WHERE token_hash = $1', [sha256(token)]);
  }

  /** Ends every session of the account (log out everywhere, a password change). */
  async destroyAll(accountId: string): Promise<void> {
    await this.sql.query('DELETE FROM api_sessions WHERE account_id = $1', [accountId]);
  }

  /** Housekeeping: expired rows (called now and then; correctness never depends on it). */
  async purgeExpired(): Promise<void> {
    await this.sql.query('DELETE FROM api_sessions WHERE expires_at < $1', [this.clock.now()]);
  }
}
