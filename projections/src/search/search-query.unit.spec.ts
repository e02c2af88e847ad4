import { SearchFilter } from '@anonse/contracts';
import { encodeCursor, sortKeyOf } from './search-cursor';
import { planSearch, warsawHour } from './search-query';

describe('planSearch', () => {
  it('keeps only ranges that differ from their defaults, one end at a time', () => {
    const plan = planSearch(
      SearchFilter.parse({ age_from: '18', age_to: '40', weight_from: '30', weight_to: '200', hour_price_from: '100' }),
    );
    expect(plan.ranges).toEqual([
      { key: 'hour_price', from: 100 },
      { key: 'age', to: 40 },
    ]);
  });

  it('normalises the province id to its slug, splits title words and keeps phone digits', () => {
    const plan = planSearch(SearchFilter.parse({ province: '6', title: '  Łucja, masaż! ', phone: '+48 600-111' }));
    expect(plan).toMatchObject({
      province: 'mazowieckie',
      titleWords: ['Łucja', 'masaż'],
      titleText: 'Łucja, masaż!',
      phoneDigits: '48600111',
    });
  });

  it('defaults to page 1 of 24 and ignores blank text filters', () => {
    expect(planSearch(SearchFilter.parse({ title: '  ', phone: 'abc', q: ' ' }))).toEqual({
      ranges: [],
      sort: 'recommended',
      page: 1,
      perPage: 24,
    });
  });

  it('keeps the free text apart from the ad name', () => {
    expect(planSearch(SearchFilter.parse({ q: 'zakopane centrum' }))).toMatchObject({ textWords: ['zakopane', 'centrum'] });
    expect(planSearch(SearchFilter.parse({ q: 'zakopane' })).titleWords).toBeUndefined();
  });

  it('reads "available now" as open during the current hour in Poland, within any asked window', () => {
    // 22:30 UTC in winter is 23:30 in Warsaw; in summer (CEST) 21:30 UTC is 23:30.
    expect(warsawHour(new Date('2026-01-15T22:30:00Z'))).toBe(23);
    expect(warsawHour(new Date('2026-07-15T21:30:00Z'))).toBe(23);
    expect(warsawHour(new Date('2026-07-15T22:00:00Z'))).toBe(0);
    const now = new Date('2026-01-15T09:10:00Z');
    expect(planSearch(SearchFilter.parse({ available_now: '1' }), now).openHours).toEqual([10]);
    expect(
      planSearch(SearchFilter.parse({ available_now: 'true', working_hours_from: '20', working_hours_to: '22' }), now).openHours,
    ).toEqual([10, 20, 21]);
    expect(planSearch(SearchFilter.parse({ available_now: 'false' }), now).openHours).toBeUndefined();
  });

  it("takes a cursor only for the order it was made for, and only when it decodes to that order's key", () => {
    const hit = { promoted: false, verified: true, rankedAt: '2026-01-01T00:00:00.000Z', approvedAt: null, hourPrice: 300, id: 'ad-1' };
    const cursor = encodeCursor('price_asc', sortKeyOf('price_asc', hit));
    expect(planSearch(SearchFilter.parse({ sort: 'price_asc', cursor })).after).toEqual([300, 'ad-1']);
    expect(planSearch(SearchFilter.parse({ sort: 'newest', cursor })).after).toBeUndefined();
    const forged = Buffer.from(JSON.stringify(['price_asc', 'DROP TABLE', 'ad-1'])).toString('base64url');
    expect(planSearch(SearchFilter.parse({ sort: 'price_asc', cursor: forged })).after).toBeUndefined();
    expect(planSearch(SearchFilter.parse({ cursor: encodeCursor('recommended', sortKeyOf('recommended', hit)) })).after).toEqual([
      false,
      true,
      Date.parse(hit.rankedAt),
      'ad-1',
    ]);
  });

  it('refuses a cursor that is not a token at the edge', () => {
    expect(SearchFilter.safeParse({ cursor: 'abc/../def' }).success).toBe(false);
    expect(SearchFilter.safeParse({ cursor: 'x'.repeat(201) }).success).toBe(false);
  });
});
