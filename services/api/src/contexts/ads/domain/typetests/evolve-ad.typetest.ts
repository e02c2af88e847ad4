/**
 * Compiled by the build (`tsc -b`, so by `npm test` too): evolveAd folds every event of the ads' definitions (its
 * switch ends in assertNever, so that is checked at compile time) and takes nothing else.
 */
import type { AD_EVENTS, AdEvent, EventsOf } from '@anonse/contracts';
import { evolveAd, type AdState } from '../state';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

/** Its parameter is the whole derived union: a narrower one would let an ad event skip the fold unseen. */
export type EvolveAdTakesEveryAdEvent = Assert<Equal<Parameters<typeof evolveAd>[1], EventsOf<typeof AD_EVENTS>>>;

export function anEventOutsideTheUnionDoesNotCompile(
  state: AdState,
  event: AdEvent | { type: 'AdTeleported'; data: { adId: string } },
): AdState {
  // @ts-expect-error the ads' definitions have no AdTeleported: it must be defined (and then folded) first
  return evolveAd(state, event);
}
