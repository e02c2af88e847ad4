import { nextTourStep, provinceBySlugOrId } from '@anonse/contracts';
import type { RecordedEvent, SqlExecutor } from '@anonse/eventstore';
import type { Projector } from '../runner/projector';
import { adsMigrations } from './ads.migration';
import { ACCOUNT_DELETED, withAccountDeletions } from '../privacy';
import { ADS_EVENT_TYPES, foldAdEvents, type AdRowState } from './fold-ad-events';
import { applyStandingEvents, isStandingEvent, STANDING_EVENT_TYPES } from './ad-standing';
import { adPhoneE164 } from './ad-phone';

const ROW_COLUMNS = `id, owner_id, status, revision, fields, pending_fields, created_at, updated_at, approved_at, approved_by,
  rejected_at, rejected_by, rejection_reason, expires_at, reminded_for, tours`;

interface StoredRow {
  id: string;
  owner_id: string;
  status: AdRowState['status'];
  revision: number;
  fields: AdRowState['fields'];
  pending_fields: AdRowState['fields'] | null;
  created_at: Date | string;
  updated_at: Date | string | null;
  approved_at: Date | string | null;
  approved_by: string | null;
  rejected_at: Date | string | null;
  rejected_by: string | null;
  rejection_reason: string | null;
  expires_at: Date | string | null;
  reminded_for: Date | string | null;
  tours: AdRowState['tours'];
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

const fromStored = (r: StoredRow): AdRowState => ({
  id: r.id,
  ownerId: r.owner_id,
  status: r.status,
  revision: Number(r.revision),
  fields: r.fields,
  pendingFields: r.pending_fields,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at ?? r.created_at),
  approvedAt: isoOrNull(r.approved_at),
  approvedBy: r.approved_by,
  rejectedAt: isoOrNull(r.rejected_at),
  rejectedBy: r.rejected_by,
  rejectionReason: r.rejection_reason,
  expiresAt: isoOrNull(r.expires_at),
  remindedFor: isoOrNull(r.reminded_for),
  tours: r.tours,
});

/** The earliest step any tour of the row waits for (the deadline worker's due time), or null. */
const tourDueAt = (tours: AdRowState['tours']): string | null =>
  tours.reduce<string | null>((due, tour) => {
    const next = nextTourStep(tour);
    return next && (due === null || next.at < due) ? next.at : due;
  }, null);

const toStored = (r: AdRowState) => ({
  id: r.id,
  owner_id: r.ownerId,
  status: r.status,
  revision: r.revision,
  title: r.fields.title,
  category: r.fields.category,
  province: provinceBySlugOrId(r.fields.province)?.slug ?? r.fields.province,
  city: r.fields.city,
  district: r.fields.district ?? null,
  fields: r.fields,
  pending_fields: r.pendingFields,
  created_at: r.createdAt,
  updated_at: r.updatedAt,
  approved_at: r.approvedAt,
  approved_by: r.approvedBy,
  rejected_at: r.rejectedAt,
  rejected_by: r.rejectedBy,
  rejection_reason: r.rejectionReason,
  expires_at: r.expiresAt,
  reminded_for: r.remindedFor,
  tours: r.tours,
  tour_due_at: tourDueAt(r.tours),
  phone_e164: adPhoneE164(r.fields.phone),
});

