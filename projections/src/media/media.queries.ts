import {
  photoVariantUrl,
  type PhotoFailureReason,
  type PhotoSource,
  type PhotoStatus,
  type PhotoVariant,
  type PublicPhoto,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';

/** One photo of the read model (any state); `variants` carry names, not addresses. */
export interface PhotoRecord {
  id: string;
  ownerId: string;
  status: PhotoStatus;
  revision: number;
  width: number | null;
  height: number | null;
  blurhash: string | null;
  variants: PhotoVariant[];
  failureReason: PhotoFailureReason | null;
  createdAt: string;
}

interface PhotoRow {
  id: string;
  owner_id: string;
  status: PhotoStatus;
  revision: number;
  width: number | null;
  height: number | null;
  blurhash: string | null;
  variants: PhotoVariant[];
  failure_reason: PhotoFailureReason | null;
  created_at: Date | string;
}

const COLUMNS = 'id, owner_id, status, revision, width, height, blurhash, variants, failure_reason, created_at';

/** A photo row as SQL that other read-side queries join (`photo_row_json(...)` below reads it back). */
export const PHOTO_ROW_SQL = (alias: string) =>
  `json_build_object(${COLUMNS.split(', ')
    .map((c) => `'${c}', ${alias}.${c}`)
    .join(', ')})`;

const toRecord = (r: PhotoRow): PhotoRecord => ({
  id: r.id,
  ownerId: r.owner_id,
  status: r.status,
  revision: Number(r.revision),
  width: r.width,
  height: r.height,
  blurhash: r.blurhash,
  variants: r.variants ?? [],
  failureReason: r.failure_reason,
  createdAt: (r.created_at instanceof Date ? r.created_at : new Date(r.created_at)).toISOString(),
});

/** A photo row joined by another query (as `PHOTO_ROW_SQL` wrote it), as a record. */
export const photoRecordOfJson = (row: unknown): PhotoRecord => toRecord((typeof row === 'string' ? JSON.parse(row) : row) as PhotoRow);

/** Renditions as `<picture>` sources, smallest first within each format. */
export const photoSources = (variants: readonly PhotoVariant[]): PhotoSource[] =>
  [...variants]
    .sort((a, b) => a.format.localeCompare(b.format) || a.width - b.width)
    .map((v) => ({ format: v.format, width: v.width, height: v.height, url: photoVariantUrl(v.name) }));

/** The public face of a ready photo (null for any other state: nobody but its owner sees it before). */
export const toPublicPhoto = (p: PhotoRecord): PublicPhoto | null =>
  p.status === 'ready' && p.width && p.height
    ? { id: p.id, width: p.width, height: p.height, blurhash: p.blurhash, sources: photoSources(p.variants) }
    : null;

/**
 * Photos by id, in the order asked (unknown or deleted ids are left out). The ads context checks with it that
 * an ad's photos exist, belong to its owner and are ready: `{ id, ownerId, status, width, height, blurhash, variants }`.
 */
export async function photosByIds(db: SqlExecutor, ids: readonly string[]): Promise<PhotoRecord[]> {
  if (!ids.length) return [];
  const { rows } = await db.query<PhotoRow>(`SELECT ${COLUMNS} FROM media_photos WHERE id = ANY($1::text[])`, [[...new Set(ids)]]);
  const byId = new Map(rows.map((r) => [r.id, toRecord(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function getPhoto(db: SqlExecutor, id: string): Promise<PhotoRecord | null> {
  const { rows } = await db.query<PhotoRow>(`SELECT ${COLUMNS} FROM media_photos WHERE id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The owner's photos, newest first (`limit` keeps a hostile account from asking for everything at once). */
export async function photosOfOwner(db: SqlExecutor, ownerId: string, limit = 500): Promise<PhotoRecord[]> {
  const { rows } = await db.query<PhotoRow>(
    `SELECT ${COLUMNS} FROM media_photos WHERE owner_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
    [ownerId, limit],
  );
  return rows.map(toRecord);
}

/** Ids of every photo of an owner (for account deletion). */
export async function photoIdsOfOwner(db: SqlExecutor, ownerId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM media_photos WHERE owner_id = $1', [ownerId]);
  return rows.map((r) => r.id);
}

/** A current rendition and what decides who may see it (its photo's owner and state). */
export interface StoredRendition {
  photoId: string;
  ownerId: string;
  format: PhotoVariant['format'];
  status: PhotoStatus;
  failureReason: PhotoFailureReason | null;
}

/**
 * A rendition the read model lists now (a replaced or deleted one is absent), with its photo. Whether it may be
 * served, and to whom, is the caller's decision: public only while an approved ad shows it.
 */
export async function renditionByName(db: SqlExecutor, name: string): Promise<StoredRendition | null> {
  const { rows } = await db.query<{
    photo_id: string;
    owner_id: string;
    format: PhotoVariant['format'];
    status: PhotoStatus;
    failure_reason: PhotoFailureReason | null;
  }>(
    `SELECT f.photo_id, p.owner_id, f.format, p.status, p.failure_reason FROM media_files f JOIN media_photos p ON p.id = f.photo_id WHERE f.name = $1`,
    [name],
  );
  const r = rows[0];
  return r ? { photoId: r.photo_id, ownerId: r.owner_id, format: r.format, status: r.status, failureReason: r.failure_reason } : null;
}
