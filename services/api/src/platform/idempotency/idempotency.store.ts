import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@anonse/eventstore';
import { SQL } from '../tokens';

export interface IdempotencyRecord {
  actor: string;
  route: string;
  key: string;
  fingerprint: string;
}

export type Claim =
  { kind: 'claimed' } | { kind: 'mismatch' } | { kind: 'in-progress' } | { kind: 'completed'; statusCode: number; body: unknown };

/** A claim whose request never finished (the process died) frees its key after this long. */
const ABANDONED_AFTER = '60 seconds';
/**
 * Answers are kept this long for replays, then deleted: a client retries within minutes, and a kept answer (a
 * registration's login) must not outlive the person's erasure for long.
 */
const KEPT_FOR = '24 hours';
const PURGE_EVERY_MS = 60_000;

/** `api_idempotency`: the first request with a key claims it by inserting; later ones read what it left. */
@Injectable()
export class IdempotencyStore {
  private lastPurge = 0;

  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async claim(record: IdempotencyRecord): Promise<Claim> {
    await this.purgeNowAndThen();
    for (let attempt = 0; attempt < 2; attempt++) {
      const inserted = await this.sql.query(
        `INSERT INTO api_idempotency (actor, route, key, fingerprint) VALUES ($1, $2, $3, $4)
         ON CONFLICT (actor, route, key) DO NOTHING RETURNING key`,
        [record.actor, record.route, record.key, record.fingerprint],
      );
      if (inserted.rows.length) return { kind: 'claimed' };
      // The database's clock decides abandonment: a process's clock and microsecond timestamps never meet it exactly.
      const { rows } = await this.sql.query<{
        fingerprint: string;
        status_code: number | null;
        response: string | null;
        abandoned: boolean;
      }>(
        `SELECT fingerprint, status_code, response, created_at < now() - interval '${ABANDONED_AFTER}' AS abandoned
         FROM api_idempotency WHERE actor = $1 AND route = $2 AND key = $3`,
        [record.actor, record.route, record.key],
      );
      const row = rows[0];
      if (!row) continue; // released between our insert and select: try again
      if (row.fingerprint !== record.fingerprint) return { kind: 'mismatch' };
      if (row.status_code !== null)
        return { kind: 'completed', statusCode: row.status_code, body: row.response === null ? undefined : JSON.parse(row.response) };
      if (!row.abandoned) return { kind: 'in-progress' };
      await this.sql.query(
        `DELETE FROM api_idempotency WHERE actor = $1 AND route = $2 AND key = $3 AND status_code IS NULL
           AND created_at < now() - interval '${ABANDONED_AFTER}'`,
        [record.actor, record.route, record.key],
      );
    }
    return { kind: 'in-progress' };
  }

  async complete(record: IdempotencyRecord, statusCode: number, body: unknown): Promise<void> {
    await this.sql.query('UPDATE api_idempotency SET status_code = $4, response = $5 WHERE actor = $1 AND route = $2 AND key = $3', [
      record.actor,
      record.route,
      record.key,
      statusCode,
      body === undefined ? null : JSON.stringify(body),
    ]);
  }

  /** A failed request leaves no answer to replay: the key is free for a corrected retry. */
  async release(record: IdempotencyRecord): Promise<void> {
    await this.sql.query('DELETE FROM api_idempotency WHERE actor = $1 AND route = $2 AND key = $3 AND status_code IS NULL', [
      record.actor,
      record.route,
      record.key,
    ]);
  }

  private async purgeNowAndThen(): Promise<void> {
    if (Date.now() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = Date.now();
    await this.sql.query(`DELETE FROM api_idempotency WHERE created_at < now() - interval '${KEPT_FOR}'`);
  }
}
