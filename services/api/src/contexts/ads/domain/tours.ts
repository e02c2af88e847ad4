import {
  daysFrom,
  isOpenTour,
  TOUR_MAX_LEAD_DAYS,
  TOURS_MAX_OPEN,
  tourDatesProblem,
  tourEndsAt,
  tourStartsAt,
  toursOverlap,
  warsawDateOf,
  type AdCommand,
  type AdEvent,
  type MessageCode,
} from '@anonse/contracts';
import { DomainError } from '#api/platform/domain/domain-error';
import { AdNotFoundError } from './ad-errors';
import type { AdState, LiveAd } from './state';

export type TourCommand = Extract<AdCommand, { type: 'AnnounceTour' | 'CancelTour' | 'StartTour' | 'EndTour' }>;

/** A tour the rules refuse (dates, city, how many): 422, under the field it is about when there is one. */
export class TourRuleError extends DomainError {
  override readonly name = 'TourRuleError';
  constructor(code: MessageCode, field?: 'city' | 'startsOn' | 'endsOn') {
    super('invalid', code, `tour refused: ${code}`, field);
  }
}

/** Announcing needs a live ad; cancelling, a tour that has not ended: 409, the state does not allow it. */
export class TourStateError extends DomainError {
  override readonly name = 'TourStateError';
  constructor(
    code: 'ads:tourNeedsLiveAd' | 'ads:tourEnded',
    readonly current: string,
  ) {
    super('conflict', code, `not allowed while ${current}`);
  }
}

export class TourNotFoundError extends DomainError {
  override readonly name = 'TourNotFoundError';
  constructor(tourId: string) {
    super('not_found', 'ads:tourNotFound', `tour ${tourId} does not exist`);
  }
}

/**
 * Only the owner touches an ad's tours; to anyone else the ad is as unknown as a missing one (404): the tours
 * page and its routes are the owner's alone, like GET /api/user/ads/{id}.
 */
function ownersAd(state: AdState, adId: string, actorId: string): LiveAd {
  if (state.status === 'none' || state.status === 'deleted' || state.ownerId !== actorId) throw new AdNotFoundError(adId);
  return state;
}

/**
 * The rules of a new tour (docs/architecture.md "Tours"). The ad must be live (approved: not pending, rejected,
 * deactivated, expired or deleted); the tour starts today or later, at most TOUR_MAX_LEAD_DAYS ahead, lasts
 * 1–TOUR_MAX_DAYS days, goes to a city other than the ad's own, and overlaps none of the ad's current or upcoming
 * tours, of which there are at most TOURS_MAX_OPEN. No moderation: a tour is a temporary city, and the city changes
 * at once (docs/product.md § 1). A tour that starts today is in force at once; later ones wait for the scheduler.
 */
function announce(command: Extract<TourCommand, { type: 'AnnounceTour' }>, state: AdState): AdEvent[] {
  const ad = ownersAd(state, command.adId, command.actorId);
  // The same request again (a retry that lost its answer): it was announced already.
  if (ad.tours.some((t) => t.id === command.tourId)) return [];
  if (ad.status !== 'approved') throw new TourStateError('ads:tourNeedsLiveAd', ad.status);
  const { startsOn, endsOn, city } = command;
  const datesProblem = tourDatesProblem(startsOn, endsOn);
  if (datesProblem) throw new TourRuleError(datesProblem, 'endsOn');
  const today = warsawDateOf(command.now);
  if (startsOn < today) throw new TourRuleError('ads:tourStartsInPast', 'startsOn');
  if (daysFrom(today, startsOn) > TOUR_MAX_LEAD_DAYS) throw new TourRuleError('ads:tourTooFarAhead', 'startsOn');
  if (city === ad.fields.city) throw new TourRuleError('ads:tourInHomeCity', 'city');
  const open = ad.tours.filter(isOpenTour);
  if (open.length >= TOURS_MAX_OPEN) throw new TourRuleError('ads:tooManyTours');
  if (open.some((t) => toursOverlap(t, command))) throw new TourRuleError('ads:tourOverlaps', 'startsOn');
  const base = { adId: command.adId, ownerId: ad.ownerId, tourId: command.tourId };
  const events: AdEvent[] = [
    { type: 'AdTourAnnounced', data: { ...base, city, province: command.province, startsOn, endsOn, announcedAt: command.now } },
  ];
  if (startsOn === today) events.push({ type: 'AdTourStarted', data: { ...base, startedAt: command.now } });
  return events;
}

/** Any tour that has not ended (by its dates, even before the scheduler said so); a cancelled one stays cancelled. */
function cancel(command: Extract<TourCommand, { type: 'CancelTour' }>, state: AdState): AdEvent[] {
  const ad = ownersAd(state, command.adId, command.actorId);
  const tour = ad.tours.find((t) => t.id === command.tourId);
  if (!tour) throw new TourNotFoundError(command.tourId);
  if (tour.state === 'cancelled') return [];
  if (tour.state === 'ended' || tourEndsAt(tour) <= command.now) throw new TourStateError('ads:tourEnded', tour.state);
  return [{ type: 'AdTourCancelled', data: { adId: command.adId, ownerId: ad.ownerId, tourId: tour.id, cancelledAt: command.now } }];
}

/**
 * The scheduler's steps, each at most once and only when due: it may run late (a tour whose end has passed ends
 * without ever coming into force), early or twice (nothing). They follow the tour's dates whatever the ad's
 * state: whether a touring ad is listed is the read side's question (only a live ad is).
 */
function schedule(command: Extract<TourCommand, { type: 'StartTour' | 'EndTour' }>, state: AdState): AdEvent[] {
  if (state.status === 'none' || state.status === 'deleted') return [];
  const tour = state.tours.find((t) => t.id === command.tourId);
  if (!tour || !isOpenTour(tour)) return [];
  const base = { adId: command.adId, ownerId: state.ownerId, tourId: tour.id };
  const ended = tourEndsAt(tour) <= command.now;
  if (command.type === 'EndTour') return ended ? [{ type: 'AdTourEnded', data: { ...base, endedAt: command.now } }] : [];
  if (tour.state !== 'upcoming' || ended || tourStartsAt(tour) > command.now) return [];
  return [{ type: 'AdTourStarted', data: { ...base, startedAt: command.now } }];
}

export function decideTour(command: TourCommand, state: AdState): AdEvent[] {
  switch (command.type) {
    case 'AnnounceTour':
      return announce(command, state);
    case 'CancelTour':
      return cancel(command, state);
    case 'StartTour':
    case 'EndTour':
      return schedule(command, state);
  }
}
