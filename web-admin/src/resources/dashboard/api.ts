import { useCallback, useEffect, useRef, useState } from 'react';
import { httpClient } from '#admin/api/client';

export interface Loaded<T> {
  data: T | undefined;
  error: boolean;
  /** The HTTP status of the last failure (403, 404…), 0 for a network error, null after a success. */
  errorStatus: number | null;
  loading: boolean;
  reload(): void;
}

/**
 * GETs `url` (JSON, the session's cookie) and again every `everyMs` while the page is open and visible; a failed
 * poll keeps the last data and says so. Plain fetch: these pages are not simple-rest lists.
 */
export function usePolledJson<T>(url: string | null, everyMs?: number): Loaded<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState(false);
  const [errorStatus, setErrorStatus] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const seq = useRef(0);
  const load = useCallback(() => {
    if (!url) return;
    const mine = ++seq.current;
    setLoading(true);
    httpClient(url).then(
      ({ json }) => {
        if (mine !== seq.current) return;
        setData(json as T);
        setError(false);
        setErrorStatus(null);
        setLoading(false);
      },
      (e: { status?: number } | null) => {
        if (mine !== seq.current) return;
        setError(true);
        setErrorStatus(e?.status ?? 0);
        setLoading(false);
      },
    );
  }, [url]);
  useEffect(() => {
    load();
    if (!everyMs) return;
    const timer = setInterval(() => {
      if (typeof document === 'undefined' || document.visibilityState === 'visible') load();
    }, everyMs);
    return () => clearInterval(timer);
  }, [load, everyMs]);
  return { data, error, errorStatus, loading, reload: load };
}
