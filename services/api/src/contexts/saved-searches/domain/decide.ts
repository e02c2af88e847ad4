import { MAX_SAVED_SEARCHES, SAVED_SEARCH_ALERT_INTERVAL_MS, SAVED_SEARCH_EVENTS, type SavedSearchEvent } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';
import { evolveSavedSearches, initialSavedSearchesState, type SavedSearchesState } from './state';

interface Base {
  accountId: string;
  now: string;
}

/** `query` is canonical already (the input schema made it so). */
export interface SaveSearch extends Base {
  type: 'SaveSearch';
  searchId: string;
  name: string;
  query: string;
  digest: boolean;
}

/** From the dashboard: a new name, the digest on or off, or both. */
export interface UpdateSavedSearch extends Base {
  type: 'UpdateSavedSearch';
  searchId: string;
  name?: string;
  digest?: boolean;
}

export interface DeleteSavedSearch extends Base {
  type: 'DeleteSavedSearch';
  searchId: string;
}

/** From an e-mail's unsubscribe link (its token checked): these searches' digests off, or every one with `all`. */
export interface UnsubscribeDigests extends Base {
  type: 'UnsubscribeDigests';
  searchIds: string[];
  all: boolean;
}

/** The alerts worker: tell the person of new ads matching one search (the read side found them). */
export interface AlertSavedSearch extends Base {
  type: 'AlertSavedSearch';
  searchId: string;
  adIds: string[];
}

/** The alerts worker: the day's e-mail of new matches, per search with its digest on. */
export interface CompileDigest extends Base {
  type: 'CompileDigest';
  day: string;
  searches: { searchId: string; adIds: string[] }[];
}

export type SavedSearchesCommand =
  SaveSearch | UpdateSavedSearch | DeleteSavedSearch | UnsubscribeDigests | AlertSavedSearch | CompileDigest;

export class TooManySavedSearchesError extends DomainError {
  override readonly name = 'TooManySavedSearchesError';
  constructor() {
    super('invalid', 'savedSearches:tooMany', `at most ${MAX_SAVED_SEARCHES} saved searches`, 'name');
  }
}

/** Also what another person's search answers: a search is found only in its owner's stream. */
export class SavedSearchNotFoundError extends DomainError {
  override readonly name = 'SavedSearchNotFoundError';
  constructor() {
    super('not_found', 'savedSearches:notFound', 'no such saved search');
  }
}

const notFound = (): never => {
  throw new SavedSearchNotFoundError();
};

/**
 * Every change is idempotent: saving an id already there, a name or setting it already has, an alert sooner than
 * SAVED_SEARCH_ALERT_INTERVAL_MS after the last, a digest of a day already compiled — each decides nothing.
 */
export function decideSavedSearches(command: SavedSearchesCommand, state: SavedSearchesState): SavedSearchEvent[] {
  const { accountId, now } = command;
  switch (command.type) {
    case 'SaveSearch': {
      if (state.searches.has(command.searchId)) return [];
      if (state.searches.size >= MAX_SAVED_SEARCHES) throw new TooManySavedSearchesError();
      const { searchId, name, query, digest } = command;
      return [{ type: 'SavedSearchCreated', data: { accountId, searchId, name, query, digest, createdAt: now } }];
    }
    case 'UpdateSavedSearch': {
      const search = state.searches.get(command.searchId) ?? notFound();
      const events: SavedSearchEvent[] = [];
      if (command.name !== undefined && command.name !== search.name)
        events.push({ type: 'SavedSearchRenamed', data: { accountId, searchId: command.searchId, name: command.name, renamedAt: now } });
      if (command.digest !== undefined && command.digest !== search.digest)
        events.push({
          type: 'SavedSearchDigestChanged',
          data: { accountId, searchId: command.searchId, digest: command.digest, via: 'dashboard', changedAt: now },
        });
      return events;
    }
    case 'DeleteSavedSearch':
      if (!state.searches.has(command.searchId)) notFound();
      return [{ type: 'SavedSearchDeleted', data: { accountId, searchId: command.searchId, deletedAt: now } }];
    case 'UnsubscribeDigests': {
      // A search deleted since the e-mail was sent has no digest left to turn off.
      const ids = command.all ? [...state.searches.keys()] : [...new Set(command.searchIds)];
      return ids
        .filter((id) => state.searches.get(id)?.digest)
        .map((searchId) => ({
          type: 'SavedSearchDigestChanged',
          data: { accountId, searchId, digest: false, via: 'unsubscribe', changedAt: now },
        }));
    }
    case 'AlertSavedSearch': {
      const search = state.searches.get(command.searchId);
      if (!search || !command.adIds.length) return [];
      if (search.lastAlertAt && Date.parse(now) - Date.parse(search.lastAlertAt) < SAVED_SEARCH_ALERT_INTERVAL_MS) return [];
      const { name, query } = search;
      return [
        {
          type: 'SavedSearchAlerted',
          data: { accountId, searchId: command.searchId, name, query, adIds: [...new Set(command.adIds)], alertedAt: now },
        },
      ];
    }
    case 'CompileDigest': {
      if (state.lastDigestDay !== null && state.lastDigestDay >= command.day) return [];
      const searches = command.searches.flatMap(({ searchId, adIds }) => {
        const search = state.searches.get(searchId);
        return search?.digest && adIds.length ? [{ searchId, name: search.name, query: search.query, adIds: [...new Set(adIds)] }] : [];
      });
      return searches.length
        ? [{ type: 'SavedSearchDigestCompiled', data: { accountId, day: command.day, searches, compiledAt: now } }]
        : [];
    }
  }
}

export const savedSearchesDecider: Decider<SavedSearchesCommand, SavedSearchEvent, SavedSearchesState> = {
  events: SAVED_SEARCH_EVENTS,
  initialState: initialSavedSearchesState,
  evolve: evolveSavedSearches,
  decide: decideSavedSearches,
};
