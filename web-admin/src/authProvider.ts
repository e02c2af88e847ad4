import type { AuthProvider } from 'ra-core';
import type { Role } from '@anonse/contracts';
import { fetchCsrfCookie, httpClient } from './api/client';
import { firstValidationMessage } from './api/http';
import { isStaff } from './auth/permissions';

/** `GET /api/user` — the signed-in account. role 1 = administrator (docs/product.md § 6), 2 = moderator, 3 = auditor. */
export interface SessionUser {
  id: string | number;
  login: string;
  role: number;
}

const CACHE_MS = 15_000;

/** Administrators, moderators and auditors work in the console; what each may do there is up to permissions.ts and the API. */
const staff = (user: SessionUser | null): user is SessionUser => !!user && isStaff(user.role as Role);

let cached: { at: number; user: Promise<SessionUser | null> } | undefined;

const statusOf = (e: unknown): number | undefined =>
  typeof e === 'object' && e !== null && 'status' in e ? (e as { status?: number }).status : undefined;

/** The session user, or null for a guest; cached briefly (checkAuth runs on every navigation). */
const currentUser = (): Promise<SessionUser | null> => {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.user;
  const user = httpClient('/api/user')
    .then(({ json }) => json as SessionUser)
    .catch((e: unknown) => {
      if (statusOf(e) === 401 || statusOf(e) === 419) return null;
      throw e;
    });
  cached = { at: Date.now(), user };
  user.catch(() => (cached = undefined));
  return user;
};

const forget = () => {
  cached = undefined;
};

/** The public site's account page: where a signed-in visitor without a staff role belongs. */
export const PUBLIC_DASHBOARD = '/dashboard/';

/**
 * Set once a non-staff visitor is being sent to the public dashboard. react-admin answers a failed
 * checkAuth by calling logout(); that logout must not end the visitor's session on the whole site.
 */
let leavingConsole = false;

/** A full page navigation: /dashboard/ belongs to the public site, not to this SPA's router. */
const leaveConsole = () => {
  leavingConsole = true;
  forget();
  window.location.replace(PUBLIC_DASHBOARD);
};

const serverLogout = () =>
  httpClient('/api/logout', { method: 'POST' }).then(
    () => undefined,
    () => undefined, // logout errors are ignored (docs/product.md § 4)
  );

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    forget();
    await fetchCsrfCookie();
    let user: SessionUser;
    try {
      ({ json: user } = await httpClient('/api/login', {
        method: 'POST',
        body: JSON.stringify({ login: username, password }),
        headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }),
      }));
    } catch (e) {
      const body = typeof e === 'object' && e !== null && 'body' in e ? (e as { body: unknown }).body : undefined;
      throw new Error(firstValidationMessage(body) ?? 'ra.auth.sign_in_error');
    }
    if (!staff(user)) {
      // docs/product.md § 6: a signed-in user without a staff role belongs on the site's dashboard, still signed in.
      leaveConsole();
      return { redirectTo: false };
    }
    cached = { at: Date.now(), user: Promise.resolve(user) };
    return { redirectTo: '/dashboard/' };
  },

  async logout() {
    forget();
    // false: no redirect inside the console either, the browser is already on its way out.
    if (leavingConsole) return false;
    await serverLogout();
  },

  async checkAuth() {
    const user = await currentUser();
    if (!user) throw { message: false }; // a guest: straight to the login page, no scolding
    if (!staff(user)) {
      leaveConsole();
      throw { message: false };
    }
  },

  async checkError(error: unknown) {
    const status = statusOf(error);
    if (status === 401 || status === 419) {
      forget();
      throw { message: 'ra.auth.auth_check_error' };
    }
    // A 403 means either a session that lost its staff role (keep the session, leave the console) or a staff
    // member asking for more than their role allows (an auditor's approve): stay, the page reports it.
    if (status === 403) {
      forget();
      const user = await currentUser().catch(() => null);
      if (staff(user)) return;
      leaveConsole();
      throw { message: false, logoutUser: false };
    }
  },

  async getIdentity() {
    const user = await currentUser();
    if (!user) throw new Error('ra.auth.auth_check_error');
    return { id: user.id, fullName: user.login };
  },

  /** The role number (permissions.ts reads it: useRole, canModerate, …); undefined for a guest. */
  async getPermissions() {
    const user = await currentUser();
    return staff(user) ? (user.role as Role) : undefined;
  },
};
