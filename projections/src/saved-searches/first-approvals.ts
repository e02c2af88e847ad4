import { ACCOUNT_EVENTS, AD_EVENTS, eventSubset, PHONE_EVENTS, VERIFICATION_EVENTS, type AdDetail } from '@anonse/contracts';
import type { RecordedEvent, SqlExecutor } from '@anonse/eventstore';
import { adPhoneE164, ADS_EVENT_TYPES, evolveAdRow, type AdRowState } from '../ads';
import { searchDocumentOf, type SearchDocument } from '../search';

const VERIFICATION = eventSubset(VERIFICATION_EVENTS, ['AccountVerified', 'AccountVerificationRevoked']);
const BLOCKS = eventSubset(ACCOUNT_EVENTS, ['AccountBlocked', 'AccountUnblocked']);
const PHONE = eventSubset(PHONE_EVENTS, ['PhoneVerified', 'PhoneVerificationRevoked']);
const AD_TYPES = new Set<string>(ADS_EVENT_TYPES);

/** What the projector folds besides its own events: every ad event, and the owners' badge, verified phone and block. */
export const FIRST_APPROVAL_EVENT_TYPES: readonly string[] = [...ADS_EVENT_TYPES, ...VERIFICATION.types, ...PHONE.types, ...BLOCKS.types];
const FIRST_APPROVAL_TYPES = new Set(FIRST_APPROVAL_EVENT_TYPES);
export const isFirstApprovalInput = (event: RecordedEvent): boolean => FIRST_APPROVAL_TYPES.has(event.type);

/** An ad at its first approval: as the search page would have listed it at that moment. */
export interface FirstApproval {
  doc: SearchDocument;
  position: number;
  approvedAt: string;
}

interface Standing {
  verified: boolean;
  blocked: boolean;
  /** The owner's verified phone number (E.164), for the phone mark (issue 25), or null. */
  phone: string | null;
}

const NO_STANDING: Standing = { verified: false, blocked: false, phone: null };

/** The index document of the ad the moment it was approved (nothing else of the row's detail is read by a match). */
function documentAtApproval(row: AdRowState, standing: Standing): SearchDocument {
  const approvedAt = row.approvedAt ?? row.updatedAt;
  const detail: AdDetail = {
    id: row.id,
    ownerId: row.ownerId,
    status: row.status,
    revision: row.revision,
    fields: row.fields,
    verified: standing.verified,
    phoneVerified: standing.phone !== null && adPhoneE164(row.fields.phone) === standing.phone,
    // Nothing promotes an ad before it is first shown.
    promoted: false,
    promotedUntil: null,
    createdAt: row.createdAt,
    approvedAt,
    rankedAt: approvedAt,
    rejectionReason: null,
    pendingFields: row.pendingFields,
    expiresAt: row.expiresAt,
    updatedAt: row.updatedAt,
    views: 0,
    photos: [],
    tours: row.tours,
  };
  return searchDocumentOf(detail);
}

/**
 * Folds a run of ad, verification and block events (log order) over the ads not yet approved and their owners'
 * standing, which this projector keeps itself, and returns each ad at its first approval, unless its owner was
 * blocked then. Keeping its own copy rather than reading the `ads` and `accounts` read models is the point: those
 * may be any distance past this projector's batch when it runs (another lane's pace, a rebuild of one of them), so
 * what they hold would make the matches depend on where batches were cut. An ad leaves the copy at its first
 * approval (later approvals are no news) or its deletion.
 */
