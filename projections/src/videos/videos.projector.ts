import { assertNever, parseVideoEvent, VIDEO_EVENTS, type VideoEvent } from '@anonse/contracts';
import { ERASED, type RecordedEvent, type SqlExecutor } from '@anonse/eventstore';
import { ACCOUNT_DELETED, withAccountDeletions } from '../privacy';
import type { Projector } from '../runner/projector';
import { videosMigrations } from './videos.migration';
import { feedKeyOf } from './videos.queries';

export const VIDEOS_EVENT_TYPES = [...VIDEO_EVENTS.types, ACCOUNT_DELETED] as const;

async function applyVideoEvent(db: SqlExecutor, event: VideoEvent, raw: RecordedEvent): Promise<void> {
  const rev = raw.revision;
  switch (event.type) {
    case 'VideoUploaded': {
      const d = event.data;
      await db.query(
        `INSERT INTO videos (id, owner_id, ad_id, status, duration_ms, width, height, source_bytes, uploaded_at, updated_at, revision)
         VALUES ($1, $2, $3, 'uploaded', $4, $5, $6, $7, $8, $8, $9) ON CONFLICT (id) DO NOTHING`,
        [d.videoId, d.ownerId, d.adId, d.durationMs, d.width, d.height, d.bytes, d.uploadedAt, rev],
      );
      return;
    }
    case 'VideoConsentAttested': {
      const d = event.data;
      // An erased owner's answer reads as erased: the row keeps that an attestation was made, and when.
      await db.query(
        `UPDATE videos SET attestation_version = $2, everyone_adult = $3, everyone_consented = $4, uploader_appears = $5,
           attested_at = $6, revision = $7 WHERE id = $1`,
        [
          d.videoId,
          d.textVersion,
          d.everyoneAdult,
          d.everyoneConsented,
          raw.metadata[ERASED] ? null : d.uploaderAppears,
          d.attestedAt,
          rev,
        ],
      );
      return;
    }
    case 'VideoProcessingStarted':
      await db.query(
        `UPDATE videos SET status = 'processing', attempts = $2, processing_started_at = $3, updated_at = $3, revision = $4 WHERE id = $1`,
        [event.data.videoId, event.data.attempt, event.data.startedAt, rev],
      );
      return;
    case 'VideoProcessed': {
      const d = event.data;
      await db.query(
        `UPDATE videos SET status = 'ready-for-review', renditions = $2::jsonb, poster_key = $3, poster_width = $4, poster_height = $5,
           blurhash = $6, duration_ms = $7, processing_started_at = NULL, updated_at = $8, revision = $9 WHERE id = $1`,
        [d.videoId, JSON.stringify(d.renditions), d.posterKey, d.posterWidth, d.posterHeight, d.blurhash, d.durationMs, d.processedAt, rev],
      );
      return;
    }
    case 'VideoBlurRequested':
      // Back to the worker's queue, and out of the feed until staff approve the blurred clip (at upload: no change).
      await db.query(
        `UPDATE videos SET status = 'uploaded', feed_key = NULL, processing_started_at = NULL, updated_at = $2, revision = $3 WHERE id = $1`,
        [event.data.videoId, event.data.requestedAt, rev],
      );
      return;
    case 'VideoProcessingFailed':
      await db.query(
        `UPDATE videos SET status = 'failed', failure_reason = $2, processing_started_at = NULL, updated_at = $3, revision = $4 WHERE id = $1`,
        [event.data.videoId, event.data.reason, event.data.failedAt, rev],
      );
      return;
    case 'VideoApproved': {
      const d = event.data;
      const promoted = d.adPromoted ?? false;
      await db.query(
        `UPDATE videos SET status = 'approved', decided_by = $2, decided_at = $3, ad_promoted = $4, feed_key = $5,
           reason_codes = NULL, rejection_reason = NULL, updated_at = $3, revision = $6 WHERE id = $1`,
        [d.videoId, d.approvedBy, d.approvedAt, promoted, feedKeyOf(d.approvedAt, promoted), rev],
      );
      return;
    }
    case 'VideoRejected': {
      const d = event.data;
      await db.query(
        `UPDATE videos SET status = 'rejected', decided_by = $2, decided_at = $3, reason_codes = $4::text[], rejection_reason = $5,
           feed_key = NULL, updated_at = $3, revision = $6 WHERE id = $1`,
        [d.videoId, d.rejectedBy, d.rejectedAt, d.reasonCodes, raw.metadata[ERASED] ? null : d.reason, rev],
      );
      return;
    }
    case 'VideoRemoved':
      await db.query(
        `UPDATE videos SET status = 'removed', removed_by = $2, feed_key = NULL, updated_at = $3, revision = $4 WHERE id = $1`,
        [event.data.videoId, event.data.removedBy, event.data.removedAt, rev],
      );
      return;
    case 'VideoFilesDeleted':
      // Nothing of a removed or failed clip is left to show or to purge: its row goes too.
      await db.query('DELETE FROM videos WHERE id = $1', [event.data.videoId]);
      return;
    default:
      return assertNever(event);
  }
}

export async function applyVideosEvents(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
  await withAccountDeletions(
    events,
    async (run) => {
      for (const raw of run) await applyVideoEvent(db, parseVideoEvent(raw), raw);
    },
    // The rows stay until the erasure has removed the clips and the worker deleted their files (it finds them
    // here); what the person answered about themselves goes now.
    (deletion) => db.query('UPDATE videos SET uploader_appears = NULL, rejection_reason = NULL WHERE owner_id = $1', [deletion.accountId]),
  );
}

/** Clips, their review and the feed; approved clips are what visitors see, so its batches renew the page caches. */
export function createVideosProjector(): Projector {
  return {
    name: 'videos',
    mode: 'transactional',
    handles: VIDEOS_EVENT_TYPES,
    changesPublicPages: true,
    migrations: videosMigrations,
    apply: (events, db) => applyVideosEvents(db, events),
    reset: async (db) => {
      await db.query('TRUNCATE videos');
    },
  };
}
