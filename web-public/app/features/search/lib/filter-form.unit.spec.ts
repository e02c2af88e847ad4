import { SearchFilter, countActiveFilters, serializeSearchQuery } from '@anonse/contracts';
import { contractResolver } from '#web/components/form';
import {
  clampRangeEnd,
  dialogFilter,
  filterFormInput,
  formDefaults,
  formQuery,
  initialPriceSwitches,
  type FilterFormValues,
} from './filter-form';

/** What the form sends when the schema accepts its values (null when it refuses them). */
async function submit(values: FilterFormValues, resetPlace = false): Promise<string | null> {
  const resolver = contractResolver(async () => SearchFilter, 'pl', { toInput: (v: FilterFormValues) => filterFormInput(v, resetPlace) });
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.keys(result.errors).length ? null : serializeSearchQuery(result.values as SearchFilter);
}

describe('the search filter form', () => {
  it('drops empty fields and ranges left at their defaults', async () => {
    const q = await submit({
      title: '',
      hour_price_from: '50',
      hour_price_to: '2000',
      age_from: '25',
      age_to: '99',
      switch_hour_price: true,
      service: [],
    });
    expect(q).toBe('age_from=25');
  });
  it('leaves out a price whose switch is off, and sends it once the switch is on', async () => {
    expect(await submit({ night_price_from: '500', switch_night_price: false, verified: true })).toBe('verified=true');
    expect(await submit({ night_price_from: '500', switch_night_price: true })).toBe('night_price_from=500');
  });
  it('resets province, city and district when asked (docs/product.md § 4)', async () => {
    expect(await submit({ province: 'mazowieckie', city: 'warszawa', district: 'mokotow', verified: true }, true)).toBe('verified=true');
    expect(await submit({ province: 'mazowieckie', city: 'warszawa' })).toBe('province=mazowieckie&city=warszawa');
  });
  it('refuses values outside docs/product.md § 5 with the field named, in the page language', async () => {
    expect(await submit({ age_from: '10' })).toBeNull();
    const resolver = contractResolver(async () => SearchFilter, 'pl', { toInput: (v: FilterFormValues) => filterFormInput(v) });
    const result = await resolver({ city: 'atlantyda', age_from: '10' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toMatchObject({ city: { message: 'Nieznane miasto' } });
    expect(Object.keys(result.errors)).toContain('age_from');
  });
});

describe('formDefaults and formQuery', () => {
  it('fills every range end, so an untouched form asks for everything', () => {
    const values = formDefaults({});
    expect(values).toMatchObject({
      age_from: '18',
      age_to: '99',
      night_price_from: '50',
      night_price_to: '5000',
      switch_hour_price: true,
      switch_night_price: false,
    });
    expect(formQuery(values)).toBe('');
  });
  it('gives back the filter it started from, and null while a value is refused', () => {
    const filter: SearchFilter = {
      title: 'anna',
      age_from: 25,
      half_hour_price_to: 300,
      service: ['gfe', 'masaz-klasyczny'],
      verified: true,
      sort: 'newest',
    };
    const values = formDefaults(filter);
    expect(values.switch_half_hour_price).toBe(true);
    expect(formQuery(values)).toBe(serializeSearchQuery(filter));
    expect(formQuery({ ...values, age_to: '17' })).toBeNull();
  });
});

describe('initialPriceSwitches', () => {
  it('has only the 1-hour price on by default, and a price already narrowed on', () => {
    expect(initialPriceSwitches({})).toEqual({ hour_price: true, half_hour_price: false, quarter_hour_price: false, night_price: false });
    expect(initialPriceSwitches({ night_price_to: 900 }).night_price).toBe(true);
  });
});

describe('dialogFilter (what the search dialog starts from)', () => {
  it('keeps the dialog fields of the current search and nothing else', () => {
    const current: SearchFilter = {
      city: 'krakow',
      tag1: 'kobieta',
      title: 'x',
      phone: '600',
      age_to: 40,
      service: ['gfe'],
      verified: true,
      outcalls: 1,
      sort: 'newest',
      language: ['en'],
    };
    expect(dialogFilter(current)).toEqual({ title: 'x', phone: '600', age_to: 40, service: ['gfe'], verified: true, outcalls: 1 });
  });
  it('counts active filters the way docs/product.md § 4 says (texts non-empty, ranges off their defaults)', () => {
    const values = {
      ...formDefaults({}),
      title: 'anna',
      age_from: '25',
      weight_to: '200',
      switch_night_price: true,
      night_price_to: '900',
    };
    const filter = SearchFilter.parse(filterFormInput(values, true));
    expect(countActiveFilters(filter)).toBe(3);
  });
});

describe('clampRangeEnd (range ends typed as numbers)', () => {
  it('brings a typed end into its range and leaves a good or unreadable one alone', () => {
    expect(clampRangeEnd('age', '12')).toBe('18');
    expect(clampRangeEnd('age', '150')).toBe('99');
    expect(clampRangeEnd('night_price', '4999.6')).toBe('5000');
    expect(clampRangeEnd('age', '30')).toBeNull();
    expect(clampRangeEnd('age', 'abc')).toBeNull();
    expect(clampRangeEnd('age', '')).toBeNull();
  });
});
