import { useSyncExternalStore } from 'react';

/**
 * docs/product.md § 3 "Shared search state", shared by the header search and the search dialog without a provider or a state
 * library: `searchValue` (the header's text), `city` (the place picked from the suggestions — the spec's
 * `searchItemsSelected`/`city`), `dialogOpen` (`searchDialog`) and `searches` (the counter of searches made). The
 * town list (`allCitiesSearch`) is the lazily loaded places chunk, not state. Filters themselves live in the URL.
 */
export interface SearchState {
  searchValue: string;
  city: string | null;
  dialogOpen: boolean;
  searches: number;
}

export type SearchAction =
  | { type: 'typed'; value: string }
  | { type: 'placePicked'; key: string; label: string }
  /** The header's text was cleared: the city goes with it (docs/product.md § 2). */
  | { type: 'cleared' }
  | { type: 'dialogOpened' }
  | { type: 'dialogClosed' }
  /** A search ran (header or dialog): the counter rises. */
  | { type: 'searched' }
  /** docs/product.md § 4: the dialog's Search resets province, city and district, counts the search and closes the dialog. */
  | { type: 'dialogSearched' };

export const INITIAL_SEARCH_STATE: SearchState = { searchValue: '', city: null, dialogOpen: false, searches: 0 };

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'typed':
      return { ...state, searchValue: action.value };
    case 'placePicked':
      return { ...state, searchValue: action.label, city: action.key, searches: state.searches + 1 };
    case 'cleared':
      return { ...state, searchValue: '', city: null };
    case 'dialogOpened':
      return { ...state, dialogOpen: true };
    case 'dialogClosed':
      return { ...state, dialogOpen: false };
    case 'searched':
      return { ...state, searches: state.searches + 1 };
    case 'dialogSearched':
      return { ...state, searchValue: '', city: null, dialogOpen: false, searches: state.searches + 1 };
  }
}

/**
 * The state outlives the page in this tab (sessionStorage): a visitor's pages are documents of their own, not views
 * of one application (docs/architecture.md § Islands), and the header keeps what was searched as the next page
 * shows. An open dialog is not carried over. Storage blocked or a value not ours: the initial state.
 */
const STORAGE_KEY = 'anonse:search';

function restore(): SearchState {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<SearchState> | null;
    if (saved && typeof saved.searchValue === 'string' && typeof saved.searches === 'number')
      return {
        ...INITIAL_SEARCH_STATE,
        searchValue: saved.searchValue,
        city: typeof saved.city === 'string' ? saved.city : null,
        searches: saved.searches,
      };
  } catch {
    /* storage blocked or not JSON */
  }
  return INITIAL_SEARCH_STATE;
}

function persist(next: SearchState): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ searchValue: next.searchValue, city: next.city, searches: next.searches }));
  } catch {
    /* storage blocked: the state lives as long as the page */
  }
}

let state: SearchState | null = null;
const listeners = new Set<() => void>();
const current = (): SearchState => (state ??= typeof window === 'undefined' ? INITIAL_SEARCH_STATE : restore());

/** Only event handlers dispatch, so the server (one module for every request) never leaves state behind. */
export const searchStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: current,
  getServer: (): SearchState => INITIAL_SEARCH_STATE,
  dispatch(action: SearchAction): void {
    const before = current();
    const next = searchReducer(before, action);
    if (next === before) return;
    state = next;
    persist(next);
    for (const listener of listeners) listener();
  },
};

export const useSearchState = (): SearchState => useSyncExternalStore(searchStore.subscribe, searchStore.get, searchStore.getServer);
