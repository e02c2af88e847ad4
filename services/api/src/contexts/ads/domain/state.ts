import {
  assertNever,
  evolveTours,
  LEGACY_AD_TERM_MS,
  withImmediateChanges,
  type AdEvent,
  type AdFields,
  type AdStatus,
  type AdTour,
} from '@anonse/contracts';

export interface LiveAd {
  status: AdStatus;
  id: string;
  ownerId: string;
  /** The version the public sees once approved (the owner's latest while pending or rejected). */
  fields: AdFields;
  /** A revision of an approved ad waiting for moderation; the approved `fields` stay public meanwhile. */
  pendingFields: AdFields | null;
  createdAt: string;
  decidedBy: string | null;
  rejectionReason: string | null;
  /** When the current term ends (null until the first approval). */
  expiresAt: string | null;
  /** The term end the owner was last reminded of: one reminder per term. */
  remindedFor: string | null;
  /** Every tour it announced, in announcement order (domain/tours.ts). */
  tours: AdTour[];
}

export type AdState = { status: 'none' } | LiveAd;

export const initialAdState = (): AdState => ({ status: 'none' });

export function evolveAd(state: AdState, event: AdEvent): AdState {
  if (event.type === 'AdCreated') {
    const d = event.data;
    return {
      status: 'pending',
      id: d.adId,
      ownerId: d.ownerId,
      fields: d.fields,
      pendingFields: null,
      createdAt: d.createdAt,
      decidedBy: null,
      rejectionReason: null,
      expiresAt: null,
      remindedFor: null,
      tours: [],
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'AdApproved': {
      const d = event.data;
      const expiresAt = d.expiresAt ?? new Date(Date.parse(d.approvedAt) + LEGACY_AD_TERM_MS).toISOString();
      return { ...state, status: 'approved', decidedBy: d.approvedBy, rejectionReason: null, expiresAt };
    }
    case 'AdRejected':
      return { ...state, status: 'rejected', decidedBy: event.data.rejectedBy, rejectionReason: event.data.reason };
    case 'AdResubmitted':
      return { ...state, status: 'pending', fields: event.data.fields, rejectionReason: null };
    case 'AdDetailsChanged': {
      const { changes } = event.data;
      // A waiting revision takes the change too, or approving it later would bring the old phone back.
      return {
        ...state,
        fields: withImmediateChanges(state.fields, changes),
        pendingFields: state.pendingFields && withImmediateChanges(state.pendingFields, changes),
      };
    }
    case 'AdChangesSubmitted':
      return { ...state, pendingFields: event.data.fields, rejectionReason: null };
    case 'AdChangesApproved':
      return { ...state, fields: state.pendingFields ?? state.fields, pendingFields: null, decidedBy: event.data.approvedBy };
    case 'AdChangesRejected':
      return { ...state, pendingFields: null, decidedBy: event.data.rejectedBy, rejectionReason: event.data.reason };
    case 'AdDeactivated':
      return { ...state, status: 'deactivated' };
    case 'AdReactivated':
      return { ...state, status: 'approved' };
    case 'AdExpiringSoon':
      return { ...state, remindedFor: event.data.expiresAt };
    case 'AdExpired':
      return { ...state, status: 'expired' };
    case 'AdRenewed':
      return { ...state, status: state.status === 'expired' ? 'approved' : state.status, expiresAt: event.data.expiresAt };
    case 'AdDeleted':
      return { ...state, status: 'deleted', pendingFields: null };
    case 'AdTourAnnounced':
    case 'AdTourStarted':
    case 'AdTourEnded':
    case 'AdTourCancelled':
      return { ...state, tours: evolveTours(state.tours, event) };
    default:
      return assertNever(event);
  }
}
