import { SALON_EVENTS, type SalonEvent, type SalonFields } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';
import { evolveSalon, initialSalonState, type SalonState } from './state';

export type SalonCommand =
  /** `slug`: already made unique by the handler. */
  | { type: 'CreateSalon'; salonId: string; ownerId: string; slug: string; fields: SalonFields; now: string }
  /** `slug`: the one the new fields would give; used only while the salon was never approved. */
  | { type: 'EditSalon'; salonId: string; actorId: string; slug: string; fields: SalonFields; now: string }
  | { type: 'ApproveSalon'; salonId: string; moderatorId: string; now: string }
  | { type: 'RejectSalon'; salonId: string; moderatorId: string; reason: string; now: string }
  | { type: 'DeleteSalon'; salonId: string; actorId: string; now: string };

export class SalonNotFoundError extends DomainError {
  override readonly name = 'SalonNotFoundError';
  constructor() {
    super('not_found', 'salons:salonNotFound', 'no such salon');
  }
}
export class NotSalonOwnerError extends DomainError {
  override readonly name = 'NotSalonOwnerError';
  constructor() {
    super('forbidden', 'salons:notOwner', 'not the owner of the salon');
  }
}
export class NothingToDecideError extends DomainError {
  override readonly name = 'NothingToDecideError';
  constructor() {
    super('conflict', 'salons:alreadyDecided', 'the salon is not waiting for a decision');
  }
}

const exists = (state: SalonState): void => {
  if (state.status === 'new' || state.status === 'deleted') throw new SalonNotFoundError();
};
const owned = (state: SalonState, actorId: string): string => {
  exists(state);
  if (state.ownerId !== actorId) throw new NotSalonOwnerError();
  return state.ownerId;
};
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A salon is public only once a moderator approved it. Edits of an approved salon wait as a revision (the approved
 * version stays public, its address too); an edit equal to what is already there decides nothing.
 */
export function decideSalon(command: SalonCommand, state: SalonState): SalonEvent[] {
  const { salonId, now } = command;
  switch (command.type) {
    case 'CreateSalon':
      if (state.status !== 'new') return [];
      return [
        { type: 'SalonCreated', data: { salonId, ownerId: command.ownerId, slug: command.slug, fields: command.fields, createdAt: now } },
      ];
    case 'EditSalon': {
      const ownerId = owned(state, command.actorId);
      const current = state.status === 'approved' ? (state.revision ?? state.fields) : state.fields;
      if (same(current, command.fields) && state.status !== 'rejected') return [];
      const slug = !state.everApproved && command.slug !== state.slug ? { slug: command.slug } : {};
      return [{ type: 'SalonEdited', data: { salonId, ownerId, ...slug, fields: command.fields, editedAt: now } }];
    }
    case 'ApproveSalon': {
      exists(state);
      if (state.status === 'rejected' || (state.status === 'approved' && !state.revision)) throw new NothingToDecideError();
      return [{ type: 'SalonApproved', data: { salonId, ownerId: state.ownerId!, approvedBy: command.moderatorId, approvedAt: now } }];
    }
    case 'RejectSalon': {
      exists(state);
      if (state.status === 'rejected' || (state.status === 'approved' && !state.revision)) throw new NothingToDecideError();
      return [
        {
          type: 'SalonRejected',
          data: { salonId, ownerId: state.ownerId!, rejectedBy: command.moderatorId, reason: command.reason, rejectedAt: now },
        },
      ];
    }
    case 'DeleteSalon': {
      const ownerId = owned(state, command.actorId);
      return [{ type: 'SalonDeleted', data: { salonId, ownerId, deletedAt: now } }];
    }
  }
}

export const salonDecider: Decider<SalonCommand, SalonEvent, SalonState> = {
  events: SALON_EVENTS,
  initialState: initialSalonState,
  evolve: evolveSalon,
  decide: decideSalon,
};
