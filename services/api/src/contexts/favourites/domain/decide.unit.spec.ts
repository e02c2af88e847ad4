import { MAX_FAVOURITES, type FavouriteEvent } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import { favouritesDecider, FavouritesLimitError } from './decide';

const now = '2025-04-01T10:00:00.000Z';
const added = (adId: string): FavouriteEvent => ({ type: 'FavouriteAdded', data: { accountId: 'a1', adId, addedAt: now } });
const removed = (adId: string): FavouriteEvent => ({ type: 'FavouriteRemoved', data: { accountId: 'a1', adId, removedAt: now } });

describe('favourites', () => {
  const spec = deciderSpec(favouritesDecider);
  const add = (adId: string) => ({ type: 'AddFavourite' as const, accountId: 'a1', adId, now });

  it('adds an ad', () =>
    spec
      .given([])
      .when(add('x'))
      .then([added('x')]));
  it('adds an ad already there only once', () =>
    spec
      .given([added('x')])
      .when(add('x'))
      .then([]));
  it('adds an ad again after it was removed', () =>
    spec
      .given([added('x'), removed('x')])
      .when(add('x'))
      .then([added('x')]));
  it('removes an ad', () =>
    spec
      .given([added('x')])
      .when({ type: 'RemoveFavourite', accountId: 'a1', adId: 'x', now })
      .then([removed('x')]));
  it('removing what is not there decides nothing', () =>
    spec.given([]).when({ type: 'RemoveFavourite', accountId: 'a1', adId: 'x', now }).then([]));

  const full = Array.from({ length: MAX_FAVOURITES }, (_, i) => added(`ad${i}`));
  it(`refuses the ${MAX_FAVOURITES + 1}th`, () =>
    spec.given(full).when(add('one-more')).thenThrows(FavouritesLimitError, { code: 'favourites:tooMany' }));

  it('merges the new ids once each, as many as fit', () => {
    spec
      .given([added('x')])
      .when({ type: 'MergeFavourites', accountId: 'a1', adIds: ['x', 'y', 'y', 'z'], now })
      .then([added('y'), added('z')]);
    spec
      .given(full.slice(1))
      .when({ type: 'MergeFavourites', accountId: 'a1', adIds: ['p', 'q'], now })
      .then([added('p')]);
  });
});
