import type { SearchResult } from '@anonse/contracts/browser';
import { useEffect, useState } from 'react';
import { readJson } from '#web/lib/api';
import { useApi } from '#web/lib/app-data';

/** Long enough that typing a price asks once, short enough that the count follows the visitor. */
const DEBOUNCE_MS = 350;

/** A count the page already has: the loaded list's query (canonical, without page) and its total. */
export interface KnownCount {
  query: string;
  count: number;
}

/**
 * How many ads a filter form's current values find, while the visitor is still choosing (the count beside the
 * Search button): one result asked of the search API (the query is the search page's, which the API reads as it
 * is), so the form works the same in the application and as an island; `query` null (values the schema refuses)
 * keeps the last count; the query of the list on screen (`known`) costs no call; a newer query cancels the older one.
 */
export function useResultCount(query: string | null, known?: KnownCount): { count: number | null; loading: boolean } {
  const api = useApi();
  const [state, setState] = useState<{ count: number | null; loading: boolean }>({ count: null, loading: false });
  const knownQuery = known?.query;
  useEffect(() => {
    if (query === null || query === knownQuery) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, loading: true }));
      api(`/api/anonse/search?${query ? `${query}&` : ''}per_page=1`, { signal: abort.signal })
        .then((res) => readJson<SearchResult>(res))
        .then((result) => setState({ count: result.total, loading: false }))
        .catch(() => {
          if (!abort.signal.aborted) setState((s) => ({ ...s, loading: false }));
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query, knownQuery, api]);
  if (query !== null && query === known?.query) return { count: known.count, loading: false };
  return state;
}
