import { fetchUtils } from 'ra-core';
import { XSRF_HEADER, isSafeMethod, xsrfToken } from './http';

export type HttpClient = (url: string, options?: fetchUtils.Options) => ReturnType<typeof fetchUtils.fetchJson>;

const cookies = (): string => (typeof document === 'undefined' ? '' : document.cookie);

let csrfPending: Promise<void> | undefined;

/** `POST /sanctum/csrf-cookie` sets the `XSRF-TOKEN` cookie (falls back to GET for a Laravel-style server). */
export const fetchCsrfCookie = (): Promise<void> => {
  csrfPending ??= (async () => {
    let res = await fetch('/sanctum/csrf-cookie', { method: 'POST', credentials: 'include' });
    if (res.status === 404 || res.status === 405) res = await fetch('/sanctum/csrf-cookie', { credentials: 'include' });
    if (!res.ok && res.status !== 204) throw new Error('ra.notification.http_error');
  })().finally(() => {
    csrfPending = undefined;
  });
  return csrfPending;
};

/**
 * fetchJson with the session cookie and the CSRF double-submit header on every state-changing request.
 * Fetches the CSRF cookie first when it is missing (fresh browser, expired cookie).
 */
export const httpClient: HttpClient = async (url, options = {}) => {
  const send = async () => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (!isSafeMethod(options.method)) {
      // Read anew for every call: the token is bound to the session and changes at login and logout.
      if (!xsrfToken(cookies())) await fetchCsrfCookie();
      const token = xsrfToken(cookies());
      if (token) headers.set(XSRF_HEADER, token);
    }
    return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
  };
  try {
    return await send();
  } catch (error) {
    // 419: the token belongs to a session that has since rotated (another tab logged in or out). The API
    // refused before running anything, so one retry with a fresh token is safe.
    if (isSafeMethod(options.method) || (error as { status?: number } | null)?.status !== 419) throw error;
    await fetchCsrfCookie();
    return send();
  }
};
