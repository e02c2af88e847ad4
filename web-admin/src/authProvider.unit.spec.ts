import type { HttpClient } from './api/client';

const calls: string[] = [];
let userAnswer: () => Promise<unknown>;
let loginAnswer: () => Promise<unknown>;

jest.mock('./api/client', () => ({
  fetchCsrfCookie: async () => undefined,
  httpClient: (async (url: string) => {
    calls.push(url);
    if (url === '/api/user') return { status: 200, headers: new Headers(), body: '', json: await userAnswer() };
    if (url === '/api/login') return { status: 200, headers: new Headers(), body: '', json: await loginAnswer() };
    return { status: 204, headers: new Headers(), body: '', json: null };
  }) as HttpClient,
}));

// permissions.ts (the role rules authProvider shares with the pages) also exports a hook; react-admin itself is ESM-only under jest.
jest.mock('react-admin', () => ({ usePermissions: () => ({}) }));

const replace = jest.fn();

async function freshProvider() {
  // The module keeps a short user cache and a "leaving" flag: each case gets its own copy.
  jest.resetModules();
  return (await import('./authProvider')).authProvider;
}

beforeEach(() => {
  calls.length = 0;
  replace.mockReset();
  (globalThis as unknown as { window: unknown }).window = { location: { replace } };
});

describe('the console guard', () => {
  it('sends a signed-in non-administrator to the public dashboard without ending the session', async () => {
    userAnswer = async () => ({ id: 'u1', login: 'someone', role: 0 });
    const auth = await freshProvider();
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
    expect(replace).toHaveBeenCalledWith('/dashboard/');
    // react-admin calls logout() after a failed checkAuth: no API logout, no redirect inside the console.
    await expect(auth.logout({})).resolves.toBe(false);
    expect(calls).not.toContain('/api/logout');
  });

  it('leaves the console on a 403 once the session has no staff role, keeping the session', async () => {
    userAnswer = async () => ({ id: 'u1', login: 'demoted', role: 0 });
    const auth = await freshProvider();
    await expect(auth.checkError({ status: 403 })).rejects.toMatchObject({ logoutUser: false });
    expect(replace).toHaveBeenCalledWith('/dashboard/');
    await auth.logout({});
    expect(calls).not.toContain('/api/logout');
  });

  it('keeps a staff member in the console on a 403 (an auditor asking to approve), re-reading the role', async () => {
    userAnswer = async () => ({ id: 'x1', login: 'auditor', role: 3 });
    const auth = await freshProvider();
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    calls.length = 0;
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(calls).toEqual(['/api/user']);
    expect(replace).not.toHaveBeenCalled();
  });

  it.each([
    [1, 'administrator'],
    [2, 'moderator'],
    [3, 'auditor'],
  ])('lets role %i (%s) in, and getPermissions answers the role', async (role, login) => {
    userAnswer = async () => ({ id: `s${role}`, login, role });
    const auth = await freshProvider();
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.getPermissions!({})).resolves.toBe(role);
    expect(replace).not.toHaveBeenCalled();
  });

  it.each([0, 4, -1])('refuses role %i: sent to the public dashboard, no permissions', async (role) => {
    userAnswer = async () => ({ id: 'u', login: 'someone', role });
    const auth = await freshProvider();
    await expect(auth.getPermissions!({})).resolves.toBeUndefined();
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
    expect(replace).toHaveBeenCalledWith('/dashboard/');
  });

  it('sends a signed-in user who logs in at the console to the public dashboard; staff to /dashboard/', async () => {
    const loginAs = async (role: number) => {
      loginAnswer = async () => ({ id: 'l', login: 'l', role });
      return (await freshProvider()).login({ username: 'l', password: 'p' });
    };
    await expect(loginAs(0)).resolves.toEqual({ redirectTo: false });
    expect(replace).toHaveBeenCalledWith('/dashboard/');
    replace.mockReset();
    await expect(loginAs(2)).resolves.toEqual({ redirectTo: '/dashboard/' });
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends a guest to the login page and lets an administrator in', async () => {
    userAnswer = async () => Promise.reject(Object.assign(new Error('unauthenticated'), { status: 401 }));
    await expect((await freshProvider()).checkAuth({})).rejects.toEqual({ message: false });
    expect(replace).not.toHaveBeenCalled();

    userAnswer = async () => ({ id: 'a1', login: 'admin', role: 1 });
    await expect((await freshProvider()).checkAuth({})).resolves.toBeUndefined();
    expect(replace).not.toHaveBeenCalled();
  });

  it('still ends the session when an administrator logs out', async () => {
    const auth = await freshProvider();
    await auth.logout({});
    expect(calls).toContain('/api/logout');
  });
});
