import type { AdSummary } from '@anonse/contracts';
import { rankSimilar, similarCandidateFilters, type SimilarTo } from './similar-ads';

const ad: SimilarTo = {
  id: 'me',
  category: 'kobieta',
  province: 'mazowieckie',
  city: 'warszawa',
  district: 'mokotow',
  age: 30,
  hourPrice: 300,
};
const hit = (id: string, over: Partial<AdSummary> = {}): AdSummary => ({
  id,
  title: id,
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
  ...over,
});

describe('similar ads', () => {
  it('look in the same city and category near in price and age, then wider', () => {
    const [near, city, province] = similarCandidateFilters(ad);
    expect(near).toMatchObject({ city: 'warszawa', tag1: 'kobieta', age_from: 22, age_to: 38, hour_price_from: 150, hour_price_to: 450 });
    expect(city).toEqual({ city: 'warszawa', tag1: 'kobieta', per_page: 48 });
    expect(province).toEqual({ province: 'mazowieckie', tag1: 'kobieta', per_page: 48 });
    expect(similarCandidateFilters({ ...ad, hourPrice: null, age: 95 })[0]).toEqual({
      city: 'warszawa',
      tag1: 'kobieta',
      per_page: 48,
      age_from: 87,
    });
  });

  it('rank by price and age, never the ad itself, and a promotion buys no place', () => {
    const ranked = rankSimilar(
      ad,
      [
        hit('me'),
        hit('far-price', { hourPrice: 600 }),
        hit('promoted-far', { promoted: true, age: 45 }),
        hit('same', { district: 'mokotow' }),
        hit('older', { age: 34 }),
        hit('same'),
      ],
      3,
    );
    expect(ranked.map((h) => h.id)).toEqual(['same', 'older', 'far-price']);
  });
});
