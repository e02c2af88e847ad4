/**
 * Compiled by the build (`tsc -b`, so by `npm test` too): the ads read model's fold takes every event of the ads'
 * definitions (its switch ends in assertNever, so each is handled, checked at compile time) and nothing else.
 */
import type { AD_EVENTS, AdEvent, EventsOf } from '@anonse/contracts';
import { evolveAdRow, type AdRowState } from '../fold-ad-events';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

/** Its parameter is the whole derived union: a narrower one would let an ad event skip the fold unseen. */
export type EvolveAdRowTakesEveryAdEvent = Assert<Equal<Parameters<typeof evolveAdRow>[1], EventsOf<typeof AD_EVENTS>>>;

export function anEventOutsideTheUnionDoesNotCompile(
  row: AdRowState,
  event: AdEvent | { type: 'AdTeleported'; data: { adId: string } },
): AdRowState | null {
  // @ts-expect-error the ads' definitions have no AdTeleported: it must be defined (and then folded) first
  return evolveAdRow(row, event, 1, '2026-11-29T00:00:00.000Z');
}
