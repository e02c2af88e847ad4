import { RANGE_KEYS, SearchFilter, type RangeKey } from '@anonse/contracts';
import { foldText, matchesPlan, wordStarts } from './match-plan';
import type { SearchDocument } from './search-index';
import { planSearch } from './search-query';

const noRanges = () => Object.fromEntries(RANGE_KEYS.map((k) => [k, null])) as Record<RangeKey, number | null>;

const doc = (over: Partial<SearchDocument> = {}): SearchDocument => ({
  id: 'd1',
  revision: 1,
  ownerId: 'o1',
  title: 'Anna – masaż relaksacyjny',
  description: 'Spokojny gabinet w centrum miasta.',
  excerpt: '',
  category: 'kobieta',
  province: 'mazowieckie',
  city: 'warszawa',
  district: 'bemowo',
  verified: true,
  phoneVerified: false,
  hasVideo: false,
  promoted: false,
  approvedAt: '2025-01-01T10:00:00.000Z',
  rankedAt: '2025-01-01T10:00:00.000Z',
  languages: ['de', 'en'],
  services: ['gfe'],
  outcalls: 1,
  phoneDigits: '48501234567',
  workingHours: { from: 20, to: 4 },
  ...over,
  ranges: { ...noRanges(), hour_price: 300, age: 25, ...over.ranges },
});

const matches = (d: SearchDocument, query: Record<string, unknown>) => matchesPlan(d, planSearch(SearchFilter.parse(query)));

describe('matchesPlan', () => {
  it('matches everything with an empty plan, and by place, category and flags', () => {
    const d = doc();
    expect(matches(d, {})).toBe(true);
    expect(matches(d, { province: '6' })).toBe(true);
    expect(matches(d, { province: 'malopolskie' })).toBe(false);
    expect(matches(d, { city: 'warszawa', district: 'bemowo' })).toBe(true);
    expect(matches(d, { city: 'warszawa', district: 'mokotow' })).toBe(false);
    expect(matches(doc({ district: null }), { city: 'warszawa', district: 'bemowo' })).toBe(false);
    expect(matches(d, { tag1: 'kobieta', verified: 'true', outcalls: '1' })).toBe(true);
    expect(matches(d, { verified: 'false' })).toBe(false);
    expect(matches(d, { outcalls: '3' })).toBe(false);
    expect(matches(d, { phone_verified: 'true' })).toBe(false);
    expect(matches(doc({ phoneVerified: true }), { phone_verified: 'true', verified: 'true' })).toBe(true);
    // "Without the mark" is no filter: every ad matches.
    expect(matches(doc({ phoneVerified: true }), { phone_verified: 'false' })).toBe(true);
  });

  it('matches any one of the chosen languages or services', () => {
    expect(matches(doc(), { language: ['uk', 'de'] })).toBe(true);
    expect(matches(doc(), { language: 'ru' })).toBe(false);
    expect(matches(doc(), { service: ['sex-telefon', 'gfe'] })).toBe(true);
    expect(matches(doc({ services: [] }), { service: 'gfe' })).toBe(false);
  });

  it('applies only active ranges, and an active range hides a document lacking the value', () => {
    expect(matches(doc(), { hour_price_from: '50', hour_price_to: '2000', weight_from: '30' })).toBe(true);
    expect(matches(doc(), { hour_price_from: '300', hour_price_to: '300' })).toBe(true);
    expect(matches(doc(), { hour_price_from: '301' })).toBe(false);
    expect(matches(doc(), { age_to: '24' })).toBe(false);
    expect(matches(doc(), { weight_from: '40' })).toBe(false);
  });

  it('wants the whole searched window inside the working hours, past midnight too', () => {
    expect(matches(doc(), { working_hours_from: '23', working_hours_to: '2' })).toBe(true);
    expect(matches(doc(), { working_hours_from: '3', working_hours_to: '5' })).toBe(false);
    expect(matches(doc(), { working_hours_from: '21' })).toBe(true);
    expect(matches(doc(), { working_hours_to: '20' })).toBe(false);
  });

  it('finds phone digits inside the number, typed with spaces', () => {
    expect(matches(doc(), { phone: '501 234' })).toBe(true);
    expect(matches(doc(), { phone: '999' })).toBe(false);
  });

  it('matches the ad name in the title only, and free text in the title or description, accents and case ignored', () => {
    expect(matches(doc(), { title: 'MASAZ rela' })).toBe(true);
    expect(matches(doc(), { title: 'gabinet centrum' })).toBe(false);
    expect(matches(doc(), { q: 'gabinet centrum' })).toBe(true);
    expect(matches(doc(), { q: 'gabinet hulajnoga' })).toBe(false);
    expect(matches(doc(), { title: 'masaż sportowy' })).toBe(false);
    expect(matches(doc({ title: 'Łucja – elegancka' }), { title: 'łucja' })).toBe(true);
  });

  it('matches the title text inside the title (not the description)', () => {
    expect(matches(doc({ title: 'Para z Gdańska' }), { title: 'dańsk' })).toBe(true);
    expect(matches(doc({ title: 'Para', description: 'z Gdańska' }), { title: 'dańsk' })).toBe(false);
    // Typographic dashes read as plain ones, as unaccent makes them.
    expect(matches(doc(), { title: 'anna - masaz' })).toBe(true);
  });

  it('reads a word that is no word at all (²) as matching nothing but the title text', () => {
    expect(matches(doc(), { title: '²' })).toBe(false);
    expect(matches(doc({ title: 'Pokój nr ²' }), { title: '²' })).toBe(true);
    expect(matches(doc(), { title: 'anna ²' })).toBe(true);
  });
});

