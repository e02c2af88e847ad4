import { ACCOUNT_NOTE_EVENTS, assertNever, REPORT_EVENTS, severityOfReason } from '@anonse/contracts';
import { ERASED, type RecordedEvent, type SqlExecutor } from '@anonse/eventstore';
import type { Projector } from '../runner/projector';
import { ACCOUNT_DELETED, withAccountDeletions } from '../privacy';
import { moderationMigrations } from './moderation.migration';

export const MODERATION_EVENT_TYPES = [...REPORT_EVENTS.types, ...ACCOUNT_NOTE_EVENTS.types, ACCOUNT_DELETED] as const;

/**
 * A deleted person: staff's notes about them go, and so do the words of reports about them (their keys are erased,
 * so a rebuild would not bring them back either); the reports themselves stay, as the record of what was decided.
 */
async function forgetPerson(db: SqlExecutor, accountId: string): Promise<void> {
  await db.query('DELETE FROM account_notes WHERE account_id = $1', [accountId]);
  await db.query('UPDATE reports SET details = NULL WHERE subject_account_id = $1', [accountId]);
}

/** Idempotent: a filed report or a note is inserted once, a decision lands only on an open report. */
export async function applyModerationEvents(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
  for (const raw of events) {
    if (raw.metadata[ERASED]) continue;
    if (ACCOUNT_NOTE_EVENTS.has(raw.type)) {
      const note = ACCOUNT_NOTE_EVENTS.parse(raw);
      switch (note.type) {
        case 'AccountNoteAdded': {
          const d = note.data;
          await db.query(
            'INSERT INTO account_notes (id, account_id, text, author_id, created_at, position) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING',
            [d.noteId, d.accountId, d.text, d.authorId, d.addedAt, raw.position],
          );
          break;
        }
        default:
          assertNever(note.type); // a one-event union narrows by its tag, not as a whole
      }
      continue;
    }
    const event = REPORT_EVENTS.parse(raw);
    switch (event.type) {
      case 'ReportFiled': {
        const d = event.data;
        await db.query(
          `INSERT INTO reports (id, target_type, target_id, subject_account_id, reason, urgent, details, reporter_id, status, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'open', $9) ON CONFLICT (id) DO NOTHING`,
          [
            d.reportId,
            d.targetType,
            d.targetId,
            d.subjectAccountId,
            d.reason,
            severityOfReason(d.reason) === 'urgent',
            d.details,
            d.reporterId,
            d.filedAt,
          ],
        );
        break;
      }
      case 'ReportResolved': {
        const d = event.data;
        await db.query(
          `UPDATE reports SET status = 'resolved', outcome = $2, note = $3, resolved_by = $4, resolved_at = $5, ad_hidden = $6,
             video_hidden = $7 WHERE id = $1 AND status = 'open'`,
          [d.reportId, d.outcome, d.note, d.resolvedBy, d.resolvedAt, d.adHidden, d.videoHidden ?? false],
        );
        break;
      }
      default:
        assertNever(event);
    }
  }
}

export function createModerationProjector(): Projector {
  return {
    name: 'moderation',
    mode: 'transactional',
    handles: MODERATION_EVENT_TYPES,
    migrations: moderationMigrations,
    apply: (events, db) =>
      withAccountDeletions(
        events,
        (rest) => applyModerationEvents(db, rest),
        (d) => forgetPerson(db, d.accountId),
      ),
    reset: async (db) => {
      await db.query('TRUNCATE reports, account_notes');
    },
  };
}
