import { useTestApp, type TestClient } from '#api/testing/test-app';
import { SESSION_IDLE_MS } from './sessions/session.service';

const t = useTestApp();
jest.setTimeout(60_000);

let n = 0;
async function registered(password = 'Long-enough-secret-1'): Promise<{ c: TestClient; login: string; password: string }> {
  const c = t.client();
  const login = `sess${++n}x${Math.floor(Math.random() * 1e6)}`;
  const res = await c.post('/api/register', {
    login,
    email: `${login}@example.com`,
    password,
    password_confirmation: password,
    terms: true,
  });
  expect(res.statusCode).toBe(201);
  return { c, login, password };
}

async function loggedIn(login: string, password: string): Promise<TestClient> {
  const c = t.client();
  expect((await c.post('/api/login', { login, password })).statusCode).toBe(200);
  return c;
}

/** An unsafe call with an explicit XSRF cookie and header (a browser whose cookie jar was tampered with). */
const logoutWith = (c: TestClient, xsrf: string) => {
  c.cookies.set('XSRF-TOKEN', xsrf);
  return c.post('/api/logout');
};

describe('CSRF tokens are bound to the session', () => {
  it('refuses (419) an XSRF token issued to another session, even when cookie and header agree', async () => {
    const alice = await registered();
    const bob = await registered();
    const bobsToken = bob.c.cookies.get('XSRF-TOKEN')!;
    expect((await logoutWith(alice.c, bobsToken)).statusCode).toBe(419);
    expect((await alice.c.get('/api/user')).statusCode).toBe(200);
  });

  it('cannot be skipped by percent-encoding the path (/%61pi/… is routed as /api/…)', async () => {
    const { c } = await registered();
    for (const path of ['/%61pi/logout-all', '/%61%70%69/logout-all', '/api/%6cogout-all'])
      expect((await c.request('POST', path, { csrf: false })).statusCode).toBe(419);
    expect((await c.get('/api/user')).statusCode).toBe(200);
  });

  it('refuses a token the server did not issue', async () => {
    const { c } = await registered();
    expect((await logoutWith(c, 'made-up.token')).statusCode).toBe(419);
  });

  it('login rotates the XSRF token: the one from before login is refused afterwards', async () => {
    const { login, password } = await registered();
    const c = t.client();
    await c.csrf();
    const before = c.cookies.get('XSRF-TOKEN')!;
    expect((await c.post('/api/login', { login, password })).statusCode).toBe(200);
    const after = c.cookies.get('XSRF-TOKEN')!;
    expect(after).not.toBe(before);
    expect((await logoutWith(c, before)).statusCode).toBe(419);
    expect((await logoutWith(c, after)).statusCode).toBe(204);
  });

  it('login rotates the session token', async () => {
    const { login, password } = await registered();
    const c = await loggedIn(login, password);
    const first = c.cookies.get('anonse_session')!;
    expect((await c.post('/api/login', { login, password })).statusCode).toBe(200);
    expect(c.cookies.get('anonse_session')).not.toBe(first);
    const stale = t.client();
    stale.cookies.set('anonse_session', first);
    expect((await stale.get('/api/user')).statusCode).toBe(401);
  });

  it('/sanctum/csrf-cookie hands out a token for the session the browser holds', async () => {
    const { c } = await registered();
    await c.csrf();
    expect((await c.post('/api/logout')).statusCode).toBe(204);
  });
});

