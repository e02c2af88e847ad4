import { z } from 'zod';
import { addDays, daysFrom, isCalendarDate, warsawMidnight } from '../calendar/warsaw-calendar';
import { code } from '../messages';
import { cityByKeyOf } from '../reference/places';
import { text } from '../text';
import { assertNever } from '../events/exhaustive';
import type { AdEvent } from './ad-events';
import { TOUR_MAX_DAYS } from './tour-limits';
import { AD_TOUR_STATES } from './tour-states';

export * from './tour-limits';
// The states and which of them the public sees are zod-free, for the pages that show tours.
export * from './tour-states';

/**
 * Tours ("w trasie", issue 11): an owner announces a city and dates; while the tour is in force the ad is also
 * listed in that city, marked as touring. Dates are Warsaw calendar days, both ends included; a tour is in force
 * from 00:00 of its first day to 00:00 of the day after its last.
 */

/** A calendar day as a person types it (`YYYY-MM-DD`, a real date). */
export const CalendarDate = text({ max: 10 }).refine(isCalendarDate, { message: code('ads:invalidDate') });

/**
 * `upcoming` (announced), `current` (in force: the scheduler said so), `ended` (its last day is over) or
 * `cancelled` (by its owner). The read side learns each change from an event, never from its own clock.
 */
export const AdTourState = z.enum(AD_TOUR_STATES);
export type AdTourState = z.infer<typeof AdTourState>;

/** One tour of an ad (AdDetail.tours; public answers carry only the current and upcoming ones). */
export const AdTour = z.object({
  id: z.string(),
  /** City key (unique in Poland). */
  city: z.string(),
  /** Province slug of the city. */
  province: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  state: AdTourState,
});
export type AdTour = z.infer<typeof AdTour>;

/** Why a pair of dates is no tour (the order and the length; the decider adds the rules that need today). */
export function tourDatesProblem(startsOn: string, endsOn: string): 'ads:tourEndsBeforeStart' | 'ads:tourTooLong' | undefined {
  const days = daysFrom(startsOn, endsOn);
  if (days < 0) return 'ads:tourEndsBeforeStart';
  if (days + 1 > TOUR_MAX_DAYS) return 'ads:tourTooLong';
  return undefined;
}

/** When a tour comes into force: 00:00 in Warsaw of its first day. */
export const tourStartsAt = (tour: Pick<AdTour, 'startsOn'>): string => warsawMidnight(tour.startsOn);
/** When a tour ends: 00:00 in Warsaw of the day after its last day. */
export const tourEndsAt = (tour: Pick<AdTour, 'endsOn'>): string => warsawMidnight(addDays(tour.endsOn, 1));

/** The tour's next step (coming into force, then ending) and when it falls due; null once it ended or was cancelled. */
export function nextTourStep(tour: Pick<AdTour, 'state' | 'startsOn' | 'endsOn'>): { step: 'start' | 'end'; at: string } | null {
  if (tour.state === 'upcoming') return { step: 'start', at: tourStartsAt(tour) };
  if (tour.state === 'current') return { step: 'end', at: tourEndsAt(tour) };
  return null;
}

/** Two tours share at least one day (both ends included). */
export const toursOverlap = (a: Pick<AdTour, 'startsOn' | 'endsOn'>, b: Pick<AdTour, 'startsOn' | 'endsOn'>): boolean =>
  a.startsOn <= b.endsOn && b.startsOn <= a.endsOn;

/**
 * POST /api/anonse/{id}/tours — body. The province follows from the city (a city key names one place in Poland).
 * That the tour starts today or later and within TOUR_MAX_LEAD_DAYS depends on the day it is decided: the decider
 * checks it (422).
 */
export const AnnounceTourInput = z
  .object({
    city: text({ max: 80 }).refine((c) => !!cityByKeyOf(c), { message: code('common:unknownCity') }),
    startsOn: CalendarDate,
    endsOn: CalendarDate,
  })
  .superRefine((tour, ctx) => {
    if (!isCalendarDate(tour.startsOn) || !isCalendarDate(tour.endsOn)) return;
    const problem = tourDatesProblem(tour.startsOn, tour.endsOn);
    if (problem) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: code(problem) });
  });
export type AnnounceTourInput = z.infer<typeof AnnounceTourInput>;

/** The tour events of an ad's stream, by their names' prefix: a tour event added to AD_EVENTS is one here too. */
export type AdTourEvent = Extract<AdEvent, { type: `AdTour${string}` }>;

/** One tour event on an ad's tours: the write side's state and the read model fold them alike. */
export function evolveTours(tours: readonly AdTour[], event: AdTourEvent): AdTour[] {
  const moved = (state: AdTourState) => tours.map((tour) => (tour.id === event.data.tourId ? { ...tour, state } : tour));
  switch (event.type) {
    case 'AdTourAnnounced': {
      const { tourId, city, province, startsOn, endsOn } = event.data;
      return [...tours, { id: tourId, city, province, startsOn, endsOn, state: 'upcoming' }];
    }
    case 'AdTourStarted':
      return moved('current');
    case 'AdTourEnded':
      return moved('ended');
    case 'AdTourCancelled':
      return moved('cancelled');
    default:
      return assertNever(event);
  }
}
