import type { SqlClient, SqlExecutor } from '@anonse/eventstore';

export type UploadSlotAnswer = 'ok' | 'tooManyUnprocessed' | 'tooManyPhotos';

export interface UploadLimits {
  /** Photos waiting for (or in) processing one person may have at once. */
  maxUnprocessed: number;
  /** Photos one person may keep in all, in any state. */
  maxTotal: number;
}

/**
 * Reserves room for one upload of `ownerId`, or says which limit it would break. The count (the owner's photos
 * plus uploads still on their way) and the reservation happen under a per-owner lock in one short transaction,
 * so parallel uploads are counted one after another: they cannot all pass a check made before any of them
 * exists. A reservation older than `staleBefore` (a crashed request) no longer counts; one whose photo row exists
 * is counted as that row.
 */
export function reserveUploadSlot(
  sql: SqlClient,
  slot: { photoId: string; ownerId: string; now: Date; staleBefore: Date },
  limits: UploadLimits,
): Promise<UploadSlotAnswer> {
  return sql.transaction(async (tx) => {
    // Two-key form: a key space of its own, apart from the single-key locks of the event store and migrations.
    await tx.query(`SELECT pg_advisory_xact_lock(202601, hashtext($1))`, [slot.ownerId]);
    const { rows } = await tx.query<{ total: string | number; unprocessed: string | number; reserved: string | number }>(
      `SELECT (SELECT count(*) FROM media_photos WHERE owner_id = $1) AS total,
              (SELECT count(*) FROM media_photos WHERE owner_id = $1 AND status IN ('uploaded', 'processing')) AS unprocessed,
              (SELECT count(*) FROM media_upload_slots s WHERE s.owner_id = $1 AND s.reserved_at > $2
                 AND NOT EXISTS (SELECT 1 FROM media_photos p WHERE p.id = s.photo_id)) AS reserved`,
      [slot.ownerId, slot.staleBefore.toISOString()],
    );
    const reserved = Number(rows[0]?.reserved ?? 0);
    if (Number(rows[0]?.total ?? 0) + reserved >= limits.maxTotal) return 'tooManyPhotos';
    if (Number(rows[0]?.unprocessed ?? 0) + reserved >= limits.maxUnprocessed) return 'tooManyUnprocessed';
    await tx.query('INSERT INTO media_upload_slots (photo_id, owner_id, reserved_at) VALUES ($1, $2, $3)', [
      slot.photoId,
      slot.ownerId,
      slot.now.toISOString(),
    ]);
    return 'ok';
  });
}

/** The upload was refused, or its photo row exists now: the reservation has done its job. */
export async function releaseUploadSlot(db: SqlExecutor, photoId: string): Promise<void> {
  await db.query('DELETE FROM media_upload_slots WHERE photo_id = $1', [photoId]);
}

/** Reservations left by requests that died (the sweep drops them, so no owner id lingers). */
export async function dropStaleUploadSlots(db: SqlExecutor, staleBefore: Date): Promise<void> {
  await db.query('DELETE FROM media_upload_slots WHERE reserved_at <= $1', [staleBefore.toISOString()]);
}
