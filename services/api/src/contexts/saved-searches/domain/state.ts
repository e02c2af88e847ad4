import { assertNever } from '@anonse/contracts';
import type { SavedSearchEvent } from '@anonse/contracts';

export interface SavedSearch {
  name: string;
  query: string;
  digest: boolean;
  createdAt: string;
  /** When the person was last told of new matches (the notice's pace: one an hour at most). */
  lastAlertAt: string | null;
}

/** One person's saved searches (insertion order = oldest first) and the last day a digest was compiled for. */
export interface SavedSearchesState {
  searches: Map<string, SavedSearch>;
  lastDigestDay: string | null;
}

export const initialSavedSearchesState = (): SavedSearchesState => ({ searches: new Map(), lastDigestDay: null });

export function evolveSavedSearches(state: SavedSearchesState, event: SavedSearchEvent): SavedSearchesState {
  const searches = new Map(state.searches);
  const change = (searchId: string, patch: Partial<SavedSearch>) => {
    const current = searches.get(searchId);
    if (current) searches.set(searchId, { ...current, ...patch });
  };
  switch (event.type) {
    case 'SavedSearchCreated':
      searches.set(event.data.searchId, {
        name: event.data.name,
        query: event.data.query,
        digest: event.data.digest,
        createdAt: event.data.createdAt,
        lastAlertAt: null,
      });
      break;
    case 'SavedSearchRenamed':
      change(event.data.searchId, { name: event.data.name });
      break;
    case 'SavedSearchDigestChanged':
      change(event.data.searchId, { digest: event.data.digest });
      break;
    case 'SavedSearchDeleted':
      searches.delete(event.data.searchId);
      break;
    case 'SavedSearchAlerted':
      change(event.data.searchId, { lastAlertAt: event.data.alertedAt });
      break;
    case 'SavedSearchDigestCompiled':
      return { searches, lastDigestDay: event.data.day };
    default:
      return assertNever(event);
  }
  return { ...state, searches };
}
