import type { ApiError } from '@anonse/contracts/browser';
import { getCookie } from './cookies';

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

const readCookie = (name: string): string | undefined => (typeof document === 'undefined' ? undefined : getCookie(document.cookie, name));

/**
 * Browser calls: same origin, cookies sent, the page's language, and the CSRF double-submit header. The token is
 * bound to the session, so a login, logout or password change (here or in another tab) makes the old one answer
 * 419: then a fresh token is fetched and the call sent once more (the API refused it before running it, so
 * repeating it is safe). The cookie is read anew on every call.
 */
export function browserApi(locale: string): ApiFetch {
  return async (path, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const unsafe = method !== 'GET' && method !== 'HEAD' && !path.startsWith('/sanctum/');
    const send = async () => {
      const headers = new Headers(init.headers);
      headers.set('accept', 'application/json');
      headers.set('accept-language', locale);
      if (init.body && typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
      if (unsafe) {
        if (!readCookie(XSRF_COOKIE)) await ensureCsrf();
        const token = readCookie(XSRF_COOKIE);
        if (token) headers.set('x-xsrf-token', token);
      }
      return fetch(path, { ...init, headers, credentials: 'same-origin' });
    };
    const res = await send();
    if (!unsafe || res.status !== 419) return res;
    await ensureCsrf();
    return send();
  };
}

/** Fetches a fresh CSRF cookie (docs/product.md § 7: before login). */
export async function ensureCsrf(): Promise<void> {
  await fetch('/sanctum/csrf-cookie', { method: 'POST', credentials: 'same-origin' });
}
