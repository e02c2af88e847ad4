import type { PremiumAds } from '@anonse/contracts/browser';
import type { ApiFetch } from '#web/lib/api';
import { getPremium, PREMIUM_TIMEOUT_MS } from './get-premium.server';

const answer: PremiumAds = { hits: [], total: 0, rotatesAt: '2026-11-25T12:01:00.000Z' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('getPremium (the premium block never breaks or holds up a list page)', () => {
  it('asks with the list filter, without its page, page size, cursor or order, and hands back the answer', async () => {
    const asked: string[] = [];
    const api: ApiFetch = async (path) => {
      asked.push(path);
      return json(200, answer);
    };
    expect(await getPremium(api, { city: 'warszawa', tag1: 'kobieta', page: 3, per_page: 50, cursor: 'abc', sort: 'price_asc' })).toEqual(
      answer,
    );
    expect(await getPremium(api, {})).toEqual(answer);
    expect(asked).toEqual(['/api/anonse/get/premium?city=warszawa&tag1=kobieta', '/api/anonse/get/premium']);
  });

  it('gives null when the API answers an error or cannot be reached', async () => {
    expect(await getPremium(async () => json(500, { message: 'boom' }), { city: 'gdansk' })).toBeNull();
    expect(await getPremium(async () => json(400, { errors: { city: ['x'] } }), { city: 'gdansk' })).toBeNull();
    expect(await getPremium(async () => Promise.reject(new Error('ECONNREFUSED')), {})).toBeNull();
    expect(await getPremium(async () => new Response('not json', { status: 200 }), {})).toBeNull();
  });

  it('gives null once the answer takes longer than the page may wait', async () => {
    const started = Date.now();
    expect(await getPremium(() => new Promise<Response>(() => {}), {})).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(PREMIUM_TIMEOUT_MS - 20);
    expect(Date.now() - started).toBeLessThan(PREMIUM_TIMEOUT_MS + 2_000);
  });
});
