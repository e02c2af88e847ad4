/** The rules of ad tours (docs/architecture.md "Tours"), in one place for the schemas, the decider and the texts. */
/** A tour lasts at most this many days, both ends included. */
export const TOUR_MAX_DAYS = 30;
/** A tour starts at most this many days after the day it is announced. */
export const TOUR_MAX_LEAD_DAYS = 180;
/** Current and upcoming tours one ad may have at a time. */
export const TOURS_MAX_OPEN = 5;
