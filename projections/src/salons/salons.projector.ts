import { assertNever, cityByKeyOf, SALON_EVENTS, slugify, type SalonEvent } from '@anonse/contracts';
import { ERASED, type RecordedEvent, type SqlExecutor } from '@anonse/eventstore';
import { ACCOUNT_DELETED, withAccountDeletions, type AccountDeletion } from '../privacy';
import type { Projector } from '../runner/projector';
import { salonsMigrations } from './salons.migration';

export const SALONS_EVENT_TYPES: readonly string[] = [...SALON_EVENTS.types, ACCOUNT_DELETED];

const searchText = (name: string, city: string) => slugify(`${name} ${cityByKeyOf(city)?.name ?? city}`);

/**
 * The slug a salon gets: the one it asked for, or with its id's first characters when another salon holds it
 * (two salons of one name in one town). Decided in log order, so a rebuild gives every salon the same slug, and
 * a taken slug never stops the projector.
 */
async function freeSlug(db: SqlExecutor, wanted: string, salonId: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM salons WHERE slug = $1', [wanted]);
  return !rows[0] || rows[0].id === salonId ? wanted : `${wanted}-${salonId.slice(0, 8).toLowerCase()}`;
}

async function applySalonEvent(db: SqlExecutor, event: SalonEvent, revision: number): Promise<void> {
  switch (event.type) {
    case 'SalonCreated': {
      const d = event.data;
      const slug = await freeSlug(db, d.slug, d.salonId);
      await db.query(
        `INSERT INTO salons (id, owner_id, slug, status, revision, name, city, district, search_text, fields, created_at, updated_at)
         VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7, $8, $9, $10, $10) ON CONFLICT (id) DO NOTHING`,
        [
          d.salonId,
          d.ownerId,
          slug,
          revision,
          d.fields.name,
          d.fields.city,
          d.fields.district ?? null,
          searchText(d.fields.name, d.fields.city),
          JSON.stringify(d.fields),
          d.createdAt,
        ],
      );
      return;
    }
    case 'SalonEdited': {
      const d = event.data;
      const { rows } = await db.query<{ status: string }>('SELECT status FROM salons WHERE id = $1', [d.salonId]);
      if (!rows[0]) return;
      if (rows[0].status === 'approved') {
        await db.query('UPDATE salons SET pending_fields = $2, revision = $3, updated_at = $4 WHERE id = $1', [
          d.salonId,
          JSON.stringify(d.fields),
          revision,
          d.editedAt,
        ]);
        return;
      }
      const slug = d.slug ? await freeSlug(db, d.slug, d.salonId) : null;
      await db.query(
        `UPDATE salons SET status = 'pending', fields = $2, name = $3, city = $4, district = $5, search_text = $6, slug = COALESCE($7, slug),
           rejection_reason = NULL, revision = $8, updated_at = $9 WHERE id = $1`,
        [
          d.salonId,
          JSON.stringify(d.fields),
          d.fields.name,
          d.fields.city,
          d.fields.district ?? null,
          searchText(d.fields.name, d.fields.city),
          slug,
          revision,
          d.editedAt,
        ],
      );
      return;
    }
    case 'SalonApproved': {
      const d = event.data;
      // A waiting revision becomes the public version; the first approval makes the salon public.
      await db.query(
        `UPDATE salons SET
           fields = COALESCE(pending_fields, fields),
           name = COALESCE(pending_fields->>'name', name),
           city = COALESCE(pending_fields->>'city', city),
           district = CASE WHEN pending_fields IS NULL THEN district ELSE pending_fields->>'district' END,
           pending_fields = NULL, status = 'approved', ever_approved = true, rejection_reason = NULL,
           approved_at = CASE WHEN status = 'approved' THEN approved_at ELSE $2::timestamptz END,
           revision = $3, updated_at = $2
         WHERE id = $1`,
        [d.salonId, d.approvedAt, revision],
      );
      const { rows } = await db.query<{ name: string; city: string }>('SELECT name, city FROM salons WHERE id = $1', [d.salonId]);
      if (rows[0]) await db.query('UPDATE salons SET search_text = $2 WHERE id = $1', [d.salonId, searchText(rows[0].name, rows[0].city)]);
      return;
    }
    case 'SalonRejected': {
      const d = event.data;
      // An approved salon stays public: only its waiting revision is refused.
      await db.query(
        `UPDATE salons SET status = CASE WHEN status = 'approved' THEN 'approved' ELSE 'rejected' END,
           pending_fields = NULL, rejection_reason = $2, revision = $3, updated_at = $4 WHERE id = $1`,
        [d.salonId, d.reason, revision, d.rejectedAt],
      );
      return;
    }
    case 'SalonDeleted':
      await db.query('DELETE FROM salons WHERE id = $1', [event.data.salonId]);
      return;
    default:
      return assertNever(event);
  }
}

async function applyAll(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
  for (const raw of events) {
    // An erased event (the owner's key is gone) writes nothing, so a rebuild brings nothing back.
    if (raw.metadata[ERASED]) continue;
    await applySalonEvent(db, SALON_EVENTS.parse(raw), raw.revision);
  }
}

const dropAccount = (db: SqlExecutor, d: AccountDeletion) => db.query('DELETE FROM salons WHERE owner_id = $1', [d.accountId]);

/** Transactional: rows and checkpoint commit together; the public salon pages read these rows. */
export function createSalonsProjector(): Projector {
  return {
    name: 'salons',
    mode: 'transactional',
    handles: SALONS_EVENT_TYPES,
    changesPublicPages: true,
    migrations: salonsMigrations,
    apply: (events, db) =>
      withAccountDeletions(
        events,
        (rest) => applyAll(db, rest),
        (d) => dropAccount(db, d),
      ),
    reset: async (db) => {
      await db.query('TRUNCATE salons');
    },
  };
}
