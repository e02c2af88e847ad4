import type { ApiError } from '@anonse/contracts';

/** How a fetcher reaches the API: in-process on the server (`api.server.ts`), `fetch` in the browser. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ApiError> | null,
  ) {
    super(body?.message ?? `API answered ${status}`);
    this.name = 'ApiRequestError';
  }
  /** Field errors keyed by dot path (`prices.hour`), as the API sends them. */
  get fieldErrors(): Record<string, string[]> {
    return this.body?.errors ?? {};
  }
}

export async function readJson<T>(res: Response): Promise<T> {
  if (!res.ok) {
    let body: Partial<ApiError> | null = null;
    try {
      body = (await res.json()) as Partial<ApiError>;
    } catch {
      body = null;
    }
    throw new ApiRequestError(res.status, body);
  }
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

const XSRF_COOKIE = 'XSRF-TOKEN';

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : undefined;
}

/** Browser calls: same origin, cookies sent, the page's language, and the CSRF double-submit header. */
export function browserApi(locale: string): ApiFetch {
  return async (path, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    headers.set('accept', 'application/json');
    headers.set('accept-language', locale);
    if (init.body && typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
    if (method !== 'GET' && method !== 'HEAD' && !path.startsWith('/sanctum/')) {
      let token = readCookie(XSRF_COOKIE);
      if (!token) {
        await fetch('/sanctum/csrf-cookie', { method: 'POST', credentials: 'same-origin' });
        token = readCookie(XSRF_COOKIE);
      }
      if (token) headers.set('x-xsrf-token', token);
    }
    return fetch(path, { ...init, headers, credentials: 'same-origin' });
  };
}

/** Fetches a fresh CSRF cookie (spec § 7: before login). */
export async function ensureCsrf(): Promise<void> {
  await fetch('/sanctum/csrf-cookie', { method: 'POST', credentials: 'same-origin' });
}
