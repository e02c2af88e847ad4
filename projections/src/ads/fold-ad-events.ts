import {
  AD_EVENTS,
  assertNever,
  evolveTours,
  LEGACY_AD_TERM_MS,
  withImmediateChanges,
  type AdEvent,
  type AdFields,
  type AdStatus,
  type AdTour,
} from '@anonse/contracts';
import { ERASED, type RecordedEvent } from '@anonse/eventstore';

/** The ad events the read side folds: the contract's own list. */
export const ADS_EVENT_TYPES = AD_EVENTS.types;

/** One `ads` row as the fold sees it (times as ISO strings). */
export interface AdRowState {
  id: string;
  ownerId: string;
  status: AdStatus;
  revision: number;
  /** The public version once approved; the owner's latest while pending or rejected. */
  fields: AdFields;
  /** A revision of a live ad waiting for moderation. */
  pendingFields: AdFields | null;
  createdAt: string;
  updatedAt: string;
  approvedAt: string | null;
  approvedBy: string | null;
  rejectedAt: string | null;
  rejectedBy: string | null;
  /** Why the ad, or its last revision, was rejected (cleared by the next submission). */
  rejectionReason: string | null;
  expiresAt: string | null;
  remindedFor: string | null;
  /** Every tour with its state as the events said (ad-tours.ts), in announcement order. */
  tours: AdTour[];
}

/** What one batch does to the table: rows to write whole, ids to drop (deleted ads, erased people). */
export interface AdRowChanges {
  upserts: AdRowState[];
  removed: string[];
}

/**
 * One event on one row. Returns null when the row must not exist (deleted). A row the table does not have
 * (its AdCreated is older than the batch and the row was dropped) stays absent: nothing to update.
 */
export function evolveAdRow(row: AdRowState | null, event: AdEvent, revision: number, at: string): AdRowState | null {
  if (event.type === 'AdCreated') {
    const d = event.data;
    return {
      id: d.adId,
      ownerId: d.ownerId,
      status: 'pending',
      revision,
      fields: d.fields,
      pendingFields: null,
      createdAt: d.createdAt,
      updatedAt: d.createdAt,
      approvedAt: null,
      approvedBy: null,
      rejectedAt: null,
      rejectedBy: null,
      rejectionReason: null,
      expiresAt: null,
      remindedFor: null,
      tours: [],
    };
  }
  if (!row) return null;
  const next: AdRowState = { ...row, revision, updatedAt: at };
  switch (event.type) {
    case 'AdApproved': {
      const d = event.data;
      const expiresAt = d.expiresAt ?? new Date(Date.parse(d.approvedAt) + LEGACY_AD_TERM_MS).toISOString();
      // An approval supersedes an earlier rejection: the reason no longer applies.
      return {
        ...next,
        status: 'approved',
        approvedAt: d.approvedAt,
        approvedBy: d.approvedBy,
        rejectedAt: null,
        rejectedBy: null,
        rejectionReason: null,
        expiresAt,
      };
    }
    case 'AdRejected':
      return {
        ...next,
        status: 'rejected',
        rejectedAt: event.data.rejectedAt,
        rejectedBy: event.data.rejectedBy,
        rejectionReason: event.data.reason,
      };
    case 'AdResubmitted':
      return { ...next, status: 'pending', fields: event.data.fields, rejectionReason: null };
    case 'AdDetailsChanged':
      return {
        ...next,
        fields: withImmediateChanges(next.fields, event.data.changes),
        pendingFields: next.pendingFields && withImmediateChanges(next.pendingFields, event.data.changes),
      };
    case 'AdChangesSubmitted':
      return { ...next, pendingFields: event.data.fields, rejectionReason: null };
    case 'AdChangesApproved':
      return { ...next, fields: next.pendingFields ?? next.fields, pendingFields: null, rejectionReason: null };
    case 'AdChangesRejected':
      return {
        ...next,
        pendingFields: null,
        rejectedAt: event.data.rejectedAt,
        rejectedBy: event.data.rejectedBy,
        rejectionReason: event.data.reason,
      };
    case 'AdDeactivated':
      return { ...next, status: 'deactivated' };
    case 'AdReactivated':
      return { ...next, status: 'approved' };
    case 'AdExpiringSoon':
      return { ...next, remindedFor: event.data.expiresAt };
    case 'AdExpired':
      return { ...next, status: 'expired' };
    case 'AdRenewed':
      return { ...next, status: next.status === 'expired' ? 'approved' : next.status, expiresAt: event.data.expiresAt };
    case 'AdDeleted':
      // The owner deleted it: its text leaves the read side (the sealed log keeps the history for audit).
      return null;
    case 'AdTourAnnounced':
    case 'AdTourStarted':
    case 'AdTourEnded':
    case 'AdTourCancelled':
      return { ...next, tours: evolveTours(next.tours, event) };
    default:
      return assertNever(event);
  }
}

/**
 * Folds a batch of ad events (global order) over the ads' current rows into whole rows to write, so a batch is
 * one read and at most two writes. Each event is upcast and parsed with its contract first: one that does not
 * fit throws, and the runner parks it. Pure, hence unit-tested on its own.
 */
export function foldAdEvents(current: ReadonlyMap<string, AdRowState>, events: readonly RecordedEvent[]): AdRowChanges {
  const rows = new Map<string, AdRowState | null>(current);
  const erased = new Set<string>();
  for (const raw of events) {
    const id = (raw.data as { adId: string }).adId;
    if (raw.metadata[ERASED] || erased.has(id)) {
      erased.add(id);
      rows.set(id, null);
      continue;
    }
    const row = rows.get(id) ?? null;
    // A replayed event (revision not above the row's) changes nothing.
    if (row && row.revision >= raw.revision) continue;
    // The command's clock (occurredAt) rather than the database's: the two differ when tests move time.
    const at = typeof raw.metadata.occurredAt === 'string' ? raw.metadata.occurredAt : raw.createdAt.toISOString();
    rows.set(id, evolveAdRow(row, AD_EVENTS.parse(raw), raw.revision, at));
  }
  const upserts: AdRowState[] = [];
  const removed: string[] = [];
  for (const [id, row] of rows) {
    if (row) {
      if (current.get(id) !== row) upserts.push(row);
    } else if (current.has(id) || erased.has(id) || events.some((e) => (e.data as { adId: string }).adId === id)) removed.push(id);
  }
  return { upserts, removed };
}
