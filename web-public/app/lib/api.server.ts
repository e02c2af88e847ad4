import type { Locale } from '@anonse/contracts/browser';
import type { AppLoadContext } from 'react-router';
import type { ApiFetch } from './api';
import './load-context';

/** The API as seen from a loader: the visitor's cookies forwarded, the page's language, in-process when served by the API. */
export function serverApi(request: Request, context: AppLoadContext | undefined, locale: Locale): ApiFetch {
  return (path, init = {}) => {
    const headers = new Headers(init.headers);
    const cookie = request.headers.get('cookie');
    if (cookie) headers.set('cookie', cookie);
    headers.set('accept-language', locale);
    headers.set('accept', 'application/json');
    if (context?.apiFetch) return context.apiFetch(path, { ...init, headers });
    const origin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
    return fetch(origin + path, { ...init, headers });
  };
}
