import { randomUUID } from 'node:crypto';
import type { AdFields, PremiumAds, SearchResult } from '@anonse/contracts';
import { fakeAdFields, PREMIUM_WINDOW_MS, rotate, rotationWindowOf, seededRandom } from '@anonse/projections';
import { PAGES_REFRESH, type PagesRefresh } from '#api/platform/tokens';
import { useTestApp, type TestClient, type TestUser } from '#api/testing/test-app';

const t = useTestApp();
jest.setTimeout(60_000);

const rng = seededRandom(913);
const DAY = 86_400_000;

/** The projections have folded everything appended so far (the promotion events come straight from the store). */
async function settle(): Promise<void> {
  const head = await t.infra.eventStore.headPosition();
  expect(await t.infra.runner!.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
}

let admin: TestClient;
let owner: TestUser;

beforeAll(async () => {
  admin = await t.admin();
  owner = await t.user();
});

/** An approved ad of `owner` in `city` (its province taken from the city), of `category`. */
async function approvedAd(city: string, province: string, category: AdFields['category']): Promise<string> {
  const fields: AdFields = { ...fakeAdFields(rng), city, province, category };
  delete fields.district;
  const created = await owner.post('/api/anonse', fields);
  expect(created.statusCode).toBe(201);
  const { id } = created.json<{ id: string }>();
  expect((await admin.post(`/api/admin/ads/${id}/approve`)).statusCode).toBe(200);
  return id;
}

/** What the promotion context appends once the points are spent: the ad is promoted for `days`. */
async function promote(adId: string, days = 7): Promise<void> {
  const now = t.clock.now();
  await t.infra.eventStore.appendToStream(`promotion-${adId}`, [
    {
      id: randomUUID(),
      type: 'AdPromoted',
      data: {
        adId,
        ownerId: owner.id,
        orderId: randomUUID(),
        days,
        promotedAt: now.toISOString(),
        until: new Date(now.getTime() + days * DAY).toISOString(),
      },
    },
  ]);
}

async function endPromotion(adId: string): Promise<void> {
  await t.infra.eventStore.appendToStream(`promotion-${adId}`, [
    {
      id: randomUUID(),
      type: 'AdPromotionEnded',
      data: { adId, ownerId: owner.id, reason: 'expired', endedAt: t.clock.now().toISOString() },
    },
  ]);
}

const premium = async (query: string, headers: Record<string, string> = {}) => {
  const res = await t.client().get(`/api/anonse/get/premium${query ? `?${query}` : ''}`, headers);
  return { res, body: res.statusCode === 200 ? res.json<PremiumAds>() : null };
};
const ids = (body: PremiumAds | null) => body!.hits.map((h) => h.id);

/** Moves the test clock to just after the start of the next rotation window, so a test has the whole window. */
function toNextWindowStart(): void {
  const now = t.clock.now().getTime();
  t.clock.advance(PREMIUM_WINDOW_MS - (now % PREMIUM_WINDOW_MS) + 5);
}

describe('GET /api/anonse/get/premium', () => {
  it('answers only the promoted ads of the place and category, as the same cards the search gives', async () => {
    const [g1, g2, g3] = [
      await approvedAd('gdansk', 'pomorskie', 'kobieta'),
      await approvedAd('gdansk', 'pomorskie', 'kobieta'),
      await approvedAd('gdansk', 'pomorskie', 'kobieta'),
    ];
    const otherCategory = await approvedAd('gdansk', 'pomorskie', 'para');
    const otherCity = await approvedAd('krakow', 'malopolskie', 'kobieta');
    for (const id of [g1!, g2!, otherCategory, otherCity]) await promote(id);
    await settle();

    const { res, body } = await premium('province=pomorskie&city=gdansk&tag1=kobieta');
    expect(res.statusCode).toBe(200);
    expect(new Set(ids(body))).toEqual(new Set([g1, g2]));
    expect(ids(body)).not.toContain(g3);
    expect(body!.total).toBe(2);
    expect(body!.hits.every((h) => h.promoted)).toBe(true);
    // The same card as a search hit (main photo included), so a list can show either.
    const search = (await t.client().get('/api/anonse/search?city=gdansk&tag1=kobieta')).json<SearchResult>();
    for (const hit of body!.hits) expect(hit).toEqual(search.hits.find((h) => h.id === hit.id));
    expect(body!.hits[0]).toHaveProperty('photo', null);

    // The place alone (every category), and the whole province.
    expect(new Set(ids((await premium('city=gdansk')).body))).toEqual(new Set([g1, g2, otherCategory]));
    expect(new Set(ids((await premium('province=malopolskie')).body))).toEqual(new Set([otherCity]));
    // Other filters narrow it like the search: nothing promoted matches this.
    expect((await premium('city=gdansk&tag1=trans')).body).toMatchObject({ hits: [], total: 0 });
  });

  it('may be cached until its rotation window ends, and says when that is', async () => {
    const before = t.clock.now().getTime();
    const { res, body } = await premium('city=gdansk');
    const window = rotationWindowOf(new Date(before));
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(1);
    expect(maxAge).toBeLessThanOrEqual(PREMIUM_WINDOW_MS / 1000);
    const rotatesAt = Date.parse(body!.rotatesAt);
    expect(rotatesAt % PREMIUM_WINDOW_MS).toBe(0);
    expect(rotatesAt).toBeGreaterThan(before);
    // Within a second of the window end (the request may have crossed into the next window).
    expect([window.endsAt.getTime(), window.endsAt.getTime() + PREMIUM_WINDOW_MS]).toContain(rotatesAt);
  });

  it('drops an ad once its promotion ends; the search still lists it, no longer promoted', async () => {
    const p1 = await approvedAd('poznan', 'wielkopolskie', 'masaz');
    const p2 = await approvedAd('poznan', 'wielkopolskie', 'masaz');
    await promote(p1);
    await promote(p2);
    await settle();
    expect(new Set(ids((await premium('city=poznan&tag1=masaz')).body))).toEqual(new Set([p1, p2]));

    await endPromotion(p1);
    await settle();
    const { body } = await premium('city=poznan&tag1=masaz');
    expect([ids(body), body!.total]).toEqual([[p2], 1]);
    const search = (await t.client().get('/api/anonse/search?city=poznan&tag1=masaz')).json<SearchResult>();
    expect(search.hits.find((h) => h.id === p1)).toMatchObject({ promoted: false });

    await endPromotion(p2);
    await settle();
    expect((await premium('city=poznan&tag1=masaz')).body).toMatchObject({ hits: [], total: 0 });
  });

  it('keeps one order within a window and moves every ad up one place in the next, each leading in turn', async () => {
    const ads = [
      await approvedAd('lublin', 'lubelskie', 'trans'),
      await approvedAd('lublin', 'lubelskie', 'trans'),
      await approvedAd('lublin', 'lubelskie', 'trans'),
    ];
    for (const id of ads) await promote(id, 30);
    await settle();
    const sorted = [...ads].sort();
    const query = 'city=lublin&tag1=trans';

    toNextWindowStart();
    const first = ids((await premium(query)).body);
    expect(first).toEqual(rotate(sorted, rotationWindowOf(t.clock.now()).index));
    // Later in the same window (and on another page number, which the block ignores): the same order.
    t.clock.advance(PREMIUM_WINDOW_MS / 2);
    expect(ids((await premium(query)).body)).toEqual(first);
    expect(ids((await premium(`${query}&page=4`)).body)).toEqual(first);

    const leaders = [first[0]];
    for (let k = 1; k <= 3; k++) {
      toNextWindowStart();
      const order = ids((await premium(query)).body);
      expect(order).toEqual([...first.slice(k % 3), ...first.slice(0, k % 3)]);
      leaders.push(order[0]);
    }
    expect(new Set(leaders.slice(0, 3))).toEqual(new Set(ads));
    expect(leaders[3]).toBe(leaders[0]);

    // per_page caps the block: the first places of this window's order, the count of all of them.
    const capped = (await premium(`${query}&per_page=2`)).body;
    expect([ids(capped), capped!.total]).toEqual([ids((await premium(query)).body).slice(0, 2), 3]);
  });

  it('keeps the block for its window, yet shows a newly promoted ad as soon as the search projection has it', async () => {
    const query = 'city=olsztyn&tag1=kobieta';
    const [a1, a2] = [
      await approvedAd('olsztyn', 'warminsko-mazurskie', 'kobieta'),
      await approvedAd('olsztyn', 'warminsko-mazurskie', 'kobieta'),
    ];
    await promote(a1);
    await settle();
    // This process' page cache has seen the content version move (else its next poll would clear the cache below).
    await t.app.get<symbol, PagesRefresh>(PAGES_REFRESH).refresh();
    toNextWindowStart();
    expect(ids((await premium(query)).body)).toEqual([a1]);

    // Kept: a change that did not come through the projections (here written straight into the read model) is not
    // seen for the rest of the window, past the searches' one second in real time too...
    await t.infra.sql.query('UPDATE search_ads SET promoted = false WHERE id = $1', [a1]);
    t.clock.advance(PREMIUM_WINDOW_MS / 2);
    await new Promise((r) => setTimeout(r, 1100));
    expect(ids((await premium(query)).body)).toEqual([a1]);

    // ...but one the search projection applies drops it at once, in the same window: the new ad is there, in the
    // window's own rotation, and the answer is what the read model now holds.
    await promote(a2);
    await settle();
    const { body } = await premium(query);
    expect([ids(body), body!.total]).toEqual([[a2], 1]);
    await t.infra.sql.query('UPDATE search_ads SET promoted = true WHERE id = $1', [a1]);
    await promote(a1);
    await settle();
    expect(ids((await premium(query)).body)).toEqual(rotate([a1, a2].sort(), rotationWindowOf(t.clock.now()).index));
  });

  it.each([
    ['an unknown city and an age below 18', 'city=atlantyda&age_from=17', ['city', 'age_from']],
    ['a per_page of 0', 'per_page=0', ['per_page']],
    ['a huge per_page', 'per_page=1e9', ['per_page']],
    ['a district of another city', 'city=krakow&district=mokotow', ['district']],
    ['an unknown category named __proto__', 'tag1=__proto__', ['tag1']],
    ['a range upside down', 'hour_price_from=900&hour_price_to=100', ['hour_price_from']],
  ])('answers 400 with field errors for %s, in Polish and English', async (_label, query, fields) => {
    for (const lang of ['pl', 'en']) {
      const { res } = await premium(query, { 'accept-language': lang });
      expect(res.statusCode).toBe(400);
      const errors = res.json<{ errors: Record<string, string[]> }>().errors;
      expect(Object.keys(errors).sort()).toEqual([...fields].sort());
      for (const f of fields) expect(errors[f]![0]).toEqual(expect.any(String));
    }
    const pl = (await premium('city=atlantyda', { 'accept-language': 'pl' })).res.json().errors.city[0];
    const en = (await premium('city=atlantyda', { 'accept-language': 'en' })).res.json().errors.city[0];
    expect(pl).not.toBe(en);
  });

  it('ignores control characters and unknown parameters without failing', async () => {
    const { res } = await premium('utm_source=%00%01&__proto__=x&constructor=1');
    expect(res.statusCode).toBe(200);
    expect((await premium('title=%00%E2%80%8B')).res.statusCode).toBeLessThan(500);
  });
});
