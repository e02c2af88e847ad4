import { FAVOURITE_EVENTS, MAX_FAVOURITES, type FavouriteEvent } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';
import { evolveFavourites, initialFavouritesState, type FavouritesState } from './state';

/** `adId` was checked to name an ad the person may see before deciding (the read side knows, the decider does not). */
export interface AddFavourite {
  type: 'AddFavourite';
  accountId: string;
  adId: string;
  now: string;
}

export interface RemoveFavourite {
  type: 'RemoveFavourite';
  accountId: string;
  adId: string;
  now: string;
}

/** A guest's list brought in at login: the ads not yet in the list, oldest first, as many as fit. */
export interface MergeFavourites {
  type: 'MergeFavourites';
  accountId: string;
  adIds: string[];
  now: string;
}

export type FavouritesCommand = AddFavourite | RemoveFavourite | MergeFavourites;

export class FavouritesLimitError extends DomainError {
  override readonly name = 'FavouritesLimitError';
  constructor() {
    super('invalid', 'favourites:tooMany', `at most ${MAX_FAVOURITES} favourites`, 'adId');
  }
}

/** Idempotent: adding what is there, or removing what is not, decides nothing. */
export function decideFavourites(command: FavouritesCommand, state: FavouritesState): FavouriteEvent[] {
  const { accountId, now } = command;
  switch (command.type) {
    case 'AddFavourite':
      if (state.adIds.has(command.adId)) return [];
      if (state.adIds.size >= MAX_FAVOURITES) throw new FavouritesLimitError();
      return [{ type: 'FavouriteAdded', data: { accountId, adId: command.adId, addedAt: now } }];
    case 'RemoveFavourite':
      return state.adIds.has(command.adId) ? [{ type: 'FavouriteRemoved', data: { accountId, adId: command.adId, removedAt: now } }] : [];
    case 'MergeFavourites': {
      const room = Math.max(0, MAX_FAVOURITES - state.adIds.size);
      const fresh = [...new Set(command.adIds)].filter((id) => !state.adIds.has(id)).slice(0, room);
      return fresh.map((adId) => ({ type: 'FavouriteAdded', data: { accountId, adId, addedAt: now } }));
    }
  }
}

export const favouritesDecider: Decider<FavouritesCommand, FavouriteEvent, FavouritesState> = {
  events: FAVOURITE_EVENTS,
  initialState: initialFavouritesState,
  evolve: evolveFavourites,
  decide: decideFavourites,
};
