import type { VideoRendition } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';

/**
 * The feed's order: newest approval first, where a clip of an ad promoted at its approval counts as approved this
 * much later. Fresh clips keep arriving on top; a promoted one stays above them for half a day and then sinks among
 * the rest by its age, so neither kind can crowd the other out. The key is fixed when the clip is approved (the
 * event records the promotion), so a page never repeats or skips a clip however long a viewer scrolls.
 */
export const PROMOTED_HEAD_START_MS = 12 * 3_600_000;
export const feedKeyOf = (approvedAt: string, promoted: boolean): number =>
  Date.parse(approvedAt) + (promoted ? PROMOTED_HEAD_START_MS : 0);

export type VideoRowStatus = 'uploaded' | 'processing' | 'ready-for-review' | 'approved' | 'rejected' | 'failed' | 'removed';

export interface VideoRow {
  id: string;
  ownerId: string;
  adId: string;
  status: VideoRowStatus;
  attempts: number;
  durationMs: number;
  width: number;
  height: number;
  sourceBytes: number;
  renditions: VideoRendition[];
  posterKey: string | null;
  posterWidth: number | null;
  posterHeight: number | null;
  blurhash: string | null;
  attestation: {
    textVersion: string;
    everyoneAdult: boolean;
    everyoneConsented: boolean;
    /** Null once the owner is erased. */
    uploaderAppears: boolean | null;
    attestedAt: string;
  } | null;
  reasonCodes: string[];
  rejectionReason: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  feedKey: number | null;
  removedBy: string | null;
  failureReason: string | null;
  uploadedAt: string;
  updatedAt: string;
  revision: number;
}

interface Raw {
  id: string;
  owner_id: string;
  ad_id: string;
  status: VideoRowStatus;
  attempts: number;
  duration_ms: number;
  width: number;
  height: number;
  source_bytes: string | number;
  renditions: VideoRendition[] | string;
  poster_key: string | null;
  poster_width: number | null;
  poster_height: number | null;
  blurhash: string | null;
  attestation_version: string | null;
  everyone_adult: boolean | null;
  everyone_consented: boolean | null;
  uploader_appears: boolean | null;
  attested_at: Date | string | null;
  reason_codes: string[] | null;
  rejection_reason: string | null;
  decided_by: string | null;
  decided_at: Date | string | null;
  feed_key: string | number | null;
  removed_by: string | null;
  failure_reason: string | null;
  uploaded_at: Date | string;
  updated_at: Date | string;
  revision: number;
}

const iso = (d: Date | string) => new Date(d).toISOString();

function toRow(r: Raw): VideoRow {
  return {
    id: r.id,
    ownerId: r.owner_id,
    adId: r.ad_id,
    status: r.status,
    attempts: r.attempts,
    durationMs: r.duration_ms,
    width: r.width,
    height: r.height,
    sourceBytes: Number(r.source_bytes),
    renditions: typeof r.renditions === 'string' ? (JSON.parse(r.renditions) as VideoRendition[]) : r.renditions,
    posterKey: r.poster_key,
    posterWidth: r.poster_width,
    posterHeight: r.poster_height,
    blurhash: r.blurhash,
    attestation:
      r.attestation_version && r.attested_at
        ? {
            textVersion: r.attestation_version,
            everyoneAdult: r.everyone_adult === true,
            everyoneConsented: r.everyone_consented === true,
            uploaderAppears: r.uploader_appears,
            attestedAt: iso(r.attested_at),
          }
        : null,
    reasonCodes: r.reason_codes ?? [],
    rejectionReason: r.rejection_reason,
    decidedBy: r.decided_by,
    decidedAt: r.decided_at ? iso(r.decided_at) : null,
    feedKey: r.feed_key === null ? null : Number(r.feed_key),
    removedBy: r.removed_by,
    failureReason: r.failure_reason,
    uploadedAt: iso(r.uploaded_at),
    updatedAt: iso(r.updated_at),
    revision: r.revision,
  };
}

export async function getVideo(db: SqlExecutor, videoId: string): Promise<VideoRow | null> {
  const { rows } = await db.query<Raw>('SELECT * FROM videos WHERE id = $1', [videoId]);
  return rows[0] ? toRow(rows[0]) : null;
}

/** A person's clips, newest first (the dashboard, the data export, the erasure). */
export async function videosOfOwner(db: SqlExecutor, ownerId: string): Promise<VideoRow[]> {
  const { rows } = await db.query<Raw>('SELECT * FROM videos WHERE owner_id = $1 ORDER BY uploaded_at DESC, id DESC', [ownerId]);
  return rows.map(toRow);
}

/** An ad's approved clips in feed order (the ad page's gallery). */
export async function approvedVideosOfAd(db: SqlExecutor, adId: string): Promise<VideoRow[]> {
  const { rows } = await db.query<Raw>("SELECT * FROM videos WHERE ad_id = $1 AND status = 'approved' ORDER BY feed_key DESC, id DESC", [
    adId,
  ]);
  return rows.map(toRow);
}

/** Which of these ads have an approved clip (the cards' video mark). */
export async function adsWithVideos(db: SqlExecutor, adIds: readonly string[]): Promise<Set<string>> {
  if (!adIds.length) return new Set();
  const { rows } = await db.query<{ ad_id: string }>(
    "SELECT DISTINCT ad_id FROM videos WHERE ad_id = ANY($1::text[]) AND status = 'approved'",
    [[...adIds]],
  );
  return new Set(rows.map((r) => r.ad_id));
}

