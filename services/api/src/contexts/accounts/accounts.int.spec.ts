import { accountStreamId } from '@anonse/contracts';
import { useTestApp } from '#api/testing/test-app';

const t = useTestApp();
jest.setTimeout(60_000);

const registration = (login: string, email = `${login.toLowerCase()}@example.com`) => ({
  login,
  email,
  password: 'secret-pass-1',
  password_confirmation: 'secret-pass-1',
  terms: true,
});

describe('accounts', () => {
  it('sets a readable, Lax XSRF-TOKEN cookie', async () => {
    const res = await t.client().request('POST', '/sanctum/csrf-cookie', { csrf: false });
    expect(res.statusCode).toBe(204);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('registers, logs in with an HttpOnly session cookie, answers /api/user, logs out', async () => {
    const c = t.client();
    const reg = await c.post('/api/register', registration('Basia'), { 'x-correlation-id': 'reg-corr-1' });
    expect(reg.statusCode).toBe(201);
    expect(String(reg.headers['set-cookie'])).toMatch(/anonse_session=[^;]+;.*HttpOnly/i);
    const user = reg.json();
    expect((await c.get('/api/user')).json()).toEqual(user);

    // The correlation id travels into the event metadata (the audit trail).
    const [event] = await t.infra.eventStore.readStream(accountStreamId(user.id));
    expect(event!.metadata).toMatchObject({ correlationId: 'reg-corr-1', actor: { id: null, role: null }, schemaVersion: 1 });
    expect(JSON.stringify(event!.data)).not.toContain('secret-pass-1');

    expect((await c.post('/api/logout')).statusCode).toBe(204);
    expect((await c.get('/api/user')).statusCode).toBe(401);

    const again = t.client();
    expect((await again.post('/api/login', { login: 'BASIA', password: 'secret-pass-1' })).statusCode).toBe(200);
    expect((await again.get('/api/user')).json()).toEqual(user);
  });

  it('a failed login answers 422 with errors.login, in the request language', async () => {
    const c = t.client();
    const pl = await c.post('/api/login', { login: 'nobody', password: 'whatever-1' });
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors).toEqual({ login: ['Nieprawidłowy login lub hasło'] });
    const en = await c.post('/api/login', { login: 'nobody', password: 'whatever-1' }, { 'accept-language': 'en-US' });
    expect(en.json().errors).toEqual({ login: ['Wrong login or password'] });
    const empty = await c.post('/api/login', {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)).toEqual(['login', 'password']);
  });

  it('validates registration with translated messages', async () => {
    const res = await t
      .client()
      .post('/api/register', { login: 'a b', email: 'nope', password: 'short', password_confirmation: 'other', terms: false });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors.login).toContain('Dozwolone są litery, cyfry, kropka, myślnik i podkreślenie');
    expect(errors.terms).toEqual(['Zaakceptuj regulamin']);
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('of 10 concurrent registrations of one login exactly one succeeds; the others get errors.login', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.client().post('/api/register', registration(i % 2 ? 'Celina' : 'CELINA', `celina${i}@example.com`)),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(9);
    for (const a of answers.filter((x) => x.statusCode === 422)) expect(a.json().errors.login).toEqual(['Ten login jest już zajęty']);
  });

  it('rate-limits login attempts per IP and login', async () => {
    const c = t.client();
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await c.post('/api/login', { login: 'target', password: 'guess-1234' })).statusCode);
    expect(codes.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
  });
});

describe('operations', () => {
  it('serves /healthz, /readyz and the OpenAPI document', async () => {
    const c = t.client();
    expect((await c.get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await c.get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
    const doc = (await c.get('/api/docs/openapi.json')).json();
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.paths['/api/anonse'].post.requestBody.content['application/json'].schema.properties.title).toBeTruthy();
    expect(doc.paths['/api/anonse/search'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['province', 'tag1', 'hour_price_from', 'night_price_to', 'working_hours_from']),
    );
    const html = await c.get('/api/docs');
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain('/api/admin/ads/{id}/approve');
  });

  it('answers 503 naming npm run build when a web build is missing', async () => {
    const c = t.client();
    const page = await c.get('/anonse/');
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
    const admin = await c.get('/admin/anonse');
    expect(admin.statusCode).toBe(503);
  });
});