describe('ending sessions', () => {
  it('logout ends only this session; logout-all ends every session of the account', async () => {
    const { c: first, login, password } = await registered();
    const second = await loggedIn(login, password);
    const third = await loggedIn(login, password);
    expect((await second.post('/api/logout')).statusCode).toBe(204);
    expect((await second.get('/api/user')).statusCode).toBe(401);
    expect((await first.get('/api/user')).statusCode).toBe(200);

    expect((await third.post('/api/logout-all')).statusCode).toBe(204);
    expect((await first.get('/api/user')).statusCode).toBe(401);
    expect((await third.get('/api/user')).statusCode).toBe(401);
    // After logging out the browser can go on (its XSRF token now belongs to "no session").
    expect((await third.post('/api/login', { login, password })).statusCode).toBe(200);
  });

  it('logout-all needs a session', async () => {
    expect((await t.client().post('/api/logout-all')).statusCode).toBe(401);
  });

  it('a password change ends the other sessions, rotates this one, and the new password works', async () => {
    const { c, login, password } = await registered();
    const other = await loggedIn(login, password);
    const oldSession = c.cookies.get('anonse_session');
    const oldXsrf = c.cookies.get('XSRF-TOKEN')!;
    const newPassword = 'Another-long-secret-2';
    const res = await c.post('/api/user/password', {
      current_password: password,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(res.statusCode).toBe(204);
    expect(c.cookies.get('anonse_session')).not.toBe(oldSession);
    expect(c.cookies.get('XSRF-TOKEN')).not.toBe(oldXsrf);
    expect((await c.get('/api/user')).statusCode).toBe(200);
    expect((await other.get('/api/user')).statusCode).toBe(401);
    expect((await t.client().post('/api/login', { login, password })).statusCode).toBe(422);
    expect((await t.client().post('/api/login', { login, password: newPassword })).statusCode).toBe(200);
  });

  it('a password change needs the current password and a strong new one', async () => {
    const { c, password } = await registered();
    const wrong = await c.post('/api/user/password', {
      current_password: 'not-the-password',
      password: 'Another-long-secret-3',
      password_confirmation: 'Another-long-secret-3',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['Obecne hasło jest nieprawidłowe']);
    const weak = await c.post('/api/user/password', {
      current_password: password,
      password: 'password12',
      password_confirmation: 'password12',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password[0]).toMatch(/Hasło jest zbyt łatwe do odgadnięcia/);
    const mismatch = await c.post('/api/user/password', {
      current_password: password,
      password: 'Another-long-secret-3',
      password_confirmation: 'x',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(Object.keys(mismatch.json().errors)).toEqual(['password_confirmation']);
    expect((await t.client().post('/api/user/password', {})).statusCode).toBe(401);
  });

  it('the password hash of a change is not stored in plain text in the log', async () => {
    const { c, password } = await registered();
    expect(
      (
        await c.post('/api/user/password', {
          current_password: password,
          password: 'Third-long-secret-4',
          password_confirmation: 'Third-long-secret-4',
        })
      ).statusCode,
    ).toBe(204);
    const raw = await t.db.client.query<{ data: unknown }>("SELECT data FROM events WHERE type = 'PasswordChanged'");
    expect(raw.rows.length).toBeGreaterThan(0);
    // Needs `PasswordChanged` in contracts' PERSONAL_DATA_POLICY (sealed under the person, like AccountRegistered).
    expect(JSON.stringify(raw.rows)).not.toMatch(/\$argon2id\$/);
  });
});

describe('session time comes from the clock port', () => {
  const HOUR = 3600_000;
  const near = (iso: string, expected: Date) => expect(Math.abs(Date.parse(iso) - expected.getTime())).toBeLessThan(60_000);
  type Listed = { lastUsedAt: string; createdAt: string; current: boolean };

  it('records creation and last use at the clock’s time, and ends an idle session when the clock passes its end', async () => {
    const { c: used, login, password } = await registered();
    const idle = await loggedIn(login, password);
    const start = t.clock.now();
    let list: Listed[] = (await used.get('/api/user/sessions')).json();
    expect(list).toHaveLength(2);
    for (const s of list) {
      near(s.createdAt, start);
      near(s.lastUsedAt, start);
    }

    // A use more than an hour later moves the last use (and the end) to the clock's now.
    t.clock.advance(2 * HOUR);
    expect((await used.get('/api/user')).statusCode).toBe(200);
    list = (await used.get('/api/user/sessions')).json();
    near(list.find((s) => s.current)!.lastUsedAt, t.clock.now());
    near(list.find((s) => !s.current)!.lastUsedAt, start);

    // Past the idle session's end (14 days after its creation), before the used one's.
    t.clock.advance(SESSION_IDLE_MS - HOUR);
    list = (await used.get('/api/user/sessions')).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ current: true });
    expect((await idle.get('/api/user')).statusCode).toBe(401);
    expect((await used.get('/api/user')).statusCode).toBe(200);

    // Nobody uses it for 14 days: it ends too.
    t.clock.advance(SESSION_IDLE_MS);
    expect((await used.get('/api/user')).statusCode).toBe(401);
  });
});
