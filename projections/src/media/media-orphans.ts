import type { SqlExecutor } from '@anonse/eventstore';

const BATCH = 1000;

/**
 * Which of the stored keys no photo row names: not as its upload, not as its master, not as a rendition
 * (`public/{name}` of its variants). A file like that is an upload whose event never made it to the log, or a file
 * of a photo whose row is gone.
 */
export async function unreferencedKeys(db: SqlExecutor, keys: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < keys.length; i += BATCH) {
    const { rows } = await db.query<{ key: string }>(
      `SELECT l.key FROM unnest($1::text[]) AS l(key)
       WHERE NOT EXISTS (SELECT 1 FROM media_photos p WHERE p.upload_key = l.key)
         AND NOT EXISTS (SELECT 1 FROM media_photos p WHERE p.master_key = l.key)
         AND NOT (l.key LIKE 'public/%'
                  AND EXISTS (SELECT 1 FROM media_photos p WHERE p.variants @> jsonb_build_array(jsonb_build_object('name', substr(l.key, 8)))))`,
      [keys.slice(i, i + BATCH)],
    );
    out.push(...rows.map((r) => r.key));
  }
  return out;
}

/**
 * Records this sweep's unreferenced keys (a key seen so for the first time gets `now`), forgets the keys that are
 * referenced again or gone, and answers those unreferenced since `before` or earlier: old enough to delete.
 */
export async function noteOrphans(db: SqlExecutor, orphans: readonly string[], now: Date, before: Date): Promise<string[]> {
  await db.query('DELETE FROM media_orphans WHERE NOT (key = ANY($1::text[]))', [orphans]);
  await db.query('INSERT INTO media_orphans (key, first_seen_at) SELECT k, $2 FROM unnest($1::text[]) AS k ON CONFLICT (key) DO NOTHING', [
    orphans,
    now.toISOString(),
  ]);
  const { rows } = await db.query<{ key: string }>('SELECT key FROM media_orphans WHERE first_seen_at <= $1 ORDER BY key', [
    before.toISOString(),
  ]);
  return rows.map((r) => r.key);
}

export async function forgetOrphans(db: SqlExecutor, keys: readonly string[]): Promise<void> {
  if (keys.length) await db.query('DELETE FROM media_orphans WHERE key = ANY($1::text[])', [keys]);
}

/** Whether the media projector parked an event: its rows may then lack files that exist, so nothing is swept. */
export async function mediaHasParkedEvents(db: SqlExecutor): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM parked_events WHERE projector = 'media' LIMIT 1`);
  return rows.length > 0;
}
