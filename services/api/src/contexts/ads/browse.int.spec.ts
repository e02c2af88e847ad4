import type { AdFields, AdListPage, SimilarAds } from '@anonse/contracts';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { useTestApp, type TestClient, type TestUser } from '#api/testing/test-app';

const t = useTestApp();
jest.setTimeout(60_000);

const rng = seededRandom(4242);
let admin: TestClient;
let owner: TestUser;

beforeAll(async () => {
  admin = await t.admin();
  owner = await t.user();
});

async function approvedAd(over: Partial<AdFields>): Promise<string> {
  const fields: AdFields = { ...fakeAdFields(rng), ...over };
  if (!over.district) delete fields.district;
  const created = await owner.post('/api/anonse', fields);
  expect(created.statusCode).toBe(201);
  const { id } = created.json<{ id: string }>();
  expect((await admin.post(`/api/admin/ads/${id}/approve`)).statusCode).toBe(200);
  return id;
}

const get = async <T>(path: string, headers: Record<string, string> = {}) => {
  const res = await t.client().get(path, headers);
  return { res, body: res.statusCode === 200 ? res.json<T>() : null };
};

describe('GET /api/anonse/list and /api/anonse/getSimilarAdsMain', () => {
  let near: string;
  let far: string;
  let other: string;
  let me: string;

  beforeAll(async () => {
    const place = { province: 'lodzkie', city: 'lodz', category: 'kobieta' as const };
    me = await approvedAd({ ...place, age: 30, prices: { hour: 300 } });
    near = await approvedAd({ ...place, age: 31, prices: { hour: 320 } });
    far = await approvedAd({ ...place, age: 50, prices: { hour: 1500 } });
    other = await approvedAd({ ...place, category: 'para', age: 30, prices: { hour: 300 } });
  });

  it('answers a list page with its counts, premium block and a cursor, public until the premium order turns', async () => {
    const { res, body } = await get<AdListPage>('/api/anonse/list?city=lodz&tag1=kobieta&per_page=2&sort=newest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect([body!.total, body!.pageCount, body!.hits.map((h) => h.id)]).toEqual([3, 2, [far, near]]);
    expect(body!.facets.category).toEqual({ kobieta: 3, para: 1 });
    expect(Date.parse(body!.rotatesAt)).toBeGreaterThan(t.clock.now().getTime());
    const next = await get<AdListPage>(`/api/anonse/list?city=lodz&tag1=kobieta&per_page=2&sort=newest&page=2&cursor=${body!.nextCursor}`);
    expect([next.body!.hits.map((h) => h.id), next.body!.nextCursor]).toEqual([[me], null]);
    const province = await get<AdListPage>('/api/anonse/list?province=lodzkie');
    expect(province.body!.facets.city).toEqual({ lodz: 4 });
  });

  it('refuses a bad filter or cursor with field errors in the asked language', async () => {
    const pl = await get('/api/anonse/list?age_from=abc&cursor=../x', { 'accept-language': 'pl' });
    expect(pl.res.statusCode).toBe(400);
    const body = pl.res.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(body.errors).sort()).toEqual(['age_from', 'cursor']);
    expect(body.errors.cursor![0]).toMatch(/znacznik strony/);
    const en = await get('/api/anonse/list?cursor=../x', { 'accept-language': 'en' });
    expect(en.res.json<{ errors: Record<string, string[]> }>().errors.cursor![0]).toMatch(/page marker/);
  });

  it('finds ads like one: same place and category, nearest in price and age first, never the ad itself', async () => {
    const { res, body } = await get<SimilarAds>(`/api/anonse/getSimilarAdsMain?id=${me}&limit=5`);
    expect(res.statusCode).toBe(200);
    expect(body!.hits.map((h) => h.id)).toEqual([near, far]);
    expect(body!.hits.map((h) => h.id)).not.toContain(other);
    expect((await get(`/api/anonse/getSimilarAdsMain?id=${crypto.randomUUID()}`)).res.statusCode).toBe(404);
    expect((await get('/api/anonse/getSimilarAdsMain?id=not-an-id')).res.statusCode).toBe(400);
    expect((await get(`/api/anonse/getSimilarAdsMain?id=${me}&limit=999`)).res.statusCode).toBe(400);
  });
});
