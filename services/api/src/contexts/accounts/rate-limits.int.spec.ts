import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp, type TestAppOptions } from '#api/testing/test-app';
import { LOGIN_LIMITS } from './rate-limits';

jest.setTimeout(60_000);

const attempt = (t: TestApp, login: string, ip?: string) => t.client(ip).post('/api/login', { login, password: 'wrong-guess-123' });

/** The limits every backend must enforce the same way. */
function rateLimitSuite(start: () => Promise<TestApp>) {
  let t: TestApp;
  beforeAll(async () => {
    t = await start();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  }, 30_000);

  it('counts " anna ", "Anna" and "ANNA" as one login (normalised as the account lookup does), then answers 429 with Retry-After', async () => {
    const ip = '192.0.2.10';
    const spellings = [' anna ', 'Anna', 'ANNA', 'anna'];
    const codes: number[] = [];
    for (let i = 0; i < LOGIN_LIMITS.ipAndLogin.points; i++)
      codes.push((await attempt(t, spellings[i % spellings.length]!, ip)).statusCode);
    expect(codes.every((c) => c === 422)).toBe(true);
    const refused = await attempt(t, '  ANNA', ip);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= LOGIN_LIMITS.ipAndLogin.durationSeconds).toBe(true);
    expect(refused.json().message).toBe('Za dużo prób. Spróbuj ponownie za chwilę.');
    // Another login from the same IP is still allowed.
    expect((await attempt(t, 'someone-else', ip)).statusCode).toBe(422);
  });

  it('limits one account over many IPs', async () => {
    const codes: number[] = [];
    for (let i = 0; i < LOGIN_LIMITS.account.points; i++) codes.push((await attempt(t, i % 2 ? 'Bartek' : ' bartek')).statusCode);
    expect(codes.every((c) => c === 422)).toBe(true);
    expect((await attempt(t, 'BARTEK')).statusCode).toBe(429);
  });

  it('limits one IP over many logins', async () => {
    const ip = '192.0.2.20';
    const codes: number[] = [];
    for (let i = 0; i < LOGIN_LIMITS.ip.points; i++) codes.push((await attempt(t, `sweep${i}`, ip)).statusCode);
    expect(codes.every((c) => c === 422)).toBe(true);
    expect((await attempt(t, 'sweep-last', ip)).statusCode).toBe(429);
    expect((await attempt(t, 'sweep-last')).statusCode).toBe(422);
  });

  it('counts only failures: many people logging in from one address are not locked out by each other', async () => {
    const ip = '192.0.2.40';
    const login = `nat${randomUUID().slice(0, 8)}`;
    const password = 'Nat-user-password-77';
    const registered = await t
      .client()
      .post('/api/register', { login, email: `${login}@example.com`, password, password_confirmation: password, terms: true });
    expect(registered.statusCode).toBe(201);
    for (let i = 0; i < LOGIN_LIMITS.ip.points + 5; i++)
      expect((await t.client(ip).post('/api/login', { login, password })).statusCode).toBe(200);
    // A success clears the address-and-login counter: a typo after nine failures does not lock the owner out.
    for (let i = 0; i < LOGIN_LIMITS.ipAndLogin.points - 1; i++) expect((await attempt(t, login, ip)).statusCode).toBe(422);
    expect((await t.client(ip).post('/api/login', { login, password })).statusCode).toBe(200);
    expect((await attempt(t, login, ip)).statusCode).toBe(422);
  });

  it('a burst of parallel guesses gets no more tries than the limit', async () => {
    const ip = '192.0.2.50';
    const codes = await Promise.all(Array.from({ length: 30 }, () => attempt(t, 'burst-target', ip).then((r) => r.statusCode)));
    expect(codes.filter((c) => c === 422).length).toBe(LOGIN_LIMITS.ipAndLogin.points);
    expect(codes.filter((c) => c === 429).length).toBe(30 - LOGIN_LIMITS.ipAndLogin.points);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < LOGIN_LIMITS.ipAndLogin.points; i++)
      codes.push((await attempt(t, 'v6-target', `2001:db8:1:2::${(i + 1).toString(16)}`)).statusCode);
    expect(codes.every((c) => c === 422)).toBe(true);
    expect((await attempt(t, 'v6-target', '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await attempt(t, 'v6-target', '2001:db8:1:3::1')).statusCode).toBe(422);
  });

  it('limits registrations per IP', async () => {
    const ip = '192.0.2.30';
    const codes: number[] = [];
    // The default of REGISTRATIONS_PER_IP_PER_HOUR.
    for (let i = 0; i < 10; i++) codes.push((await t.client(ip).post('/api/register', { login: `r${i}` })).statusCode);
    expect(codes.every((c) => c === 400)).toBe(true);
    const refused = await t.client(ip).post('/api/register', { login: 'r-last' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.client().post('/api/register', { login: 'r-last' })).statusCode).toBe(400);
  });
}

describe('rate limits in memory', () => {
  rateLimitSuite(() => startTestApp({}, { redis: false }));
});

describe('rate limits while Redis is unreachable (the memory insurance limiter takes over)', () => {
  rateLimitSuite(() => startTestApp({ REDIS_URL: 'redis://127.0.0.1:1' }));
});

const onRedis = process.env.REDIS_URL ? describe : describe.skip;

onRedis('rate limits on Redis (set REDIS_URL)', () => {
  rateLimitSuite(() => startTestApp({}, { redis: true }));

  it('two API nodes on one Redis share the counters', async () => {
    const options: TestAppOptions = { redis: true, rateLimitKeyPrefix: `anonse-test:${randomUUID()}:rl:` };
    // Nodes of one deployment share SECRET_KEY, so they derive the same counter keys.
    const env = { SECRET_KEY: randomUUID() + randomUUID() };
    const [a, b] = await Promise.all([startTestApp(env, options), startTestApp(env, options)]);
    try {
      const ip = '192.0.2.40';
      const codes: number[] = [];
      for (let i = 0; i < LOGIN_LIMITS.ipAndLogin.points; i++) codes.push((await attempt(i % 2 ? a : b, 'Celina', ip)).statusCode);
      expect(codes.every((c) => c === 422)).toBe(true);
      expect((await attempt(a, 'celina', ip)).statusCode).toBe(429);
      expect((await attempt(b, 'celina', ip)).statusCode).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
