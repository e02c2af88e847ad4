import { assertNever, VERIFICATION_EVENTS, type VerificationEvent } from '@anonse/contracts';
import { ERASED, type RecordedEvent, type SqlExecutor } from '@anonse/eventstore';
import { ACCOUNT_DELETED, withAccountDeletions } from '../privacy';
import type { Projector } from '../runner/projector';
import { verificationMigrations } from './verification.migration';

export const VERIFICATION_EVENT_TYPES = [...VERIFICATION_EVENTS.types, ACCOUNT_DELETED] as const;

const actorOf = (raw: RecordedEvent): string | null => {
  const actor = (raw.metadata as { actor?: { id?: unknown } }).actor;
  return typeof actor?.id === 'string' ? actor.id : null;
};

/** Events whose moderator's reason is sealed with the person's key (contracts/src/personal-data.ts). */
const SEALED_REASON: ReadonlySet<string> = new Set(['VerificationRejected', 'AccountVerificationRevoked']);

/**
 * A rejection or revocation whose owner was erased reads with its sealed reason as null; the rest of it (which
 * attempt, when) is not personal and still counts, so it is folded with the reason left out.
 */
function parse(raw: RecordedEvent): VerificationEvent {
  if (raw.metadata[ERASED] && SEALED_REASON.has(raw.type))
    return VERIFICATION_EVENTS.parse({ ...raw, data: { ...(raw.data as object), reason: '' } });
  return VERIFICATION_EVENTS.parse(raw);
}

/** Applies events one by one, in log order (an attempt is uploaded, submitted and decided within moments). */
export async function applyVerificationEvents(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
  for (const raw of events) {
    const event = parse(raw);
    switch (event.type) {
      case 'VerificationPhotoUploaded': {
        const d = event.data;
        await db.query(
          `INSERT INTO verification_attempts (id, account_id, status, photo_count, file_keys, created_at)
           VALUES ($1, $2, 'draft', 1, ARRAY[$3::text], $4)
           ON CONFLICT (id) DO UPDATE SET photo_count = verification_attempts.photo_count + 1,
             file_keys = array_append(verification_attempts.file_keys, $3::text)
           WHERE NOT ($3::text = ANY (verification_attempts.file_keys))`,
          [d.attemptId, d.accountId, d.fileKey, d.uploadedAt],
        );
        break;
      }
      case 'VerificationDraftDiscarded':
        await db.query(`UPDATE verification_attempts SET status = 'discarded', decided_at = $2, purge_due = true WHERE id = $1`, [
          event.data.attemptId,
          event.data.discardedAt,
        ]);
        break;
      case 'VerificationSubmitted':
        await db.query(`UPDATE verification_attempts SET status = 'pending', submitted_at = $2 WHERE id = $1`, [
          event.data.attemptId,
          event.data.submittedAt,
        ]);
        break;
      case 'VerificationPhotoViewed': {
        const d = event.data;
        await db.query(
          `INSERT INTO verification_views (id, attempt_id, account_id, photo_index, viewed_by, viewed_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
          [raw.id, d.attemptId, d.accountId, d.photoIndex, d.viewedBy, d.viewedAt],
        );
        break;
      }
      case 'AccountVerified':
        await db.query('UPDATE verification_attempts SET verified_now = false WHERE account_id = $1', [event.data.accountId]);
        await db.query(
          `UPDATE verification_attempts SET status = 'approved', decided_at = $2, decided_by = $3, verified_now = true, purge_due = true WHERE id = $1`,
          [event.data.attemptId, event.data.verifiedAt, actorOf(raw)],
        );
        break;
      case 'VerificationRejected': {
        const d = event.data;
        await db.query(
          `UPDATE verification_attempts SET status = 'rejected', decided_at = $2, decided_by = $3, reason_code = $4, reason = $5, retry_after = $6, purge_due = true WHERE id = $1`,
          [d.attemptId, d.rejectedAt, actorOf(raw), d.reasonCode, d.reason || null, d.retryAfter],
        );
        break;
      }
      case 'AccountVerificationRevoked':
        await db.query(
          'UPDATE verification_attempts SET verified_now = false, revoked_at = $2, revoke_reason = $3 WHERE account_id = $1 AND verified_now',
          [event.data.accountId, event.data.revokedAt, event.data.reason],
        );
        break;
      case 'VerificationPhotosDeleted':
        await db.query(`UPDATE verification_attempts SET photos_deleted = true, file_keys = '{}' WHERE id = $1`, [event.data.attemptId]);
        break;
      default:
        assertNever(event);
    }
  }
}

/**
 * A deleted account: its attempts leave every list and their reasons go; attempts whose files are still there are
 * queued for the purge (a pending attempt too: no moderator will decide it now).
 */
async function dropAccount(db: SqlExecutor, accountId: string): Promise<void> {
  await db.query('DELETE FROM verification_views WHERE account_id = $1', [accountId]);
  await db.query(
    `UPDATE verification_attempts SET account_deleted = true, verified_now = false, reason = NULL, revoke_reason = NULL, purge_due = NOT photos_deleted WHERE account_id = $1`,
    [accountId],
  );
}

export function createVerificationProjector(): Projector {
  return {
    name: 'verification',
    mode: 'transactional',
    handles: VERIFICATION_EVENT_TYPES,
    migrations: verificationMigrations,
    apply: (events, db) =>
      withAccountDeletions(
        events,
        (rest) => applyVerificationEvents(db, rest),
        (d) => dropAccount(db, d.accountId),
      ),
    reset: async (db) => {
      await db.query('TRUNCATE verification_attempts, verification_views');
    },
  };
}
