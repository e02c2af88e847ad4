import { filterFormToQuery, initialPriceSwitches } from './filter-form';

describe('filterFormToQuery', () => {
  it('drops empty fields and ranges left at their defaults', () => {
    const q = filterFormToQuery([
      ['title', ''],
      ['hour_price_from', '50'],
      ['hour_price_to', '2000'],
      ['age_from', '25'],
      ['age_to', '99'],
      ['switch_hour_price', 'on'],
    ]);
    expect(q).toBe('age_from=25');
  });
  it('resets province, city and district when asked (spec § 4)', () => {
    const q = filterFormToQuery([['province', 'mazowieckie'], ['city', 'warszawa'], ['verified', 'true']], true);
    expect(q).toBe('verified=true');
  });
  it('keeps invalid input raw so the search page can explain it', () => {
    expect(filterFormToQuery([['age_from', '10']])).toBe('age_from=10');
  });
});

describe('initialPriceSwitches', () => {
  it('has only the 1-hour price on by default', () => {
    expect(initialPriceSwitches({})).toEqual({ hour_price: true, half_hour_price: false, quarter_hour_price: false, night_price: false });
    expect(initialPriceSwitches({ night_price_to: 900 }).night_price).toBe(true);
  });
});
