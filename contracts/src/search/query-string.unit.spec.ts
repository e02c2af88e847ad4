import { LANGUAGE_CODES } from '../reference/languages';
import { RANGES, RANGE_KEYS } from '../reference/ranges';
import { SERVICE_SLUGS } from '../reference/services';
import { SEARCH_CATEGORY_SLUGS } from '../reference/categories';
import { normalizeSearchFilter, countActiveFilters, serializeSearchQuery, SEARCH_FILTER_KEYS } from './canonical-filter';
import { parseSearchQuery } from './query-string';
import { SearchFilter } from './search-filter';

/** Small deterministic PRNG: the round-trip property is checked on many filters, reproducibly. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function randomFilter(r: () => number): SearchFilter {
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const f: Record<string, unknown> = {};
  if (r() < 0.5) Object.assign(f, { province: 'mazowieckie', city: 'warszawa', ...(r() < 0.5 ? { district: 'mokotow' } : {}) });
  if (r() < 0.3) f.verified = r() < 0.5;
  if (r() < 0.3) f.phone_verified = r() < 0.5;
  if (r() < 0.5) f.tag1 = pick(SEARCH_CATEGORY_SLUGS);
  if (r() < 0.4) f.language = [pick(LANGUAGE_CODES), pick(LANGUAGE_CODES)];
  if (r() < 0.4) f.service = [pick(SERVICE_SLUGS), pick(SERVICE_SLUGS), pick(SERVICE_SLUGS)];
  if (r() < 0.3) f.outcalls = 1 + Math.floor(r() * 3);
  if (r() < 0.3) f.title = pick(['Anna', 'Masaż relaksacyjny', 'zażółć gęślą jaźń & co=1']);
  if (r() < 0.2) f.phone = '600 100 200';
  if (r() < 0.3) Object.assign(f, { working_hours_from: 18, working_hours_to: 2 });
  for (const k of RANGE_KEYS) {
    if (r() < 0.35) {
      const { min, max } = RANGES[k];
      const a = min + Math.floor(r() * (max - min));
      f[`${k}_from`] = a;
      f[`${k}_to`] = a + Math.floor(r() * (max - a));
    }
  }
  if (r() < 0.3) f.page = 1 + Math.floor(r() * 5);
  return f as SearchFilter;
}

describe('search query-string codec', () => {
  it("writes parameters in the schema's order, and knows every parameter the schema reads", () => {
    expect(SEARCH_FILTER_KEYS).toEqual(Object.keys(SearchFilter.shape));
  });

  it('round-trips: parse(serialize(f)) equals normalize(f), and serialize is canonical', () => {
    const r = rng(42);
    for (let i = 0; i < 500; i++) {
      const filter = randomFilter(r);
      const query = serializeSearchQuery(filter);
      const parsed = parseSearchQuery(query);
      expect(parsed.success).toBe(true);
      if (!parsed.success) return;
      expect(parsed.data).toEqual(normalizeSearchFilter(filter));
      expect(serializeSearchQuery(parsed.data)).toBe(query);
    }
  });

  it('reads every parameter of docs/product.md § 2, repeated and comma-separated lists alike', () => {
    const parsed = parseSearchQuery(
      '?province=6&city=warszawa&district=mokotow&verified=1&tag1=kobieta&age_from=20&age_to=30&weight_from=40&weight_to=80' +
        '&height_from=150&height_to=180&breast_from=2&breast_to=4&language=en,de&language=fr&outcalls=3&title=Ala&phone=600' +
        '&service=gfe&working_hours_from=10&working_hours_to=22&hour_price_from=100&hour_price_to=300' +
        '&half_hour_price_from=60&half_hour_price_to=200&quarter_hour_price_from=50&quarter_hour_price_to=100' +
        '&night_price_from=500&night_price_to=3000&utm_source=ignored',
    );
    expect(parsed).toEqual({
      success: true,
      data: {
        province: 'mazowieckie',
        city: 'warszawa',
        district: 'mokotow',
        verified: true,
        tag1: 'kobieta',
        age_from: 20,
        age_to: 30,
        weight_from: 40,
        weight_to: 80,
        height_from: 150,
        height_to: 180,
        breast_from: 2,
        breast_to: 4,
        language: ['de', 'en', 'fr'],
        outcalls: 3,
        title: 'Ala',
        phone: '600',
        service: ['gfe'],
        working_hours_from: 10,
        working_hours_to: 22,
        hour_price_from: 100,
        hour_price_to: 300,
        half_hour_price_from: 60,
        half_hour_price_to: 200,
        quarter_hour_price_to: 100,
        night_price_from: 500,
        night_price_to: 3000,
      },
    });
  });

  it('drops ranges equal to their defaults: an untouched slider filters nothing', () => {
    const parsed = parseSearchQuery('hour_price_from=50&hour_price_to=2000&age_from=18&age_to=99');
    expect(parsed).toEqual({ success: true, data: {} });
    expect(serializeSearchQuery({ hour_price_from: 50, hour_price_to: 2000 })).toBe('');
    expect(countActiveFilters({ hour_price_from: 50, hour_price_to: 400, title: 'x', service: ['gfe'] })).toBe(3);
  });

  it('reads the phone mark filter as a narrowing only: `phone_verified=1` counts and is kept, `0` is no filter', () => {
    expect(parseSearchQuery('phone_verified=1&city=krakow')).toEqual({ success: true, data: { city: 'krakow', phone_verified: true } });
    expect(serializeSearchQuery({ phone_verified: true, city: 'krakow', verified: true })).toBe(
      'city=krakow&verified=true&phone_verified=true',
    );
    expect(parseSearchQuery('phone_verified=0')).toEqual({ success: true, data: {} });
    expect(countActiveFilters({ phone_verified: true, verified: true })).toBe(2);
    expect(parseSearchQuery('phone_verified=maybe').success).toBe(false);
  });

  it('rejects values outside the spec ranges and unknown places, naming the field', () => {
    const bad = parseSearchQuery('age_from=17&weight_to=500&city=atlantyda&tag1=nope');
    expect(bad.success).toBe(false);
    if (bad.success) return;
    const fields = new Set(bad.error.issues.map((i) => i.path.join('.')));
    expect(fields).toEqual(new Set(['age_from', 'weight_to', 'city', 'tag1']));
  });

  it('rejects a range whose start is above its end', () => {
    const bad = parseSearchQuery('hour_price_from=900&hour_price_to=100');
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues.map((i) => i.path.join('.'))).toEqual(['hour_price_from']);
  });

  it('accepts a district only with its own city', () => {
    expect(parseSearchQuery('city=krakow&district=mokotow').success).toBe(false);
    expect(parseSearchQuery('city=krakow&district=stare-miasto').success).toBe(true);
  });
});