// Whole rows from the fold; the revision guard keeps a (never expected) replay from rolling an ad back.
// The standing columns (verified, promoted…) belong to other contexts' events (ad-standing.ts): a new ad starts
// with its owner's verification, and an update leaves them as they are. The phone mark is both: the ad's phone is
// its own, so every write compares it again with the owner's verified number (a changed phone loses the mark at once). `version` is the position of the ad's last event
// (per ad, not per batch: a rebuild batches differently and must write the same rows).
const UPSERT = `
  INSERT INTO ads (${ROW_COLUMNS}, tour_due_at, title, category, province, city, district, verified, phone_e164, phone_verified, version)
  SELECT c.id, c.owner_id, c.status, c.revision, c.fields, c.pending_fields, c.created_at, c.updated_at, c.approved_at,
         c.approved_by, c.rejected_at, c.rejected_by, c.rejection_reason, c.expires_at, c.reminded_for, c.tours,
         c.tour_due_at, c.title, c.category, c.province, c.city, c.district,
         EXISTS (SELECT 1 FROM verified_owners v WHERE v.account_id = c.owner_id), c.phone_e164,
         EXISTS (SELECT 1 FROM phone_owners p WHERE p.account_id = c.owner_id AND p.number = c.phone_e164), c.version
  FROM jsonb_to_recordset($1::jsonb) AS c(id text, owner_id text, status text, revision int, fields jsonb,
       pending_fields jsonb, created_at timestamptz, updated_at timestamptz, approved_at timestamptz, approved_by text,
       rejected_at timestamptz, rejected_by text, rejection_reason text, expires_at timestamptz,
       reminded_for timestamptz, tours jsonb, tour_due_at timestamptz, title text, category text, province text, city text,
       district text, phone_e164 text, version bigint)
  ON CONFLICT (id) DO UPDATE SET version = greatest(ads.version, excluded.version),
    status = excluded.status, revision = excluded.revision, fields = excluded.fields,
    pending_fields = excluded.pending_fields, updated_at = excluded.updated_at, approved_at = excluded.approved_at,
    approved_by = excluded.approved_by, rejected_at = excluded.rejected_at, rejected_by = excluded.rejected_by,
    rejection_reason = excluded.rejection_reason, expires_at = excluded.expires_at,
    reminded_for = excluded.reminded_for, tours = excluded.tours, tour_due_at = excluded.tour_due_at,
    title = excluded.title, category = excluded.category,
    province = excluded.province, city = excluded.city, district = excluded.district,
    phone_e164 = excluded.phone_e164, phone_verified = excluded.phone_verified
  WHERE ads.revision < excluded.revision`;

/** Writes one batch of ad events: one read of the touched rows, then at most one delete and one upsert. */
export async function applyAdEvents(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
  const ids = [...new Set(events.map((e) => (e.data as { adId: string }).adId))];
  const { rows } = await db.query<StoredRow>(`SELECT ${ROW_COLUMNS} FROM ads WHERE id = ANY($1::text[])`, [ids]);
  const current = new Map(rows.map((r) => [r.id, fromStored(r)]));
  const { upserts, removed } = foldAdEvents(current, events);
  if (removed.length) {
    await db.query('DELETE FROM ads WHERE id = ANY($1::text[])', [removed]);
    await db.query('DELETE FROM ad_view_counts WHERE ad_id = ANY($1::text[])', [removed]);
    await db.query('DELETE FROM ad_videos WHERE ad_id = ANY($1::text[])', [removed]);
  }
  if (upserts.length) {
    const lastPosition = new Map(events.map((e) => [(e.data as { adId: string }).adId, e.position]));
    await db.query(UPSERT, [JSON.stringify(upserts.map((r) => ({ ...toStored(r), version: lastPosition.get(r.id) ?? 0 })))]);
  }
}

/** Ad events fold into whole rows; standing events (verification, phone, promotion, clips) update columns, in log order. */
async function applyAdsBatch(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
  let run: RecordedEvent[] = [];
  let standing = false;
  const flush = async () => {
    if (run.length) await (standing ? applyStandingEvents(db, run) : applyAdEvents(db, run));
    run = [];
  };
  for (const event of events) {
    if (isStandingEvent(event) !== standing) {
      await flush();
      standing = !standing;
    }
    run.push(event);
  }
  await flush();
}

export function createAdsProjector(): Projector {
  return {
    name: 'ads',
    mode: 'transactional',
    handles: [...ADS_EVENT_TYPES, ...STANDING_EVENT_TYPES, ACCOUNT_DELETED],
    migrations: adsMigrations,
    // A deleted account's ads go at once (their sealed events read as erased on any rebuild).
    apply: (events, db) =>
      withAccountDeletions(
        events,
        (rest) => applyAdsBatch(db, rest),
        async (d) => {
          const { rows } = await db.query<{ id: string }>('DELETE FROM ads WHERE owner_id = $1 OR id = ANY($2::text[]) RETURNING id', [
            d.accountId,
            d.adIds,
          ]);
          await db.query('DELETE FROM ad_videos WHERE ad_id = ANY($1::text[])', [[...new Set([...d.adIds, ...rows.map((r) => r.id)])]]);
          await db.query('DELETE FROM verified_owners WHERE account_id = $1', [d.accountId]);
          await db.query('DELETE FROM phone_owners WHERE account_id = $1', [d.accountId]);
        },
      ),
    reset: async (db) => {
      await db.query('TRUNCATE ads, verified_owners, phone_owners, ad_videos');
    },
  };
}
