/**
 * Type-level checks of what makes folds exhaustive, compiled by the build (`tsc -b`, so by `npm test` too): a type
 * that stops matching fails it, and so does a `@ts-expect-error` that no longer finds its error. Nothing here runs.
 */
import { AD_EVENTS, type AdEvent } from '../ads/ad-events';
import { eventSubset, type EventsOf } from './event-registry';
import { assertNever } from './exhaustive';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

/** A context's union is its registry's, not a list kept beside it. */
export type AdEventIsTheRegistrys = Assert<Equal<AdEvent, EventsOf<typeof AD_EVENTS>>>;
export type AdEventTypesAreTheRegistrys = Assert<Equal<AdEvent['type'], (typeof AD_EVENTS.types)[number]>>;

/** A subset parses to just the events it names. */
const decisions = eventSubset(AD_EVENTS, ['AdApproved', 'AdRejected']);
export type SubsetParsesToItsOwnEvents = Assert<Equal<EventsOf<typeof decisions>, Extract<AdEvent, { type: 'AdApproved' | 'AdRejected' }>>>;

export function aSwitchThatMissesAnEventDoesNotCompile(event: AdEvent): string {
  switch (event.type) {
    case 'AdCreated':
      return event.data.adId;
    default:
      // @ts-expect-error every ad event but AdCreated still reaches the default: not `never`
      return assertNever(event);
  }
}

export function aSubsetNamesOnlyTheRegistrysEvents(): void {
  // @ts-expect-error no ad event is called AdTeleported
  eventSubset(AD_EVENTS, ['AdApproved', 'AdTeleported']);
}
