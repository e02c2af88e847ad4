import type { AdSummary } from '@anonse/contracts/browser';
import type { ApiFetch } from '#web/lib/api';
import { getSimilarAds, SIMILAR_LIMIT, SIMILAR_TIMEOUT_MS } from './get-similar.server';

const hit = (id: string): AdSummary => ({
  id,
  title: `Ad ${id}`,
  category: 'kobieta',
  province: 'mazowieckie',
  city: 'warszawa',
  district: null,
  age: 30,
  hourPrice: 300,
  verified: false,
  phoneVerified: false,
  promoted: false,
  approvedAt: null,
  excerpt: '',
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('getSimilarAds (the detail page never breaks or waits for them)', () => {
  it('asks for the ad by id with the limit, and never hands back the ad itself', async () => {
    const asked: string[] = [];
    const api: ApiFetch = async (path) => {
      asked.push(path);
      return json(200, { hits: [hit('b'), hit('a'), hit('c')] });
    };
    expect((await getSimilarAds(api, 'a')).map((h) => h.id)).toEqual(['b', 'c']);
    expect(asked).toEqual([`/api/anonse/getSimilarAdsMain?id=a&limit=${SIMILAR_LIMIT}`]);
  });
  it('gives none when the API answers an error, nonsense or nothing', async () => {
    expect(await getSimilarAds(async () => json(404, { message: 'gone' }), 'a')).toEqual([]);
    expect(await getSimilarAds(async () => json(200, { nope: true }), 'a')).toEqual([]);
    expect(await getSimilarAds(async () => Promise.reject(new Error('ECONNREFUSED')), 'a')).toEqual([]);
  });
  it('gives none once the answer takes longer than the page may wait', async () => {
    const started = Date.now();
    expect(await getSimilarAds(() => new Promise<Response>(() => {}), 'a')).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SIMILAR_TIMEOUT_MS - 20);
  });
});