/**
 * The video worker's queue: clips waiting for processing, an attempt started before `staleBefore` (its worker died
 * or was cut off: the lease ran out), and removed or failed clips whose files are still stored. Oldest first.
 */
export async function findDueVideoIds(db: SqlExecutor, staleBefore: Date, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM videos
     WHERE (status IN ('uploaded', 'processing') OR (status IN ('removed', 'failed') AND NOT files_deleted))
       AND (status <> 'processing' OR processing_started_at IS NULL OR processing_started_at < $1)
     ORDER BY updated_at, id LIMIT $2`,
    [staleBefore, limit],
  );
  return rows.map((r) => r.id);
}

/** Clips waiting for a moderator, oldest first, with how many there are. */
export async function videoReviewQueue(
  db: SqlExecutor,
  page: { limit: number; offset: number },
): Promise<{ rows: VideoRow[]; total: number }> {
  const { rows } = await db.query<Raw & { total: string | number }>(
    `SELECT *, count(*) OVER () AS total FROM videos WHERE status = 'ready-for-review' ORDER BY updated_at, id LIMIT $1 OFFSET $2`,
    [page.limit, page.offset],
  );
  return { rows: rows.map(toRow), total: Number(rows[0]?.total ?? 0) };
}

export interface FeedVideo {
  video: VideoRow;
  ad: { id: string; title: string; city: string; hourPrice: number | null };
}

export interface FeedCursor {
  feedKey: number;
  id: string;
}

/**
 * One page of the feed: approved clips of ads that are active (approved, of an owner who is not blocked) now, in
 * `feed_key`, `id` descending, after `cursor`. Keyset on the partial index: the cost of a page does not grow with
 * how far a viewer scrolled. `hasMore` is read with one row past the page.
 */
export async function feedPage(
  db: SqlExecutor,
  cursor: FeedCursor | null,
  limit: number,
): Promise<{ videos: FeedVideo[]; next: FeedCursor | null; hasMore: boolean }> {
  const { rows } = await db.query<Raw & { ad_title: string; ad_city: string; ad_hour_price: string | number | null }>(
    `SELECT v.*, a.title AS ad_title, a.city AS ad_city, a.fields->'prices'->>'hour' AS ad_hour_price
     FROM videos v JOIN ads a ON a.id = v.ad_id AND a.status = 'approved'
     WHERE v.status = 'approved' AND ($1::bigint IS NULL OR (v.feed_key, v.id) < ($1::bigint, $2::text))
       AND NOT EXISTS (SELECT 1 FROM accounts b WHERE b.id = a.owner_id AND b.blocked)
     ORDER BY v.feed_key DESC, v.id DESC LIMIT $3`,
    [cursor?.feedKey ?? null, cursor?.id ?? '', limit + 1],
  );
  const page = rows.slice(0, limit).map((r) => ({
    video: toRow(r),
    ad: { id: r.ad_id, title: r.ad_title, city: r.ad_city, hourPrice: r.ad_hour_price === null ? null : Number(r.ad_hour_price) },
  }));
  const last = page.at(-1)?.video;
  return { videos: page, next: last ? { feedKey: last.feedKey!, id: last.id } : cursor, hasMore: rows.length > limit };
}

/**
 * What deciding an upload needs from other read models: whether the person is a verified advertiser, and the ad's
 * owner and whether it is active (approved; shown to visitors now).
 */
export async function videoUploadFacts(
  db: SqlExecutor,
  accountId: string,
  adId: string,
): Promise<{ uploaderVerified: boolean; ad: { ownerId: string; active: boolean; promoted: boolean } | null }> {
  const { rows } = await db.query<{ verified: boolean; owner_id: string | null; status: string | null; promoted: boolean | null }>(
    `SELECT EXISTS (SELECT 1 FROM verified_owners WHERE account_id = $1) AS verified, a.owner_id, a.status, a.promoted
     FROM (SELECT 1) AS one LEFT JOIN ads a ON a.id = $2`,
    [accountId, adId],
  );
  const r = rows[0]!;
  return {
    uploaderVerified: r.verified,
    ad: r.owner_id ? { ownerId: r.owner_id, active: r.status === 'approved', promoted: r.promoted === true } : null,
  };
}

/** Whether visitors may see the clip now: approved, and its ad active (approved, its owner not blocked). */
export async function isVideoPublic(db: SqlExecutor, videoId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM videos v JOIN ads a ON a.id = v.ad_id AND a.status = 'approved'
     WHERE v.id = $1 AND v.status = 'approved' AND NOT EXISTS (SELECT 1 FROM accounts b WHERE b.id = a.owner_id AND b.blocked)`,
    [videoId],
  );
  return rows.length > 0;
}

/**
 * The worker deleted every file of a clip whose owner is erased: their streams take no more events, so the row is
 * dropped here instead of at `VideoFilesDeleted` (a rebuild does not bring it back: its events read as erased and the
 * last one is its removal, which the worker finds and purges again at no cost).
 */
export async function forgetErasedVideo(db: SqlExecutor, videoId: string): Promise<void> {
  await db.query("DELETE FROM videos WHERE id = $1 AND status IN ('removed', 'failed')", [videoId]);
}
