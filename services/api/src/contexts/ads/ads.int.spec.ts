import { fakeAdFields, seededRandom } from '@anonse/projections';
import { useTestApp, type TestClient } from '#api/testing/test-app';

const t = useTestApp();
jest.setTimeout(60_000);

let n = 0;
/** A registered, logged-in user whose address is confirmed (so their ads go to moderation). */
function newUser(): Promise<TestClient> {
  return t.user({ login: `user${++n}x${Math.floor(Math.random() * 1e6)}`, password: 'secret-pass-1' });
}

describe('ad lifecycle', () => {
  it('register → confirm the e-mail → login → create (pending, invisible) → approve → visible in detail, lists and search', async () => {
    const owner = t.client();
    const reg = await owner.post('/api/register', {
      login: 'Ala_Owner',
      email: 'ala@example.com',
      password: 'secret-pass-1',
      password_confirmation: 'secret-pass-1',
      terms: true,
    });
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toMatchObject({ login: 'Ala_Owner', role: 0 });
    await t.confirmEmail({ email: 'ala@example.com' });

    const fresh = t.client();
    const login = await fresh.post('/api/login', { login: 'ala_owner', password: 'secret-pass-1' });
    expect(login.statusCode).toBe(200);
    expect((await fresh.get('/api/user')).json()).toMatchObject({ login: 'Ala_Owner' });

    const fields = { ...fakeAdFields(seededRandom(7)), province: 'mazowieckie', city: 'warszawa', category: 'kobieta' as const };
    delete (fields as { district?: string }).district;
    const created = await fresh.post('/api/anonse', fields);
    expect(created.statusCode).toBe(201);
    const { id, revision, position } = created.json();
    expect(revision).toBe(0);
    expect(position).toBeGreaterThanOrEqual(0);

    const anonymous = t.client();
    expect((await anonymous.get(`/api/anonse/${id}`)).statusCode).toBe(404);
    expect((await fresh.get(`/api/anonse/${id}`)).json()).toMatchObject({ id, status: 'pending' });
    const before = (await anonymous.get('/api/anonse/search?province=mazowieckie&city=warszawa&tag1=kobieta')).json();
    expect(before.hits.map((h: { id: string }) => h.id)).not.toContain(id);
    expect((await fresh.get('/api/user/ads')).json().map((a: { id: string }) => a.id)).toEqual([id]);

    const admin = await t.admin();
    const pending = await admin.get(
      `/api/admin/ads?filter=${encodeURIComponent('{"status":"pending"}')}&range=[0,9]&sort=["createdAt","DESC"]`,
    );
    expect(pending.statusCode).toBe(200);
    expect(pending.headers['content-range']).toBe('ads 0-0/1');
    expect(pending.json()[0].id).toBe(id);
    const one = await admin.get(`/api/admin/ads/${id}`);
    expect(one.headers.etag).toBe('"0"');

    const approved = await admin.post(`/api/admin/ads/${id}/approve`, undefined, { 'if-match': '"0"' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id, revision: 1 });

    const detail = await anonymous.get(`/api/anonse/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.headers.etag).toBe('"1"');
    expect(detail.json()).toMatchObject({ id, status: 'approved' });
    // The owner's account id would let anyone link every ad of one person.
    expect(detail.json()).not.toHaveProperty('ownerId');
    const after = (await anonymous.get('/api/anonse/search?province=mazowieckie&city=warszawa&tag1=kobieta')).json();
    expect(after.total).toBe(1);
    expect(after.hits[0].id).toBe(id);
    expect(after.facets.category).toMatchObject({ kobieta: 1 });
    expect(after.facets.city).toMatchObject({ warszawa: 1 });

    // A stale If-Match (revision 0 after the approval) is a conflict, never a silent overwrite.
    const stale = await admin.post(`/api/admin/ads/${id}/reject`, { reason: 'Zmiana decyzji' }, { 'if-match': '"0"' });
    expect(stale.statusCode).toBe(409);
  });

  it('a rejected ad never appears publicly', async () => {
    const owner = await newUser();
    const fields = fakeAdFields(seededRandom(11));
    const { id } = (await owner.post('/api/anonse', fields)).json();
    const admin = await t.admin();
    const rejected = await admin.post(`/api/admin/ads/${id}/reject`, { reason: 'Niezgodne z regulaminem' });
    expect(rejected.statusCode).toBe(200);
    const anonymous = t.client();
    expect((await anonymous.get(`/api/anonse/${id}`)).statusCode).toBe(404);
    const search = (await anonymous.get(`/api/anonse/search?city=${fields.city}`)).json();
    expect(search.hits.map((h: { id: string }) => h.id)).not.toContain(id);
    expect((await owner.get(`/api/anonse/${id}`)).json()).toMatchObject({ status: 'rejected', rejectionReason: 'Niezgodne z regulaminem' });
    // Deciding twice is a conflict.
    expect((await admin.post(`/api/admin/ads/${id}/approve`)).statusCode).toBe(409);
  });

  it('a retried POST with the same Idempotency-Key appends nothing and answers the first result', async () => {
    const owner = await newUser();
    const fields = fakeAdFields(seededRandom(21));
    const head = await t.infra.eventStore.headPosition();
    const first = await owner.post('/api/anonse', fields, { 'idempotency-key': 'retry-me-1' });
    const second = await owner.post('/api/anonse', fields, { 'idempotency-key': 'retry-me-1' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await t.infra.eventStore.headPosition()).toBe(first.json().position);
    expect(first.json().position).toBeGreaterThan(head);
    expect((await owner.get('/api/user/ads')).json()).toHaveLength(1);
  });
});

describe('error answers', () => {
  it('malformed JSON → 400, wrong content type → 415, body over 1 MB → 413', async () => {
    const c = await newUser();
    const bad = await c.request('POST', '/api/anonse', { payload: '{"title": ', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(bad.body).not.toMatch(/at .*\.js/);
    const text = await c.request('POST', '/api/anonse', { payload: 'title=x', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    const big = await c.request('POST', '/api/anonse', {
      payload: JSON.stringify({ description: 'x'.repeat(1.1 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.statusCode).toBe(413);
  });

  it('zod errors → 400 with per-field messages in Polish or English', async () => {
    const c = await newUser();
    const pl = await c.post('/api/anonse', { title: 'x', province: 'atlantyda', age: 12 }, { 'accept-language': 'pl-PL,pl;q=0.9' });
    expect(pl.statusCode).toBe(400);
    const plBody = pl.json();
    expect(plBody.errors.province).toEqual(['Nieznane województwo']);
    expect(plBody.errors.title[0]).toMatch(/za krótk|znak/i);
    const en = await c.post('/api/anonse', { title: 'x', province: 'atlantyda', age: 12 }, { 'accept-language': 'en-GB,en;q=0.8' });
    expect(en.json().errors.province).toEqual(['Unknown province']);
    expect(en.json().errors.title[0]).toMatch(/too small|at least/i);
    const search = await c.get('/api/anonse/search?age_from=5&province=nowhere', { 'accept-language': 'en' });
    expect(search.statusCode).toBe(400);
    expect(Object.keys(search.json().errors)).toEqual(expect.arrayContaining(['age_from', 'province']));
  });

  it('no session → 401, non-admin → 403, unknown ad → 404, unknown API route → 404 JSON', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/user')).statusCode).toBe(401);
    expect((await anonymous.post('/api/anonse', {})).statusCode).toBe(401);
    expect((await anonymous.get('/api/admin/ads')).statusCode).toBe(401);
    const user = await newUser();
    const forbidden = await user.get('/api/admin/ads');
    expect(forbidden.statusCode).toBe(403);
    expect((await user.post('/api/admin/ads/x/approve')).statusCode).toBe(403);
    const missing = await anonymous.get('/api/anonse/does-not-exist');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const admin = await t.admin();
    expect((await admin.post('/api/admin/ads/does-not-exist/approve')).statusCode).toBe(404);
    const unknown = await anonymous.get('/api/nothing/here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/application\/json/);
  });

  it('an unsafe call without the CSRF double-submit is refused', async () => {
    const c = t.client();
    const none = await c.request('POST', '/api/login', { json: { login: 'a', password: 'b' }, csrf: false });
    expect(none.statusCode).toBe(419);
    await c.csrf();
    const wrong = await c.request('POST', '/api/login', {
      json: { login: 'a', password: 'b' },
      csrf: false,
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(wrong.statusCode).toBe(419);
  });

  it('echoes request and correlation ids', async () => {
    const res = await t.client().get('/healthz', { 'x-correlation-id': 'corr-123' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-correlation-id']).toBe('corr-123');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
