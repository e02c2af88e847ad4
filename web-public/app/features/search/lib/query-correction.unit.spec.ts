import { parseSearchQuery, serializeSearchQuery } from '@anonse/contracts';
import { correctSearchQuery, resultsParams } from './query-correction';

const correct = (query: string) => {
  const { filter, corrections } = correctSearchQuery(query);
  return { query: serializeSearchQuery(filter), corrections: corrections.map((c) => `${c.field}:${c.kind}`) };
};

describe('correctSearchQuery (a /search/ URL the filter refuses becomes a usable page)', () => {
  it('leaves a valid query exactly as the codec reads it, with nothing to say', () => {
    const query = 'city=warszawa&age_from=25&service=gfe&sort=newest';
    expect(correctSearchQuery(query)).toEqual({ filter: (parseSearchQuery(query) as { data: object }).data, corrections: [] });
  });
  it('drops a number that is not one and keeps the rest', () => {
    expect(correct('age_from=abc&city=krakow&title=anna')).toEqual({ query: 'city=krakow&title=anna', corrections: ['age_from:dropped'] });
  });
  it('brings values outside docs/product.md § 5 to the nearest bound (an end at its default then filters nothing)', () => {
    const { filter, corrections } = correctSearchQuery('age_from=150&hour_price_to=10&weight_from=5&breast_to=8.6&working_hours_to=30');
    expect(filter).toEqual({ age_from: 99, hour_price_to: 50, working_hours_to: 24 });
    expect(corrections).toEqual(
      expect.arrayContaining([
        { field: 'age_from', kind: 'clamped', min: 18, max: 99 },
        { field: 'hour_price_to', kind: 'clamped', min: 50, max: 2000 },
        { field: 'weight_from', kind: 'clamped', min: 30, max: 200 },
        { field: 'breast_to', kind: 'clamped', min: 1, max: 8 },
        { field: 'working_hours_to', kind: 'clamped', min: 0, max: 24 },
      ]),
    );
  });
  it('turns a range whose start is above its end round', () => {
    expect(correct('hour_price_from=900&hour_price_to=100')).toEqual({
      query: 'hour_price_from=100&hour_price_to=900',
      corrections: ['hour_price:swapped'],
    });
  });
  it('drops one unknown service or language and keeps the others', () => {
    expect(correct('service=gfe&service=nie-ma-takiej&service=masaz-klasyczny')).toEqual({
      query: 'service=gfe&service=masaz-klasyczny',
      corrections: ['service:dropped'],
    });
    expect(correct('language=en,xx,de')).toEqual({ query: 'language=de&language=en', corrections: ['language:dropped'] });
  });
  it('drops an unknown city together with its district, and a district of another city', () => {
    expect(correct('city=atlantyda&district=mokotow&verified=1')).toEqual({ query: 'verified=true', corrections: ['city:dropped'] });
    expect(correct('city=krakow&district=mokotow')).toEqual({ query: 'city=krakow', corrections: ['district:dropped'] });
  });
  it('survives hostile parameters: controls, __proto__, huge and repeated values, many bad ones at once', () => {
    const hostile = new URLSearchParams();
    hostile.append('__proto__', 'x');
    hostile.append('title', 'a\u0000b');
    hostile.append('page', '1e9');
    hostile.append('cursor', '../../etc');
    hostile.append('sort', 'drop table');
    hostile.append('tag1', 'x'.repeat(10_000));
    for (let i = 0; i < 150; i++) hostile.append('service', 'gfe');
    const { filter, corrections } = correctSearchQuery(hostile);
    expect(filter).toEqual({});
    expect(corrections.map((c) => c.field).sort()).toEqual(['cursor', 'page', 'service', 'sort', 'tag1', 'title']);
    expect(Object.getPrototypeOf(filter)).toBe(Object.prototype);
  });
});

describe('resultsParams (what a list page passes on besides its path)', () => {
  it('takes the order, "available now" and the cursor, and ignores bad values and everything else', () => {
    expect(resultsParams(new URLSearchParams('sort=price_asc&available_now=1&cursor=abc_D-1&city=krakow&page=2'))).toEqual({
      sort: 'price_asc',
      available_now: true,
      cursor: 'abc_D-1',
    });
    expect(resultsParams(new URLSearchParams('sort=bogus&available_now=maybe&cursor=%3Cscript%3E'))).toEqual({});
    expect(resultsParams(new URLSearchParams('sort=recommended&available_now=0'))).toEqual({});
  });
});
