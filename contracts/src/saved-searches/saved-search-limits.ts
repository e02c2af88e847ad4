/** How many searches one person may keep; one more answers 422. */
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_NAME_MAX = 100;
/** At most one notice per saved search in this time: later matches wait for the next one (no flood). */
export const SAVED_SEARCH_ALERT_INTERVAL_MS = 3_600_000;
/** Longer than any canonical filter (every parameter at its longest stays far below it). */
export const SAVED_SEARCH_QUERY_MAX = 4000;