describe('the text as Postgres reads it', () => {
  it('folds like lower(unaccent(…))', () => {
    expect(foldText('Anna – masaż relaksacyjny ŁUCJA ß æ Ёжик йод naïve')).toBe('anna - masaz relaksacyjny lucja ss ae ежик йод naive');
    expect(foldText('Ǆ ǅ ĳ Œuvre ð þ đ ħ ı ŀ ø')).toBe('dz dz ij oeuvre d th d h i l o');
  });

  // Each case: what to_tsvector('simple', unaccent(text)) gave on PGlite, reduced to the words a prefix can match.
  it.each([
    ['ul.Marszałkowska tel.600 godz.10-22 np. Dr.House 1,5h', ['ul', 'tel', 'godz', 'np', 'dr', '1', '5h']],
    ['kontakt anna.kowalska@example.com a@b.c ab@cd x.y@z', ['kontakt', 'anna', 'a', 'b', 'ab', 'cd', 'x', 'z']],
    ['1.5.2 1.a a.1 a/b x/y/z 1/2 c\\d', ['1', '1', 'a', 'a', 'a', 'x', '1', 'c', 'd']],
    ['abc-22 a-1b 22-abc żółw-ćma e-mail', ['abc', 'a', '1b', '22', 'abc', 'zolw', 'cma', 'e', 'mail']],
    ["кот.пёс ΑΒΓ.δε a..b a.b. O'Neil ab_cd x² 3D", ['кот', 'пес', 'αβγ', 'δε', 'a', 'b', 'a', 'o', 'neil', 'ab', 'cd', 'x', '3d']],
  ])('%s', (text, starts) => {
    expect(wordStarts(foldText(text))).toEqual(starts);
  });
  it("matches a tour in force as the ad's city and province, never as a district", () => {
    const touring = doc({ tour: { city: 'krakow', province: 'malopolskie', until: '2026-12-05' } });
    expect(matches(touring, { city: 'krakow' })).toBe(true);
    expect(matches(touring, { province: 'malopolskie' })).toBe(true);
    expect(matches(touring, { city: 'krakow', district: 'stare-miasto' })).toBe(false);
    expect(matches(doc(), { city: 'krakow' })).toBe(false);
  });
});
