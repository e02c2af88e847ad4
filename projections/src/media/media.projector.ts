import { ACCOUNT_EVENTS, assertNever, PHOTO_EVENTS, type PhotoVariant } from '@anonse/contracts';
import { ERASED, type RecordedEvent, type SqlExecutor } from '@anonse/eventstore';
import type { Projector } from '../runner/projector';
import { mediaMigrations } from './media.migration';

/** Photo events, and the account deletion that takes every photo of the person with it. */
export const MEDIA_EVENT_TYPES = [...PHOTO_EVENTS.types, 'AccountDeleted' satisfies (typeof ACCOUNT_EVENTS.types)[number]] as const;

/** Storage keys of renditions (public) from their names. */
export const variantKey = (name: string) => `public/${name}`;

interface KeysRow {
  upload_key: string | null;
  master_key: string | null;
  variants: PhotoVariant[];
}

const keysOf = (row: KeysRow | undefined): string[] =>
  row ? [row.upload_key, row.master_key, ...row.variants.map((v) => variantKey(v.name))].filter((k): k is string => !!k) : [];

const occurredAt = (e: RecordedEvent) => {
  const at = (e.metadata as { occurredAt?: unknown }).occurredAt;
  return typeof at === 'string' ? at : e.createdAt.toISOString();
};

async function enqueue(
  db: SqlExecutor,
  e: RecordedEvent,
  photoId: string,
  kind: 'process' | 'redact' | 'purge',
  keys: string[] = [],
): Promise<void> {
  if (kind === 'purge' && !keys.length) return;
  // Keyed by the event: a replayed event enqueues nothing twice.
  await db.query(
    `INSERT INTO media_jobs (id, photo_id, kind, keys, due_at) VALUES ($1, $2, $3, $4::jsonb, $5) ON CONFLICT (id) DO NOTHING`,
    [`${e.id}:${kind}`, photoId, kind, JSON.stringify(keys), occurredAt(e)],
  );
}

async function currentRow(db: SqlExecutor, photoId: string): Promise<(KeysRow & { revision: number }) | undefined> {
  const { rows } = await db.query<KeysRow & { revision: number }>(
    'SELECT upload_key, master_key, variants, revision FROM media_photos WHERE id = $1',
    [photoId],
  );
  return rows[0];
}

/**
 * The files a processing or redaction event names (read leniently: the event may read as erased, and only its
 * sealed fields are gone then). A photo whose row is already gone still wrote them: they must be purged too.
 */
function keysInEvent(raw: RecordedEvent): string[] {
  if (raw.type !== 'PhotoProcessed' && raw.type !== 'PhotoRedacted') return [];
  const d = raw.data as { masterKey?: unknown; variants?: unknown };
  const keys = typeof d.masterKey === 'string' ? [d.masterKey] : [];
  if (Array.isArray(d.variants))
    for (const v of d.variants as unknown[]) {
      const name = (v as { name?: unknown } | null)?.name;
      if (typeof name === 'string') keys.push(variantKey(name));
    }
  return keys;
}

async function forget(db: SqlExecutor, e: RecordedEvent, photoId: string): Promise<void> {
  const row = await currentRow(db, photoId);
  await enqueue(db, e, photoId, 'purge', [...new Set([...keysOf(row), ...keysInEvent(e)])]);
  await db.query(`DELETE FROM media_jobs WHERE photo_id = $1 AND kind <> 'purge'`, [photoId]);
  await db.query('DELETE FROM media_files WHERE photo_id = $1', [photoId]);
  await db.query('DELETE FROM media_photos WHERE id = $1', [photoId]);
}

/**
 * A deleted account: every photo of the person leaves the read model at once (nothing is served any more) and one
 * purge job deletes all their files. Works even when the person's key is already erased, as it needs no append.
 */
async function forgetOwner(db: SqlExecutor, raw: RecordedEvent): Promise<void> {
  const event = ACCOUNT_EVENTS.parse(raw);
  if (event.type !== 'AccountDeleted') return;
  const { rows } = await db.query<KeysRow & { id: string }>(
    'SELECT id, upload_key, master_key, variants FROM media_photos WHERE owner_id = $1',
    [event.data.accountId],
  );
  if (!rows.length) return;
  const ids = rows.map((r) => r.id);
  await enqueue(
    db,
    raw,
    event.data.accountId,
    'purge',
    rows.flatMap((r) => keysOf(r)),
  );
  await db.query(`DELETE FROM media_jobs WHERE photo_id = ANY($1::text[]) AND kind <> 'purge'`, [ids]);
  await db.query('DELETE FROM media_files WHERE photo_id = ANY($1::text[])', [ids]);
  await db.query('DELETE FROM media_photos WHERE id = ANY($1::text[])', [ids]);
}

