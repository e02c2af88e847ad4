/**
 * `upcoming` (announced), `current` (in force: the scheduler said so), `ended` (its last day is over) or
 * `cancelled` (by its owner). The read side learns each change from an event, never from its own clock.
 */
export const AD_TOUR_STATES = ['upcoming', 'current', 'ended', 'cancelled'] as const;

/** What the public may see of an ad's tours: where it will be, not where it was. */
export const isOpenTour = (tour: { state: (typeof AD_TOUR_STATES)[number] }): boolean =>
  tour.state === 'upcoming' || tour.state === 'current';
