import { randomBytes } from 'node:crypto';
import { underMigrationLock } from '../migration-lock';
import type { SqlClient } from '../sql-client';

/**
 * One random AES-256 key per person (data subject). Erasing a person deletes the key: every event that
 * sealed their data with it stays in the log, intact and replayable, but can no longer be read
 * (crypto-shredding, docs/architecture.md § People, data and safety). Keys live in the read-side Postgres, or in a database of their own
 * (KEY_VAULT_URL) so that a dump of the event store alone holds no readable personal data; never in the log.
 */
export class KeyVault {
  /** `ownsSql`: the vault opened its own database and closes it with itself. */
  constructor(
    private readonly sql: SqlClient,
    private readonly ownsSql = false,
  ) {}

  async close(): Promise<void> {
    if (this.ownsSql) await this.sql.close();
  }

  async migrate(): Promise<void> {
    await underMigrationLock(this.sql, async (tx) => {
      await tx.query(`CREATE TABLE IF NOT EXISTS personal_data_keys (
      subject_id text PRIMARY KEY,
      key bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
      await tx.query(`CREATE TABLE IF NOT EXISTS personal_data_erasures (
        subject_id text PRIMARY KEY,
        erased_at timestamptz NOT NULL DEFAULT now()
      )`);
    });
  }

  /** The subject's key, created on first use; fails for an erased subject (nothing new may be sealed). */
  async keyFor(subjectId: string): Promise<Buffer> {
    const { rows } = await this.sql.query<{ key: Uint8Array | null; erased: boolean }>(
      `WITH created AS (
         INSERT INTO personal_data_keys (subject_id, key)
         SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM personal_data_erasures WHERE subject_id = $1)
         ON CONFLICT (subject_id) DO NOTHING
         RETURNING key
       )
       SELECT coalesce((SELECT key FROM created), (SELECT key FROM personal_data_keys WHERE subject_id = $1)) AS key,
              EXISTS (SELECT 1 FROM personal_data_erasures WHERE subject_id = $1) AS erased`,
      [subjectId, randomBytes(32)],
    );
    const row = rows[0];
    if (row?.erased) throw new SubjectErasedError(subjectId);
    if (row?.key) return Buffer.from(row.key);
    // A concurrent first use inserted the key after this statement's snapshot was taken (ON CONFLICT waited
    // for it, but the snapshot cannot see it): a new statement can.
    const again = await this.sql.query<{ key: Uint8Array }>('SELECT key FROM personal_data_keys WHERE subject_id = $1', [subjectId]);
    if (!again.rows[0]) throw new SubjectErasedError(subjectId);
    return Buffer.from(again.rows[0].key);
  }

  /** Keys of many subjects in one round trip; erased or unknown subjects are absent from the map. */
  async keysOf(subjectIds: readonly string[]): Promise<Map<string, Buffer>> {
    if (!subjectIds.length) return new Map();
    const { rows } = await this.sql.query<{ subject_id: string; key: Uint8Array }>(
      'SELECT subject_id, key FROM personal_data_keys WHERE subject_id = ANY($1::text[])',
      [[...new Set(subjectIds)]],
    );
    return new Map(rows.map((r) => [r.subject_id, Buffer.from(r.key)]));
  }

  /** Deletes the key for good and remembers the erasure, so no new data is ever sealed for this subject. */
  async erase(subjectId: string): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.query('DELETE FROM personal_data_keys WHERE subject_id = $1', [subjectId]);
      await tx.query('INSERT INTO personal_data_erasures (subject_id) VALUES ($1) ON CONFLICT DO NOTHING', [subjectId]);
    });
  }
}

export class SubjectErasedError extends Error {
  override readonly name = 'SubjectErasedError';
  constructor(readonly subjectId: string) {
    super(`personal data of ${subjectId} has been erased`);
  }
}
