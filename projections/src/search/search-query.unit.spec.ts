import { SearchFilter } from '@anonse/contracts';
import { planSearch } from './search-query';

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
    expect(planSearch(SearchFilter.parse({ title: '  ', phone: 'abc' }))).toEqual({ ranges: [], page: 1, perPage: 24 });
  });
});
