import type { HttpClient } from './api/client';

const calls: string[] = [];
let userAnswer: () => Promise<unknown>;

jest.mock('./api/client', () => ({
  fetchCsrfCookie: async () => undefined,
  httpClient: (async (url: string) => {
    calls.push(url);
    if (url === '/api/user') return { status: 200, headers: new Headers(), body: '', json: await userAnswer() };
    return { status: 204, headers: new Headers(), body: '', json: null };
  }) as HttpClient,
}));

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

  it('leaves the console on a 403 from the API, keeping the session', async () => {
    const auth = await freshProvider();
    await expect(auth.checkError({ status: 403 })).rejects.toMatchObject({ logoutUser: false });
    expect(replace).toHaveBeenCalledWith('/dashboard/');
    await auth.logout({});
    expect(calls).not.toContain('/api/logout');
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
