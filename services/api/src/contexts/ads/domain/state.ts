import type { AdFields, AdStatus } from '@anonse/contracts';
import type { AdEvent } from '@anonse/contracts';

export type AdState =
  | { status: 'none' }
  | { status: AdStatus; id: string; ownerId: string; fields: AdFields; createdAt: string; decidedBy: string | null; rejectionReason: string | null };

export const initialAdState = (): AdState => ({ status: 'none' });

export function evolveAd(state: AdState, event: AdEvent): AdState {
  switch (event.type) {
    case 'AdCreated': {
      const d = event.data;
      return { status: 'pending', id: d.adId, ownerId: d.ownerId, fields: d.fields, createdAt: d.createdAt, decidedBy: null, rejectionReason: null };
    }
    case 'AdApproved':
      return state.status === 'none' ? state : { ...state, status: 'approved', decidedBy: event.data.approvedBy };
    case 'AdRejected':
      return state.status === 'none'
        ? state
        : { ...state, status: 'rejected', decidedBy: event.data.rejectedBy, rejectionReason: event.data.reason };
    default:
      return state;
  }
}
