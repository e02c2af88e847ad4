import { fakeAdFields, seededRandom } from '@anonse/projections';
import { startTestApp, type TestApp, type TestClient } from '#api/testing/test-app';

let t: TestApp;
let user: TestClient;
let admin: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  user = await t.user({ login: 'edge_user', email: 'edge@example.com', password: 'Edge-password-long-1!' });
  await user.csrf();
  admin = await t.admin();
}, 60_000);
afterAll(async () => {
  await t?.close();
}, 30_000);

const ad = () => {
  const fields = { ...fakeAdFields(seededRandom(5)), province: 'mazowieckie', city: 'warszawa', category: 'kobieta' };
  delete (fields as { district?: string }).district;
  return fields;
};

describe('input that used to answer 201 or 500', () => {
  it('a title with NUL or a lone surrogate is a 400 with a field error, and nothing is appended', async () => {
    const head = await t.infra.eventStore.headPosition();
    for (const title of ['Tytuł \u0000 ogłoszenia', 'Tytuł \ud800 ogłoszenia']) {
      const res = await user.post('/api/anonse', { ...ad(), title });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.title).toEqual(['Tekst zawiera nieprawidłowe znaki (np. NUL)']);
    }
    expect(await t.infra.eventStore.headPosition()).toBe(head);
  });

  it('NUL, controls or broken percent-encoding in a path are a localized 400 that does not quote the path', async () => {
    for (const url of [
      '/api/anonse/%00',
      '/%09/',
      '/api/admin/ads/%00/approve',
      '/api/anonse/%E0%A4%A',
      '/api/anonse/%zz',
      '/anonse/%ED%A0%80/',
    ]) {
      const res = await admin.get(url, { 'accept-language': 'en' });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'The address contains characters that are not allowed.',
      });
    }
  });

  it('a protocol-relative path (//host, /%5Chost, encoded or not) is a 400, never a redirect to another site', async () => {
    // (A raw backslash cannot be sent through inject, which parses the URL as a browser would: see path-guard.unit.spec.)
    for (const url of ['//evil.example', '//evil.example/x', '/%2Fevil.example', '/%5Cevil.example']) {
      const res = await admin.get(url);
      expect({ url, status: res.statusCode, location: res.headers.location }).toEqual({ url, status: 400, location: undefined });
    }
  });

  it('an id that is not a UUID is a 404 and never reaches a query', async () => {
    expect((await t.client().get('/api/anonse/constructor')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/ads/__proto__')).statusCode).toBe(404);
    expect((await admin.post('/api/admin/ads/not-an-id/approve')).statusCode).toBe(404);
  });

  it('NUL in a search filter is a 400 with a field error, not a 500', async () => {
    const res = await t.client().get('/api/anonse/search?title=%00');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['title']);
  });

  it('admin sort and filter fields come from an allow-list: prototype keys are a 400 with a field error', async () => {
    for (const field of ['constructor', '__proto__', 'toString', 'owner_id']) {
      const res = await admin.get(`/api/admin/ads?sort=${encodeURIComponent(JSON.stringify([field, 'ASC']))}`, { 'accept-language': 'en' });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['sort.0']);
    }
    const filter = await admin.get(`/api/admin/ads?filter=${encodeURIComponent('{"__proto__":{"x":1},"title":"x"}')}`);
    expect(filter.statusCode).toBe(400);
    const range = await admin.get(`/api/admin/ads?range=${encodeURIComponent('[0,1e300]')}`);
    expect(range.statusCode).toBe(400);
    expect((await admin.get(`/api/admin/ads?sort=${encodeURIComponent('["title","ASC"]')}`)).statusCode).toBe(200);
  });
});
