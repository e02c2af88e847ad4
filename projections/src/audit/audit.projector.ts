import { assertNever, DATA_ACCESS_EVENTS, eventSubset, VERIFICATION_EVENTS } from '@anonse/contracts';
import type { RecordedEvent, SqlExecutor } from '@anonse/eventstore';
import type { Projector } from '../runner/projector';
import { auditMigrations } from './audit.migration';

/** Every recorded view of personal data, and the moderators' views of verification photos (those live in verification's streams). */
const PHOTO_VIEWS = eventSubset(VERIFICATION_EVENTS, ['VerificationPhotoViewed']);
export const AUDIT_DATA_ACCESS_EVENT_TYPES = [...DATA_ACCESS_EVENTS.types, ...PHOTO_VIEWS.types] as const;

export interface DataAccessRow {
  id: string;
  position: number;
  viewed_at: string;
  viewer_id: string;
  viewer_role: number | null;
  subject_account_id: string;
  what: string;
  detail: string | null;
}

const roleOf = (meta: Record<string, unknown>): number | null => {
  const actor = meta.actor && typeof meta.actor === 'object' ? (meta.actor as Record<string, unknown>) : {};
  return Number.isInteger(actor.role) ? (actor.role as number) : null;
};

/** Pure: the row of one view (parsed with its contract, so a malformed event throws and is parked, never half-stored). */
export function dataAccessRowOf(raw: RecordedEvent): DataAccessRow {
  if (DATA_ACCESS_EVENTS.has(raw.type)) {
    const event = DATA_ACCESS_EVENTS.parse(raw);
    switch (event.type) {
      case 'PersonalDataViewed': {
        const { data } = event;
        return {
          id: raw.id,
          position: raw.position,
          viewed_at: data.viewedAt,
          viewer_id: data.viewerId,
          viewer_role: data.viewerRole,
          subject_account_id: data.subjectAccountId,
          what: data.what,
          detail: data.detail ?? null,
        };
      }
      default:
        return assertNever(event.type); // a one-event union narrows by its tag, not as a whole
    }
  }
  const { data } = PHOTO_VIEWS.parse(raw);
  return {
    id: raw.id,
    position: raw.position,
    viewed_at: data.viewedAt,
    viewer_id: data.viewedBy,
    viewer_role: roleOf(raw.metadata),
    subject_account_id: data.accountId,
    what: 'verification-photo',
    detail: `${data.attemptId}#${data.photoIndex}`,
  };
}

const INSERT = `
  INSERT INTO audit_data_access SELECT * FROM jsonb_populate_record(null::audit_data_access, $1::jsonb)
  ON CONFLICT (id) DO NOTHING`;

/**
 * Transactional. Rows stay when a person deletes their account: they name staff's views by ids only, and who looked
 * at whom is what administrators must still be able to answer for.
 */
export function createAuditDataAccessProjector(): Projector {
  return {
    name: 'audit-data-access',
    mode: 'transactional',
    handles: AUDIT_DATA_ACCESS_EVENT_TYPES,
    migrations: auditMigrations,
    async apply(events: readonly RecordedEvent[], db: SqlExecutor) {
      for (const raw of events) {
        await db.query(INSERT, [JSON.stringify(dataAccessRowOf(raw))]);
      }
    },
    reset: async (db) => {
      await db.query('TRUNCATE audit_data_access');
    },
  };
}
