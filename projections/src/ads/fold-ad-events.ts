import type { AdApproved, AdCreated, AdFields, AdRejected } from '@anonse/contracts';
import { ERASED, type RecordedEvent } from '@anonse/eventstore';

export const ADS_EVENT_TYPES = ['AdCreated', 'AdApproved', 'AdRejected'] as const;

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

type AdEventRecord =
  | (RecordedEvent<AdCreated['data']> & { type: 'AdCreated' })
  | (RecordedEvent<AdApproved['data']> & { type: 'AdApproved' })
  | (RecordedEvent<AdRejected['data']> & { type: 'AdRejected' });

/**
 * Folds a batch of ad events (global order) into one change per ad, so the batch is written with two
 * multi-row statements instead of a round trip per event. Pure, hence unit-tested on its own.
 */
export function foldAdEvents(events: readonly RecordedEvent[]): AdChange[] {
  const changes = new Map<string, AdChange>();
  for (const raw of events) {
    const event = raw as AdEventRecord;
    const id = event.data.adId;
    const change = changes.get(id) ?? { id, revision: event.revision };
    change.revision = event.revision;
    if (raw.metadata[ERASED] || change.erased) {
      changes.set(id, { id, revision: event.revision, erased: true });
      continue;
    }
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
