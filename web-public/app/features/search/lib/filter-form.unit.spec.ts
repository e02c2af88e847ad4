import { SearchFilter, serializeSearchQuery } from '@anonse/contracts';
import { contractResolver } from '../../../components/form';
import { filterFormInput, initialPriceSwitches, rawQuery, type FilterFormValues } from './filter-form';

/** What the form sends: the canonical query when the schema accepts the values, else the raw one. */
async function submit(values: FilterFormValues, resetPlace = false): Promise<string> {
  const resolver = contractResolver(SearchFilter, 'pl', { toInput: (v: FilterFormValues) => filterFormInput(v, resetPlace) });
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.keys(result.errors).length ? rawQuery(filterFormInput(values, resetPlace)) : serializeSearchQuery(result.values as SearchFilter);
}

describe('the search filter form', () => {
  it('drops empty fields and ranges left at their defaults', async () => {
    const q = await submit({ title: '', hour_price_from: '50', hour_price_to: '2000', age_from: '25', age_to: '99', switch_hour_price: true, service: [] });
    expect(q).toBe('age_from=25');
  });
  it('leaves out a price whose switch is off', async () => {
    expect(await submit({ night_price_from: '500', switch_night_price: false, verified: 'true' })).toBe('verified=true');
  });
  it('resets province, city and district when asked (spec § 4)', async () => {
    expect(await submit({ province: 'mazowieckie', city: 'warszawa', verified: 'true' }, true)).toBe('verified=true');
  });
  it('keeps invalid input raw so the search page can explain it', async () => {
    expect(await submit({ age_from: '10' })).toBe('age_from=10');
  });
  it('gives the resolver localized field errors', async () => {
    const resolver = contractResolver(SearchFilter, 'pl', { toInput: (v: FilterFormValues) => filterFormInput(v) });
    const result = await resolver({ city: 'atlantyda' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toMatchObject({ city: { message: 'Nieznane miasto' } });
  });
});

describe('initialPriceSwitches', () => {
  it('has only the 1-hour price on by default', () => {
    expect(initialPriceSwitches({})).toEqual({ hour_price: true, half_hour_price: false, quarter_hour_price: false, night_price: false });
    expect(initialPriceSwitches({ night_price_to: 900 }).night_price).toBe(true);
  });
});
