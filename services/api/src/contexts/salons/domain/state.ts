import { assertNever } from '@anonse/contracts';
import type { SalonEvent, SalonFields } from '@anonse/contracts';

export type SalonStatus = 'new' | 'pending' | 'approved' | 'rejected' | 'deleted';

/**
 * One salon as its decisions need it. `fields` is the version the public sees once approved (or the one waiting
 * for its first decision); `revision` an owner's edit of an approved salon that waits for moderation.
 */
export interface SalonState {
  status: SalonStatus;
  ownerId: string | null;
  slug: string | null;
  fields: SalonFields | null;
  revision: SalonFields | null;
  everApproved: boolean;
}

export const initialSalonState = (): SalonState => ({
  status: 'new',
  ownerId: null,
  slug: null,
  fields: null,
  revision: null,
  everApproved: false,
});

export function evolveSalon(state: SalonState, event: SalonEvent): SalonState {
  switch (event.type) {
    case 'SalonCreated':
      return { ...state, status: 'pending', ownerId: event.data.ownerId, slug: event.data.slug, fields: event.data.fields };
    case 'SalonEdited':
      if (state.status === 'approved') return { ...state, revision: event.data.fields };
      return { ...state, status: 'pending', fields: event.data.fields, slug: event.data.slug ?? state.slug };
    case 'SalonApproved':
      if (state.status === 'approved') return { ...state, fields: state.revision ?? state.fields, revision: null };
      return { ...state, status: 'approved', everApproved: true };
    case 'SalonRejected':
      if (state.status === 'approved') return { ...state, revision: null };
      return { ...state, status: 'rejected' };
    case 'SalonDeleted':
      return { ...state, status: 'deleted', revision: null };
    default:
      return assertNever(event);
  }
}