async function replaceFiles(db: SqlExecutor, photoId: string, variants: readonly PhotoVariant[]): Promise<void> {
  await db.query('DELETE FROM media_files WHERE photo_id = $1', [photoId]);
  if (variants.length)
    await db.query(
      `INSERT INTO media_files (name, photo_id, format) SELECT v.name, $1, v.format FROM jsonb_to_recordset($2::jsonb) AS v(name text, format text) ON CONFLICT (name) DO NOTHING`,
      [photoId, JSON.stringify(variants)],
    );
}

/**
 * Applies one photo event. Photos are few and their events rare, so one event at a time keeps the "previous
 * files" logic (what a redaction or deletion must purge) plain. The revision guard makes a replay a no-op.
 */
export async function applyPhotoEvent(db: SqlExecutor, raw: RecordedEvent): Promise<void> {
  if (raw.type === 'AccountDeleted') return forgetOwner(db, raw);
  const photoId = String((raw.data as { photoId?: unknown }).photoId);
  const row = await currentRow(db, photoId);
  if (row && Number(row.revision) >= raw.revision) return;
  // Crypto-shredded owner: nothing of the photo may remain, files included.
  if (raw.metadata[ERASED]) return forget(db, raw, photoId);
  const event = PHOTO_EVENTS.parse(raw);
  const at = occurredAt(raw);
  const bump = 'revision = $2, updated_at = $3';
  switch (event.type) {
    case 'PhotoUploaded': {
      const d = event.data;
      await db.query(
        `INSERT INTO media_photos (id, owner_id, status, revision, upload_key, created_at, updated_at) VALUES ($1, $2, 'uploaded', $3, $4, $5, $5) ON CONFLICT (id) DO NOTHING`,
        [photoId, d.ownerId, raw.revision, d.uploadKey, d.uploadedAt],
      );
      await enqueue(db, raw, photoId, 'process');
      return;
    }
    case 'PhotoProcessingStarted':
      await db.query(`UPDATE media_photos SET status = 'processing', ${bump} WHERE id = $1`, [photoId, raw.revision, at]);
      return;
    case 'PhotoProcessed':
    case 'PhotoRedacted': {
      const d = event.data;
      // The photo went while the worker rendered it (its owner's account was deleted): what it wrote is purged,
      // and no row names the files, so they are never served.
      if (!row) return enqueue(db, raw, photoId, 'purge', keysInEvent(raw));
      const previous = keysOf(row).filter((k) => k !== d.masterKey && !d.variants.some((v) => variantKey(v.name) === k));
      await db.query(
        `UPDATE media_photos SET status = 'ready', width = $4, height = $5, blurhash = $6, variants = $7::jsonb, master_key = $8, upload_key = NULL,
           failure_reason = NULL, ${bump} WHERE id = $1`,
        [photoId, raw.revision, at, d.width, d.height, d.blurhash, JSON.stringify(d.variants), d.masterKey],
      );
      await replaceFiles(db, photoId, d.variants);
      await enqueue(db, raw, photoId, 'purge', previous);
      return;
    }
    case 'PhotoProcessingFailed':
      await db.query(`UPDATE media_photos SET status = 'failed', failure_reason = $4, upload_key = NULL, ${bump} WHERE id = $1`, [
        photoId,
        raw.revision,
        at,
        event.data.reason,
      ]);
      await enqueue(db, raw, photoId, 'purge', row?.upload_key ? [row.upload_key] : []);
      return;
    case 'PhotoRedactionRequested':
      await db.query(`UPDATE media_photos SET status = 'processing', failure_reason = NULL, ${bump} WHERE id = $1`, [
        photoId,
        raw.revision,
        at,
      ]);
      await enqueue(db, raw, photoId, 'redact');
      return;
    case 'PhotoRedactionFailed':
      // Not ready again: the files are still the unredacted ones. Hidden (never served publicly) until the owner
      // redacts again or removes the photo; the files stay for that (a deletion or new redaction purges them).
      await db.query(`UPDATE media_photos SET status = 'failed', failure_reason = 'redactionFailed', ${bump} WHERE id = $1`, [
        photoId,
        raw.revision,
        at,
      ]);
      return;
    case 'PhotoDeleted':
      return forget(db, raw, photoId);
    default:
      return assertNever(event);
  }
}

export function createMediaProjector(): Projector {
  return {
    name: 'media',
    mode: 'transactional',
    changesPublicPages: true,
    handles: MEDIA_EVENT_TYPES,
    migrations: mediaMigrations,
    apply: async (events, db) => {
      for (const e of events) await applyPhotoEvent(db, e);
    },
    // Jobs go too: the replay enqueues them again, and the worker checks each against the photo's stream.
    reset: async (db) => {
      await db.query('TRUNCATE media_photos, media_files, media_jobs');
    },
  };
}
