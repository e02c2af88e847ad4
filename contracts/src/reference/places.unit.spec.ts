import {
  CITIES,
  DISTRICTS,
  PROVINCES,
  cityByKeyOf,
  citiesBySlug,
  citiesOfProvince,
  placeOfText,
  provinceBySlugOrId,
  slugify,
} from './places';
import placesJson from './pl-places.json';

describe('reference places', () => {
  it('lists the provinces of the shared register, kept apart from the towns', () => {
    expect(PROVINCES).toEqual(placesJson.provinces.map(({ id, slug, name }) => ({ id, slug, name })));
  });

  it('has the 16 provinces with the spec ids and slugs', () => {
    expect(PROVINCES.map((p) => [p.id, p.slug])).toEqual([
      [1, 'kujawsko-pomorskie'],
      [2, 'lubelskie'],
      [3, 'lubuskie'],
      [4, 'lodzkie'],
      [5, 'malopolskie'],
      [6, 'mazowieckie'],
      [7, 'opolskie'],
      [8, 'podkarpackie'],
      [9, 'podlaskie'],
      [10, 'pomorskie'],
      [11, 'slaskie'],
      [12, 'swietokrzyskie'],
      [13, 'warminsko-mazurskie'],
      [14, 'wielkopolskie'],
      [15, 'zachodniopomorskie'],
      [16, 'dolnoslaskie'],
    ]);
    expect(provinceBySlugOrId(6)?.name).toBe('Mazowieckie');
    expect(provinceBySlugOrId('slaskie')?.name).toBe('Śląskie');
  });

  it('has all 1,013 towns, each in a province, with keys unique in Poland', () => {
    expect(CITIES).toHaveLength(1013);
    expect(new Set(CITIES.map((c) => c.key)).size).toBe(1013);
    expect(PROVINCES.every((p) => citiesOfProvince(p.slug).length > 0)).toBe(true);
    expect(citiesOfProvince('mazowieckie').some((c) => c.key === 'warszawa')).toBe(true);
  });

  it('disambiguates repeated town names; the one with county rights keeps the plain slug', () => {
    expect(
      citiesBySlug('olsztyn')
        .map((c) => c.key)
        .sort(),
    ).toEqual(['olsztyn', 'olsztyn-slaskie']);
    expect(cityByKeyOf('olsztyn')?.provinceSlug).toBe('warminsko-mazurskie');
    expect(cityByKeyOf('boleslawiec-dolnoslaskie')?.name).toBe('Bolesławiec');
  });

  it('has district lists for Warszawa (18), Poznań, Wrocław, Kraków and Gdańsk', () => {
    expect(Object.keys(DISTRICTS).sort()).toEqual(['gdansk', 'krakow', 'poznan', 'warszawa', 'wroclaw']);
    expect(DISTRICTS.warszawa).toHaveLength(18);
  });

  it('slugifies like the reference data (ł → l, other diacritics dropped)', () => {
    expect(slugify('Łódź')).toBe('lodz');
    expect(slugify('Kędzierzyn-Koźle')).toBe('kedzierzyn-kozle');
    expect(CITIES.every((c) => slugify(c.name) === c.slug)).toBe(true);
  });

  it('finds a province or town named in any case, with or without diacritics', () => {
    const named = (text: string) => {
      const place = placeOfText(text);
      return place?.province ? `province ${place.province.slug}` : place?.city ? `city ${place.city.key}` : undefined;
    };
    expect(named('Kraków')).toBe('city krakow');
    expect(named('krakow')).toBe('city krakow');
    expect(named('ŁÓDŹ')).toBe('city lodz');
    expect(named('Zielona Góra')).toBe('city zielona-gora');
    expect(named('zielona-gora')).toBe('city zielona-gora');
    expect(named('Łódzkie')).toBe('province lodzkie');
    expect(named('olsztyn')).toBe('city olsztyn');
    expect(named('olsztyn-slaskie')).toBe('city olsztyn-slaskie');
    // A repeated name without a town of county rights: the first in the register, as the header search picks it.
    expect(named('Józefów')).toBe(`city ${citiesBySlug('jozefow')[0]!.key}`);
    for (const nothing of ['zakopane-centrum', '6', '', '---', 'Atlantyda']) expect(named(nothing)).toBeUndefined();
  });
});
