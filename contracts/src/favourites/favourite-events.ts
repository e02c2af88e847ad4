import { z } from 'zod';
import { defineEvent, eventRegistry, type EventOf, type EventsOf } from '../events/event-registry';

/**
 * Events of stream `favourites-{accountId}`. What a person keeps as favourites says what they look for (sex-life
 * data, GDPR art. 9), so `adId` is sealed with the person's key (PERSONAL_DATA_POLICY): after the account is
 * deleted, the events read as erased and no projection can rebuild the list.
 */
const FavouriteAddedEvent = defineEvent('FavouriteAdded', z.object({ accountId: z.string(), adId: z.string(), addedAt: z.iso.datetime() }));
const FavouriteRemovedEvent = defineEvent(
  'FavouriteRemoved',
  z.object({ accountId: z.string(), adId: z.string(), removedAt: z.iso.datetime() }),
);

export const FAVOURITE_EVENTS = eventRegistry([FavouriteAddedEvent, FavouriteRemovedEvent]);
export type FavouriteAdded = EventOf<typeof FavouriteAddedEvent>;
export type FavouriteRemoved = EventOf<typeof FavouriteRemovedEvent>;
export type FavouriteEvent = EventsOf<typeof FAVOURITE_EVENTS>;

export const favouritesStreamId = (accountId: string) => `favourites-${accountId}`;
