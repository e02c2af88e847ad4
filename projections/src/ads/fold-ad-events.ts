import { AD_EVENTS, type AdFields } from '@anonse/contracts';
import { ERASED, type RecordedEvent } from '@anonse/eventstore';

/** The ad events the read side folds: the contract's own list. */
export const ADS_EVENT_TYPES = AD_EVENTS.types;

/** The columns one batch changes for one ad; absent keys stay as they are in the table. */
export interface AdChange {
  id: string;
  /** Stream revision of the last event folded in. */
  revision: number;
  created?: { ownerId: string; fields: AdFields; createdAt: string };
  /** The owner's personal data was erased (crypto-shredded): the ad must not exist in any read model. */
  erased?: true;
  status?: 'pending' | 'approved' | 'rejected';
  approvedAt?: string;
  approvedBy?: string;
  rejectedAt?: string | null;
  rejectedBy?: string | null;
  rejectionReason?: string | null;
}

/**
 * Folds a batch of ad events (global order) into one change per ad, so the batch is written with two
 * multi-row statements instead of a round trip per event. Each event is upcast and parsed with its contract
 * first: one that does not fit throws, and the runner parks it. Pure, hence unit-tested on its own.
 */
export function foldAdEvents(events: readonly RecordedEvent[]): AdChange[] {
  const changes = new Map<string, AdChange>();
  for (const raw of events) {
    const id = (raw.data as { adId: string }).adId;
    const change = changes.get(id) ?? { id, revision: raw.revision };
    change.revision = raw.revision;
    if (raw.metadata[ERASED] || change.erased) {
      changes.set(id, { id, revision: raw.revision, erased: true });
      continue;
    }
    const event = AD_EVENTS.parse(raw);
    switch (event.type) {
      case 'AdCreated':
        change.created = { ownerId: event.data.ownerId, fields: event.data.fields, createdAt: event.data.createdAt };
        change.status = 'pending';
        break;
      case 'AdApproved':
        change.status = 'approved';
        change.approvedAt = event.data.approvedAt;
        change.approvedBy = event.data.approvedBy;
        // An approval supersedes an earlier rejection: the reason no longer applies.
        change.rejectedAt = null;
        change.rejectedBy = null;
        change.rejectionReason = null;
        break;
      case 'AdRejected':
        change.status = 'rejected';
        change.rejectedAt = event.data.rejectedAt;
        change.rejectedBy = event.data.rejectedBy;
        change.rejectionReason = event.data.reason;
        break;
      default:
        continue;
    }
    changes.set(id, change);
  }
  return [...changes.values()];
}