export async function foldFirstApprovals(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<FirstApproval[]> {
  const adIds = new Set<string>();
  const ownerIds = new Set<string>();
  for (const raw of events)
    if (AD_TYPES.has(raw.type)) adIds.add((raw.data as { adId: string }).adId);
    else ownerIds.add((raw.data as { accountId: string }).accountId);
  const { rows: stored } = await db.query<{ id: string; state: AdRowState }>(
    'SELECT id, state FROM saved_search_unapproved_ads WHERE id = ANY($1::text[])',
    [[...adIds]],
  );
  const ads = new Map<string, AdRowState | null>(stored.map((r) => [r.id, r.state]));
  for (const raw of events) if (raw.type === 'AdCreated') ownerIds.add((raw.data as { ownerId: string }).ownerId);
  for (const r of stored) ownerIds.add(r.state.ownerId);
  const { rows: owners } = await db.query<{ account_id: string; verified: boolean; blocked: boolean; phone_number: string | null }>(
    'SELECT account_id, verified, blocked, phone_number FROM saved_search_owners WHERE account_id = ANY($1::text[])',
    [[...ownerIds]],
  );
  const standing = new Map<string, Standing>(
    owners.map((o) => [o.account_id, { verified: o.verified, blocked: o.blocked, phone: o.phone_number }]),
  );
  const standingOf = (id: string) => standing.get(id) ?? NO_STANDING;
  const touchedOwners = new Set<string>();
  const touchedAds = new Set<string>();
  const approvals: FirstApproval[] = [];

  for (const raw of events) {
    if (VERIFICATION.has(raw.type)) {
      const event = VERIFICATION.parse(raw);
      standing.set(event.data.accountId, { ...standingOf(event.data.accountId), verified: event.type === 'AccountVerified' });
      touchedOwners.add(event.data.accountId);
      continue;
    }
    if (PHONE.has(raw.type)) {
      const event = PHONE.parse(raw);
      const phone = event.type === 'PhoneVerified' ? event.data.number : null;
      standing.set(event.data.accountId, { ...standingOf(event.data.accountId), phone });
      touchedOwners.add(event.data.accountId);
      continue;
    }
    if (BLOCKS.has(raw.type)) {
      const event = BLOCKS.parse(raw);
      standing.set(event.data.accountId, { ...standingOf(event.data.accountId), blocked: event.type === 'AccountBlocked' });
      touchedOwners.add(event.data.accountId);
      continue;
    }
    const event = AD_EVENTS.parse(raw);
    const id = event.data.adId;
    const row = ads.get(id) ?? null;
    // An ad already approved once (or deleted) is not in the copy: nothing of it matters here any more.
    if (!row && event.type !== 'AdCreated') continue;
    if (row && row.revision >= raw.revision) continue;
    const at = typeof raw.metadata.occurredAt === 'string' ? raw.metadata.occurredAt : raw.createdAt.toISOString();
    const next = evolveAdRow(row, event, raw.revision, at);
    touchedAds.add(id);
    if (next && event.type === 'AdApproved') {
      const owner = standingOf(next.ownerId);
      if (!owner.blocked)
        approvals.push({ doc: documentAtApproval(next, owner), position: raw.position, approvedAt: event.data.approvedAt });
      ads.set(id, null);
    } else ads.set(id, next);
  }

  const kept = [...touchedAds].flatMap((id) => {
    const row = ads.get(id);
    return row ? [{ id, owner_id: row.ownerId, state: row }] : [];
  });
  const gone = [...touchedAds].filter((id) => !ads.get(id));
  if (gone.length) await db.query('DELETE FROM saved_search_unapproved_ads WHERE id = ANY($1::text[])', [gone]);
  if (kept.length)
    await db.query(
      `INSERT INTO saved_search_unapproved_ads (id, owner_id, state)
       SELECT r.id, r.owner_id, r.state FROM jsonb_to_recordset($1::jsonb) AS r(id text, owner_id text, state jsonb)
       ON CONFLICT (id) DO UPDATE SET state = excluded.state`,
      [JSON.stringify(kept)],
    );
  // Only owners with a badge, a verified phone or a block have a row: everyone else is none of them.
  const changed = [...touchedOwners].map((id) => ({ account_id: id, ...standingOf(id) }));
  if (changed.length) {
    await db.query('DELETE FROM saved_search_owners WHERE account_id = ANY($1::text[])', [changed.map((o) => o.account_id)]);
    const marked = changed.filter((o) => o.verified || o.blocked || o.phone !== null);
    if (marked.length)
      await db.query(
        `INSERT INTO saved_search_owners (account_id, verified, blocked, phone_number)
         SELECT o.account_id, o.verified, o.blocked, o.phone
         FROM jsonb_to_recordset($1::jsonb) AS o(account_id text, verified boolean, blocked boolean, phone text)`,
        [JSON.stringify(marked)],
      );
  }
  return approvals;
}
