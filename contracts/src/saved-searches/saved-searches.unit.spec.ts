import { adListFilter, parseAdListPath } from '../routes/ad-list-path';
import { parseSearchQuery } from '../search/query-string';
import { describeSearchFilter } from './describe-filter';
import { canonicalSavedQuery, CreateSavedSearchInput, savedSearchHref, UnsubscribeQuery, UpdateSavedSearchInput } from './saved-searches';

const filterOf = (query: string) => {
  const parsed = parseSearchQuery(query);
  if (!parsed.success) throw parsed.error;
  return parsed.data;
};

describe('saved search queries', () => {
  it('stores the canonical filter without how the page was viewed', () => {
    expect(
      canonicalSavedQuery(
        '?page=3&sort=newest&per_page=10&available_now=true&cursor=abc&city=warszawa&tag1=kobieta&hour_price_to=400&hour_price_from=200',
      ),
    ).toBe('city=warszawa&tag1=kobieta&hour_price_from=200&hour_price_to=400');
    // Default ranges and empty values say nothing; a province id becomes its slug.
    expect(canonicalSavedQuery('province=6&age_from=18&age_to=99&title=')).toBe('province=mazowieckie');
    expect(canonicalSavedQuery('')).toBe('');
  });

  it('refuses what is no valid search, with the localized code', () => {
    expect(canonicalSavedQuery('city=atlantyda')).toBeNull();
    const refused = CreateSavedSearchInput.safeParse({ name: 'x', query: 'hour_price_from=5' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['query', 'savedSearches:invalidQuery']]);
  });

  it('checks names with the text rules and wants something to change', () => {
    expect(CreateSavedSearchInput.parse({ name: '  Panie  ', query: 'city=krakow' })).toEqual({
      name: 'Panie',
      query: 'city=krakow',
      digest: false,
    });
    for (const name of ['', ' ', 'a\u0000b', 'a\u0007', 'x'.repeat(101), '\ud800'])
      expect(CreateSavedSearchInput.safeParse({ name, query: '' }).success).toBe(false);
    expect(UpdateSavedSearchInput.safeParse({}).success).toBe(false);
    expect(UpdateSavedSearchInput.parse({ digest: true })).toEqual({ digest: true });
  });

  it('runs on the search page of the reader’s language', () => {
    expect(savedSearchHref('city=krakow', 'pl')).toBe('/search/?city=krakow');
    expect(savedSearchHref('', 'en')).toBe('/en/search/');
  });

  it('takes one token or several, never a made-up shape', () => {
    const token = '11111111-2222-4333-8444-555555555555.66666666-7777-4888-8999-aaaaaaaaaaaa.' + 'f'.repeat(64);
    expect(UnsubscribeQuery.parse({ token })).toEqual({ token: [token] });
    expect(UnsubscribeQuery.parse({ token: [token, token], all: '1' })).toEqual({ token: [token, token], all: true });
    for (const bad of [{}, { token: 'x' }, { token: `${token}0` }, { token: token.toUpperCase() }, { token: Array(21).fill(token) }])
      expect(UnsubscribeQuery.safeParse(bad).success).toBe(false);
  });
});

describe('describeSearchFilter', () => {
  it('names a list page as its heading reads, then the other filters', () => {
    const list = parseAdListPath('panie/warszawa', 'pl')!;
    expect(describeSearchFilter({ ...adListFilter(list), hour_price_from: 200, hour_price_to: 400 }, 'pl')).toBe(
      'Panie — Warszawa, 200–400 zł/h',
    );
    expect(describeSearchFilter({ ...adListFilter(list), hour_price_from: 200, hour_price_to: 400 }, 'en')).toBe(
      'Ladies — Warszawa, 200–400 PLN/h',
    );
    expect(describeSearchFilter(adListFilter(parseAdListPath('sex-telefon-pokazy/krakow', 'pl')!), 'pl')).toBe(
      'Sex telefon i pokazy — Kraków',
    );
    expect(describeSearchFilter({}, 'pl')).toBe('Wszystkie anonse');
    expect(describeSearchFilter({}, 'en')).toBe('All ads');
  });

  it('tells every kind of filter, in both languages', () => {
    const f = filterOf('province=malopolskie&verified=1&tag1=para&outcalls=3&service=gfe&age_to=30&breast_from=3');
    expect(describeSearchFilter(f, 'pl')).toBe('Para — Małopolskie, do 30 lat, biust od 3, zweryfikowane, tylko hotele, Klimat GFE');
    expect(describeSearchFilter(f, 'en')).toBe('Couple — Małopolskie, up to 30 years, bust from 3, verified, hotels only, GFE climate');
    const g = filterOf('language=de&title=Ala&phone=600&working_hours_from=20&working_hours_to=4&half_hour_price_from=100');
    expect(describeSearchFilter(g, 'pl')).toBe('Wszystkie anonse — od 100 zł/30 min, niemiecki, godz. 20–4, „Ala”, tel. 600');
    expect(describeSearchFilter(g, 'en')).toBe('All ads — from 100 PLN/30 min, german, hours 20–4, “Ala”, phone 600');
    expect(describeSearchFilter(filterOf('working_hours_to=22'), 'en')).toBe('All ads — hours up to 22');
    expect(describeSearchFilter(filterOf('city=warszawa&district=bemowo'), 'pl')).toBe('Wszystkie anonse — Warszawa, Bemowo');
  });

  it('keeps within the length of a name', () => {
    const long = describeSearchFilter(filterOf(`title=${'ż'.repeat(100)}`), 'pl');
    expect(Array.from(long)).toHaveLength(100);
    expect(long.endsWith('…')).toBe(true);
    expect(CreateSavedSearchInput.safeParse({ name: long, query: '' }).success).toBe(true);
  });
});
