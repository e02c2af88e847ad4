import { useTestApp } from '#api/testing/test-app';

const t = useTestApp();
jest.setTimeout(60_000);

const registration = (login: string, password: string, email = `${login.toLowerCase()}@example.com`) => ({
  login,
  email,
  password,
  password_confirmation: password,
  terms: true,
});

describe('registration refuses weak passwords', () => {
  it.each(['password', '12345678', '        ', 'password12', '1234567890', '          ', 'qwertyuiop'])(
    '%j → 400 with errors.password',
    async (password) => {
      const res = await t.client().post('/api/register', registration(`weak${Math.floor(Math.random() * 1e6)}`, password));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.password?.[0]).toEqual(expect.any(String));
    },
  );

  it('says why, in the request language (zxcvbn feedback translated)', async () => {
    const pl = await t.client().post('/api/register', registration('Ireneusz', 'password123'));
    expect(pl.json().errors.password).toEqual([expect.stringMatching(/^Hasło jest zbyt łatwe do odgadnięcia\. .+/)]);
    const en = await t.client().post('/api/register', registration('Ireneusz', 'password123'), { 'accept-language': 'en-GB' });
    expect(en.json().errors.password).toEqual([expect.stringMatching(/^The password is too easy to guess\. .+/)]);
    const short = await t.client().post('/api/register', registration('Ireneusz', 'x7#Kq!2z'), { 'accept-language': 'en' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password.join(' ')).toMatch(/10/);
  });

  it('counts the login and e-mail as known to an attacker', async () => {
    // Strong for a stranger (zxcvbn score 4), worthless for this account.
    const res = await t.client().post('/api/register', registration('GwidonPstragowski', 'gwidonpstragowski'));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['password']);
    expect((await t.client().post('/api/register', registration('Gwidon2', 'gwidonpstragowski'))).statusCode).toBe(201);
  });

  it('accepts a strong password', async () => {
    expect((await t.client().post('/api/register', registration('Leokadia', 'wiosna-Rower-42-kot'))).statusCode).toBe(201);
  });
});

describe('registration does not reveal whether an e-mail is registered', () => {
  it('a taken e-mail answers exactly like a free one', async () => {
    const email = 'shared.person@example.com';
    expect((await t.client().post('/api/register', registration('Marianna', 'Marianna-long-secret-1', email))).statusCode).toBe(201);
    const taken = await t.client().post('/api/register', registration('Natalia', 'Natalia-long-secret-2', email));
    const free = await t.client().post('/api/register', registration('Olga', 'Olga-long-secret-3', 'olga.free@example.com'));
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.statusCode).toBe(201);
    const shape = (r: typeof taken) => ({
      keys: Object.keys(r.json()).sort(),
      role: r.json().role,
      cookies: String(r.headers['set-cookie']).match(/^[^=]+|, [^=]+/g),
    });
    expect(shape(taken)).toEqual(shape(free));
  });
});
