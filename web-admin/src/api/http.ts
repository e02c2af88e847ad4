/**
 * Pure helpers for talking to the API (no React, no react-admin): CSRF double-submit header, ETag / If-Match,
 * and the URLs of the admin moderation commands. Unit-tested in http.unit.spec.ts.
 */

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const ADMIN_API_URL = '/api/admin';

/** Value of one cookie from a `document.cookie` string, or undefined. */
export const readCookie = (cookies: string, name: string): string | undefined => {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
};

/** The header to echo for a state-changing request: the cookie, URI-decoded (as Laravel/axios do). */
export const xsrfToken = (cookies: string): string | undefined => {
  const raw = readCookie(cookies, XSRF_COOKIE);
  if (raw === undefined || raw === '') return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

export const isSafeMethod = (method: string | undefined): boolean => ['GET', 'HEAD', 'OPTIONS'].includes((method ?? 'GET').toUpperCase());

/** A strong entity tag for a revision: 7 → `"7"`. */
export const ifMatch = (revision: number): string => {
  if (!Number.isInteger(revision) || revision < 0) throw new RangeError(`invalid revision: ${revision}`);
  return `"${revision}"`;
};

/** The revision an ETag carries (`"7"`, `W/"7"`), or undefined when it is not one of ours. */
export const revisionFromEtag = (etag: string | null | undefined): number | undefined => {
  const m = /^(?:W\/)?"(\d+)"$/.exec((etag ?? '').trim());
  return m ? Number(m[1]) : undefined;
};

export type ModerationAction = 'approve' | 'reject';

export interface ActionRequest {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
}

/**
 * `POST /api/admin/{resource}/{id}/{approve|reject}` with `If-Match: "<revision>"`; reject carries `{ reason }`.
 * The revision is the one the moderator saw: a stale one gets 409 from the API, never a silent overwrite.
 */
export const moderationRequest = (
  resource: string,
  id: string | number,
  action: ModerationAction,
  revision: number,
  reason?: string,
  apiUrl: string = ADMIN_API_URL,
): ActionRequest => {
  const body: Record<string, string> = {};
  if (action === 'reject') {
    const r = (reason ?? '').trim();
    if (r.length < REJECT_REASON_MIN) throw new RangeError('a rejection needs a reason');
    body.reason = r;
  }
  return {
    url: `${apiUrl}/${encodeURIComponent(resource)}/${encodeURIComponent(String(id))}/${action}`,
    method: 'POST',
    headers: { 'If-Match': ifMatch(revision), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  };
};

export const REJECT_REASON_MIN = 3;
export const REJECT_REASON_MAX = 1000; // contracts RejectAdInput

/** The message of a Laravel-style 422 body (`{ errors: { login: ['…'] } }` or `{ message }`). */
export const firstValidationMessage = (body: unknown): string | undefined => {
  if (!body || typeof body !== 'object') return undefined;
  const { errors, message } = body as { errors?: Record<string, unknown>; message?: unknown };
  if (errors && typeof errors === 'object') {
    for (const v of Object.values(errors)) {
      if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
      if (typeof v === 'string') return v;
    }
  }
  return typeof message === 'string' ? message : undefined;
};
