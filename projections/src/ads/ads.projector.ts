import { provinceBySlugOrId } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import type { Projector } from '../runner/projector';
import { adsMigrations } from './ads.migration';
import { ADS_EVENT_TYPES, foldAdEvents, type AdChange } from './fold-ad-events';

const INSERT_CREATED = `
  INSERT INTO ads (id, owner_id, status, revision, title, category, province, city, district, fields, created_at,
                   approved_at, approved_by, rejected_at, rejected_by, rejection_reason)
  SELECT c.id, c.owner_id, c.status, c.revision, c.fields->>'title', c.fields->>'category', c.province,
         c.fields->>'city', c.fields->>'district', c.fields, c.created_at,
         c.approved_at, c.approved_by, c.rejected_at, c.rejected_by, c.rejection_reason
  FROM jsonb_to_recordset($1::jsonb) AS c(id text, owner_id text, status text, revision int, province text,
       fields jsonb, created_at timestamptz, approved_at timestamptz, approved_by text, rejected_at timestamptz,
       rejected_by text, rejection_reason text)
  ON CONFLICT (id) DO NOTHING`;

// The revision guard keeps a (never expected) replay from rolling an ad back to an older state.
const UPDATE_EXISTING = `
  UPDATE ads SET
    revision = c.revision,
    status = coalesce(c.status, ads.status),
    approved_at = CASE WHEN c.set_approved THEN c.approved_at ELSE ads.approved_at END,
    approved_by = CASE WHEN c.set_approved THEN c.approved_by ELSE ads.approved_by END,
    rejected_at = CASE WHEN c.set_rejected THEN c.rejected_at ELSE ads.rejected_at END,
    rejected_by = CASE WHEN c.set_rejected THEN c.rejected_by ELSE ads.rejected_by END,
    rejection_reason = CASE WHEN c.set_rejected THEN c.rejection_reason ELSE ads.rejection_reason END
  FROM jsonb_to_recordset($1::jsonb) AS c(id text, revision int, status text, set_approved boolean,
       approved_at timestamptz, approved_by text, set_rejected boolean, rejected_at timestamptz, rejected_by text,
       rejection_reason text)
  WHERE ads.id = c.id AND ads.revision < c.revision`;

const createdRow = (c: AdChange & { created: NonNullable<AdChange['created']> }) => ({
  id: c.id,
  owner_id: c.created.ownerId,
  status: c.status ?? 'pending',
  revision: c.revision,
  province: provinceBySlugOrId(c.created.fields.province)?.slug ?? c.created.fields.province,
  fields: c.created.fields,
  created_at: c.created.createdAt,
  approved_at: c.approvedAt ?? null,
  approved_by: c.approvedBy ?? null,
  rejected_at: c.rejectedAt ?? null,
  rejected_by: c.rejectedBy ?? null,
  rejection_reason: c.rejectionReason ?? null,
});

const updateRow = (c: AdChange) => ({
  id: c.id,
  revision: c.revision,
  status: c.status ?? null,
  set_approved: c.approvedAt !== undefined,
  approved_at: c.approvedAt ?? null,
  approved_by: c.approvedBy ?? null,
  set_rejected: c.rejectedAt !== undefined,
  rejected_at: c.rejectedAt ?? null,
  rejected_by: c.rejectedBy ?? null,
  rejection_reason: c.rejectionReason ?? null,
});

/** Writes one batch of ad events with at most two statements. */
export async function applyAdEvents(db: SqlExecutor, events: Parameters<typeof foldAdEvents>[0]): Promise<void> {
  const changes = foldAdEvents(events);
  const erased = changes.filter((c) => c.erased).map((c) => c.id);
  const created = changes.filter((c): c is AdChange & { created: NonNullable<AdChange['created']> } => !!c.created);
  const updated = changes.filter((c) => !c.created && !c.erased);
  if (erased.length) await db.query('DELETE FROM ads WHERE id = ANY($1::text[])', [erased]);
  if (created.length) await db.query(INSERT_CREATED, [JSON.stringify(created.map(createdRow))]);
  if (updated.length) await db.query(UPDATE_EXISTING, [JSON.stringify(updated.map(updateRow))]);
}

export function createAdsProjector(): Projector {
  return {
    name: 'ads',
    mode: 'transactional',
    handles: ADS_EVENT_TYPES,
    migrations: adsMigrations,
    apply: (events, db) => applyAdEvents(db, events),
    reset: async (db) => {
      await db.query('TRUNCATE ads');
    },
  };
}
