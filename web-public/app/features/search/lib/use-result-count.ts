import { href } from '@anonse/contracts/browser';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useLocale } from '#web/lib/app-data';

/** Long enough that typing a price asks once, short enough that the count follows the visitor. */
const DEBOUNCE_MS = 350;

/** A count the page already has: the loaded list's query (canonical, without page) and its total. */
export interface KnownCount {
  query: string;
  count: number;
}

/**
 * How many ads a filter form's current values find, while the visitor is still choosing (the count beside the
 * Search button). Read through the search page's own loader (one hit per page), like every read of the site;
 * `query` null (values the schema refuses) keeps the last count; the query of the list on screen (`known`) costs
 * no call.
 */
export function useResultCount(query: string | null, known?: KnownCount): { count: number | null; loading: boolean } {
  const locale = useLocale();
  const fetcher = useFetcher<{ result?: { total: number } | null }>();
  // The latest `load`, so that only a change of the query (not a render) asks again.
  const load = useRef(fetcher.load);
  load.current = fetcher.load;
  const knownQuery = known?.query;
  useEffect(() => {
    if (query === null || query === knownQuery) return;
    const timer = setTimeout(() => void load.current(`${href('search', locale)}?${query ? `${query}&` : ''}per_page=1`), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, locale, knownQuery]);
  if (query !== null && query === known?.query) return { count: known.count, loading: false };
  const total = fetcher.data?.result?.total;
  return { count: typeof total === 'number' ? total : null, loading: fetcher.state === 'loading' };
}
