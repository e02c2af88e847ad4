import { RANGE_KEYS, SearchFilter, type RangeKey, type SearchResult } from '@anonse/contracts';
import type { SearchDocument, SearchIndex } from './search-index';
import { matchesPlan } from './match-plan';
import { PREMIUM_WINDOW_MS, rotate } from './premium-rotation';
import { planSearch } from './search-query';

/**
 * The one behaviour every SearchIndex adapter must show (docs/architecture.md § Search and browse): same fixtures, same expected
 * answers. Call inside a `describe`; `open` gives an index (emptied before every test) and its cleanup.
 */

const noRanges = (): Record<RangeKey, number | null> =>
  Object.fromEntries(RANGE_KEYS.map((k) => [k, null])) as Record<RangeKey, number | null>;

export const contractDoc = (over: Partial<SearchDocument> & Pick<SearchDocument, 'id'>): SearchDocument => ({
  revision: 1,
  ownerId: `owner-of-${over.id}`,
  title: 'Ogłoszenie testowe',
  description: 'Opis ogłoszenia testowego, całkowicie fikcyjny.',
  excerpt: 'Opis ogłoszenia testowego, całkowicie fikcyjny.',
  category: 'kobieta',
  province: 'mazowieckie',
  city: 'warszawa',
  district: null,
  verified: false,
  phoneVerified: false,
  hasVideo: false,
  promoted: false,
  approvedAt: '2025-01-01T00:00:00.000Z',
  rankedAt: '2025-01-01T00:00:00.000Z',
  languages: [],
  services: [],
  outcalls: 2,
  phoneDigits: '48500000000',
  workingHours: { from: 10, to: 22 },
  tour: null,
  ...over,
  ranges: { ...noRanges(), age: 30, ...over.ranges },
});

// Expected order without filters: B (promoted), C and A (verified, newer first), then E and D by recency.
export const CONTRACT_DOCS: SearchDocument[] = [
  contractDoc({
    id: 'a1',
    title: 'Anna – masaż relaksacyjny',
    description: 'Spokojny gabinet w centrum miasta.',
    category: 'kobieta',
    district: 'bemowo',
    verified: true,
    rankedAt: '2025-01-01T10:00:00.000Z',
    approvedAt: '2025-01-01T10:00:00.000Z',
    languages: ['de', 'en'],
    services: ['gfe'],
    outcalls: 1,
    phoneDigits: '48501234567',
    workingHours: { from: 10, to: 22 },
    ranges: { ...noRanges(), hour_price: 300, half_hour_price: 200, age: 25, weight: 55, height: 170, breast: 3 },
  }),
  contractDoc({
    id: 'b2',
    title: 'Łucja – elegancka towarzyszka',
    description: 'Kolacje i wyjścia na wydarzenia.',
    category: 'kobieta',
    promoted: true,
    phoneVerified: true,
    rankedAt: '2025-01-01T08:00:00.000Z',
    approvedAt: '2025-01-01T08:00:00.000Z',
    languages: ['en'],
    outcalls: 3,
    phoneDigits: '48600111222',
    workingHours: { from: 20, to: 4 },
    ranges: { ...noRanges(), hour_price: 500, night_price: 2500, age: 30, height: 165 },
  }),
  contractDoc({
    id: 'c3',
    title: 'Marek – masaż sportowy',
    description: 'Masaż dla aktywnych, także wieczorem.',
    category: 'mezczyzna',
    province: 'malopolskie',
    city: 'krakow',
    verified: true,
    rankedAt: '2025-01-02T10:00:00.000Z',
    approvedAt: '2025-01-02T10:00:00.000Z',
    services: ['sex-telefon'],
    outcalls: 2,
    phoneDigits: '48700999888',
    workingHours: { from: 0, to: 24 },
    ranges: { ...noRanges(), hour_price: 200, age: 40, weight: 80, height: 185 },
  }),
  contractDoc({
    id: 'd4',
    ownerId: 'owner-of-d4-and-e5',
    title: 'Żaneta – pokazy taneczne',
    description: 'Taniec na scenie i przez kamerę.',
    category: 'striptiz',
    province: 'malopolskie',
    city: 'krakow',
    phoneVerified: true,
    rankedAt: '2025-01-03T10:00:00.000Z',
    approvedAt: '2025-01-03T10:00:00.000Z',
    languages: ['ru', 'uk'],
    services: ['gfe', 'pokazy-online'],
    outcalls: 1,
    phoneDigits: '48512345678',
    workingHours: { from: 18, to: 2 },
    ranges: { ...noRanges(), age: 22, weight: 50, height: 160, breast: 2 },
  }),
  contractDoc({
    id: 'e5',
    ownerId: 'owner-of-d4-and-e5',
    title: 'Para z Gdańska',
    description: 'Sympatyczna para zaprasza na spotkania.',
    category: 'para',
    province: 'pomorskie',
    city: 'gdansk',
    rankedAt: '2025-01-04T10:00:00.000Z',
    approvedAt: '2025-01-04T10:00:00.000Z',
    languages: ['en'],
    outcalls: 2,
    phoneDigits: '48790123123',
    workingHours: { from: 12, to: 20 },
    ranges: { ...noRanges(), hour_price: 800, age: 35 },
  }),
];

export interface SearchIndexUnderTest {
  index: SearchIndex;
  close(): Promise<void>;
}

export function searchIndexContract(open: () => Promise<SearchIndexUnderTest>): void {
  let subject: SearchIndexUnderTest;
  const search = (query: Record<string, unknown> = {}) => subject.index.search(SearchFilter.parse(query));
  const ids = (r: Pick<SearchResult, 'hits'>) => r.hits.map((h) => h.id);

  // One index per suite (opening a database or an index is the slow part); each test starts from the fixtures.
  beforeAll(async () => {
    subject = await open();
  }, 120_000);
  afterAll(async () => {
    await subject?.close();
  }, 120_000);
  beforeEach(async () => {
    await subject.index.clear();
    await subject.index.upsert(CONTRACT_DOCS);
  }, 60_000);

  it('answers a ping while it is up (/readyz asks)', async () => {
    await expect(subject.index.ping()).resolves.toBeUndefined();
  });

  it('ranks promoted first, then verified, then the most recently approved', async () => {
    const r = await search();
    expect(ids(r)).toEqual(['b2', 'c3', 'a1', 'e5', 'd4']);
    expect(r.total).toBe(5);
    // The main photo is the read models' (an adapter in the database joins it): not part of the index's contract.
    const { photo: _photo, ...first } = r.hits[0]!;
    expect(first).toEqual({
      id: 'b2',
      title: 'Łucja – elegancka towarzyszka',
      category: 'kobieta',
      province: 'mazowieckie',
      city: 'warszawa',
      district: null,
      age: 30,
      hourPrice: 500,
      verified: false,
      phoneVerified: true,
      hasVideo: false,
      promoted: true,
      approvedAt: '2025-01-01T08:00:00.000Z',
      excerpt: CONTRACT_DOCS[1]!.excerpt,
      onTour: null,
    });
  });

  it.each([
    ['province (slug)', { province: 'malopolskie' }, ['c3', 'd4']],
    ['province (id)', { province: '6' }, ['b2', 'a1']],
    ['city', { city: 'gdansk' }, ['e5']],
    ['district', { city: 'warszawa', district: 'bemowo' }, ['a1']],
    ['verified', { verified: 'true' }, ['c3', 'a1']],
    ['not verified', { verified: 'false' }, ['b2', 'e5', 'd4']],
    ['the phone mark', { phone_verified: '1' }, ['b2', 'd4']],
    ['the phone mark and a place', { phone_verified: 'true', city: 'krakow' }, ['d4']],
    ['the phone mark and the badge', { phone_verified: 'true', verified: 'true' }, []],
    ['the phone mark off: no filter', { phone_verified: '0' }, ['b2', 'c3', 'a1', 'e5', 'd4']],
    ['category (tag1)', { tag1: 'kobieta' }, ['b2', 'a1']],
    ['one language', { language: 'ru' }, ['d4']],
    ['any of the languages', { language: ['de', 'uk'] }, ['a1', 'd4']],
    ['outcalls', { outcalls: '1' }, ['a1', 'd4']],
    ['one service', { service: 'gfe' }, ['a1', 'd4']],
    ['any of the services', { service: ['sex-telefon', 'pokazy-online'] }, ['c3', 'd4']],
    ['title, accents ignored', { title: 'masaz' }, ['c3', 'a1']],
    ['title with accents, any case', { title: 'ŁUCJA' }, ['b2']],
    ['title word prefix', { title: 'tanecz' }, ['d4']],
    ['title inside a word', { title: 'dańsk' }, ['e5']],
    ['title matching nothing', { title: 'hulajnoga' }, []],
    ['phone, digits contained', { phone: '345' }, ['a1', 'd4']],
    ['phone typed with spaces', { phone: '600 111' }, ['b2']],
    ['working hours inside the day', { working_hours_from: '11', working_hours_to: '13' }, ['c3', 'a1']],
    ['working hours wrapping past midnight', { working_hours_from: '23', working_hours_to: '1' }, ['b2', 'c3', 'd4']],
    ['working hours: from only = open at that hour', { working_hours_from: '21' }, ['b2', 'c3', 'a1', 'd4']],
    ['working hours: the whole day', { working_hours_from: '0', working_hours_to: '24' }, ['c3']],
    [
      'default ranges do not hide ads lacking the value',
      { weight_from: '30', weight_to: '200', breast_from: '1', breast_to: '8' },
      ['b2', 'c3', 'a1', 'e5', 'd4'],
    ],
    ['an active range hides ads lacking the value', { weight_from: '40' }, ['c3', 'a1', 'd4']],
    ['a range with both ends', { hour_price_from: '250', hour_price_to: '600' }, ['b2', 'a1']],
    [
      'several ranges + category + city',
      { tag1: 'kobieta', city: 'warszawa', age_from: '20', age_to: '28', height_from: '168', hour_price_to: '400' },
      ['a1'],
    ],
  ])('filters by %s', async (_label, query, expected) => {
    const found = ids(await search(query));
    expect(found).toEqual(expected);
    // The saved searches' matcher decides one document at a time: it must pick exactly what the index returned.
    const plan = planSearch(SearchFilter.parse(query));
    expect(
      CONTRACT_DOCS.filter((d) => matchesPlan(d, plan))
        .map((d) => d.id)
        .sort(),
    ).toEqual([...found].sort());
  });

  it('counts facets over the current result', async () => {
    expect((await search()).facets).toEqual({
      category: { kobieta: 2, mezczyzna: 1, striptiz: 1, para: 1 },
      province: { mazowieckie: 2, malopolskie: 2, pomorskie: 1 },
      city: { warszawa: 2, krakow: 2, gdansk: 1 },
      district: { bemowo: 1 },
      verified: { true: 2, false: 3 },
      language: { de: 1, en: 3, ru: 1, uk: 1 },
      outcalls: { '1': 2, '2': 2, '3': 1 },
      service: { gfe: 2, 'sex-telefon': 1, 'pokazy-online': 1 },
    });
    expect((await search({ city: 'krakow' })).facets).toEqual({
      category: { mezczyzna: 1, striptiz: 1 },
      province: { malopolskie: 2 },
      city: { krakow: 2 },
      district: {},
      verified: { true: 1, false: 1 },
      language: { ru: 1, uk: 1 },
      outcalls: { '1': 1, '2': 1 },
      service: { gfe: 1, 'sex-telefon': 1, 'pokazy-online': 1 },
    });
  });

  it('gives min/max of every range over the current result (null when no ad has the value)', async () => {
    expect((await search()).stats).toEqual({
      hour_price: { min: 200, max: 800 },
      half_hour_price: { min: 200, max: 200 },
      quarter_hour_price: null,
      night_price: { min: 2500, max: 2500 },
      age: { min: 22, max: 40 },
      weight: { min: 50, max: 80 },
      height: { min: 160, max: 185 },
      breast: { min: 2, max: 3 },
    });
    const krakow = await search({ city: 'krakow' });
    expect(krakow.stats.hour_price).toEqual({ min: 200, max: 200 });
    expect(krakow.stats.age).toEqual({ min: 22, max: 40 });
    expect(krakow.stats.night_price).toBeNull();
  });

  it('paginates', async () => {
    const page1 = await search({ per_page: '2' });
    expect([ids(page1), page1.total, page1.page, page1.pageCount, page1.perPage]).toEqual([['b2', 'c3'], 5, 1, 3, 2]);
    expect(ids(await search({ per_page: '2', page: '2' }))).toEqual(['a1', 'e5']);
    expect(ids(await search({ per_page: '2', page: '3' }))).toEqual(['d4']);
    const beyond = await search({ per_page: '2', page: '4' });
    expect([ids(beyond), beyond.total]).toEqual([[], 5]);
    expect((await search()).perPage).toBe(24);
  });

  it('answers hits alone exactly as the same search pages them, for every filter kind', async () => {
    const queries = [
      {},
      { per_page: '2', page: '2' },
      { city: 'warszawa', tag1: 'kobieta' },
      { province: 'mazowieckie', hour_price_from: '250' },
      { q: 'masaż' },
      { sort: 'price_asc' },
    ];
    for (const query of queries) {
      const filter = SearchFilter.parse(query);
      const [page, hitsOnly] = await Promise.all([subject.index.search(filter), subject.index.hits(filter)]);
      expect(hitsOnly.hits).toEqual(page.hits);
      expect(hitsOnly.photosIncluded).toBe(page.photosIncluded);
    }
  });

  it('never replaces a document with an older revision (replays are harmless)', async () => {
    const a1 = CONTRACT_DOCS[0]!;
    await subject.index.upsert([{ ...a1, revision: 3, title: 'Anna – nowy tytuł' }]);
    await subject.index.upsert([{ ...a1, revision: 2, title: 'Anna – stary tytuł' }]);
    await subject.index.upsert([{ ...a1, revision: 3, title: 'Anna – inny tytuł tej samej rewizji' }]);
    expect(ids(await search({ title: 'nowy' }))).toEqual(['a1']);
    expect(ids(await search({ title: 'stary' }))).toEqual([]);
    expect(ids(await search({ title: 'inny' }))).toEqual([]);
    expect((await search()).total).toBe(5);
  });

  it('carries the video mark on every kind of hit, and drops it with a newer document', async () => {
    const b2 = CONTRACT_DOCS[1]!;
    const c3 = CONTRACT_DOCS[2]!;
    await subject.index.upsert([
      { ...b2, revision: 2, hasVideo: true },
      { ...c3, revision: 2, hasVideo: true },
    ]);
    const marks = (r: Pick<SearchResult, 'hits'>) => Object.fromEntries(r.hits.map((h) => [h.id, h.hasVideo]));
    expect(marks(await search())).toEqual({ b2: true, c3: true, a1: false, e5: false, d4: false });
    const now = new Date('2025-01-05T12:00:00.000Z');
    const list = await subject.index.browse(SearchFilter.parse({ province: 'malopolskie' }), { now, premiumLimit: 4 });
    expect(marks(list)).toEqual({ c3: true, d4: false });
    const premium = await subject.index.premium(SearchFilter.parse({}), { limit: 4, now });
    expect(marks(premium)).toEqual({ b2: true });
    await subject.index.upsert([{ ...c3, revision: 3, hasVideo: false }]);
    expect(marks(await search({ city: 'krakow' }))).toEqual({ c3: false, d4: false });
  });

  it('removes documents (unknown ids are ignored) and clears', async () => {
    await subject.index.remove(['b2', 'no-such-ad']);
    const r = await search();
    expect(ids(r)).toEqual(['c3', 'a1', 'e5', 'd4']);
    expect(r.facets.city).toEqual({ warszawa: 1, krakow: 2, gdansk: 1 });
    await subject.index.clear();
    const empty = await search();
    expect([empty.total, empty.hits, empty.pageCount, empty.stats.age, empty.facets.city]).toEqual([0, [], 0, null, {}]);
  });

  it('removes every document of one owner, and only theirs; the owner never shows in a hit', async () => {
    expect(Object.keys((await search()).hits[0]!)).not.toContain('ownerId');
    await subject.index.removeOwner('owner-of-d4-and-e5');
    await subject.index.removeOwner('owner-"with" \\ quotes');
    await subject.index.removeOwner('no-such-owner');
    expect(ids(await search())).toEqual(['b2', 'c3', 'a1']);
    // A later version of a removed document comes back only through an upsert that names its owner again.
    await subject.index.upsert([{ ...CONTRACT_DOCS[3]!, revision: 2 }]);
    expect(ids(await search())).toEqual(['b2', 'c3', 'a1', 'd4']);
  });

  it('searches the ad name in titles only, and free text in titles and descriptions', async () => {
    expect(ids(await search({ title: 'gabinet' }))).toEqual([]);
    expect(ids(await search({ q: 'gabinet' }))).toEqual(['a1']);
    expect(ids(await search({ q: 'MASAZ' }))).toEqual(['c3', 'a1']);
    expect(ids(await search({ q: 'kamer' }))).toEqual(['d4']);
    expect(ids(await search({ q: 'para zaprasza' }))).toEqual(['e5']);
    expect(ids(await search({ q: 'para hulajnoga' }))).toEqual([]);
  });

  it.each([
    ['newest first', 'newest', ['e5', 'd4', 'c3', 'a1', 'b2']],
    ['recently bumped first', 'bumped', ['e5', 'd4', 'c3', 'a1', 'b2']],
    ['price up (no price last)', 'price_asc', ['c3', 'a1', 'b2', 'e5', 'd4']],
    ['price down (no price last)', 'price_desc', ['e5', 'b2', 'a1', 'c3', 'd4']],
    ['recommended (the default)', 'recommended', ['b2', 'c3', 'a1', 'e5', 'd4']],
  ])('sorts %s', async (_label, sort, expected) => {
    expect(ids(await search({ sort }))).toEqual(expected);
  });

  it('walks every order page by page with keyset cursors exactly as by page numbers', async () => {
    for (const sort of ['recommended', 'newest', 'bumped', 'price_asc', 'price_desc']) {
      const byOffset = [1, 2, 3].map(async (page) => ids(await search({ sort, per_page: '2', page: String(page) })));
      const expected = await Promise.all(byOffset);
      const walked: string[][] = [];
      let cursor: string | null = null;
      for (let page = 1; page <= 3; page++) {
        const r: SearchResult = await search({ sort, per_page: '2', page: String(page), ...(cursor ? { cursor } : {}) });
        walked.push(ids(r));
        cursor = r.nextCursor;
        expect([sort, page, cursor === null]).toEqual([sort, page, page === 3]);
      }
      expect([sort, walked]).toEqual([sort, expected]);
    }
    // A cursor of another order is ignored: the page number decides.
    const priceCursor = (await search({ sort: 'price_asc', per_page: '2' })).nextCursor!;
    expect(ids(await search({ sort: 'newest', per_page: '2', page: '2', cursor: priceCursor }))).toEqual(['c3', 'a1']);
  });

  it('keeps only ads open now (Europe/Warsaw) for "available now"', async () => {
    // 10:30 UTC on 15 January is 11:30 in Warsaw: a1 (10–22) and c3 (all day) are open, e5 opens at 12.
    const now = new Date('2025-01-15T10:30:00Z');
    expect(ids(await subject.index.search(SearchFilter.parse({ available_now: '1' }), { now }))).toEqual(['c3', 'a1']);
    // 19:30 UTC is 20:30: b2 (20–4) opens, e5 (12–20) has closed.
    expect(ids(await subject.index.search(SearchFilter.parse({ available_now: '1' }), { now: new Date('2025-01-15T19:30:00Z') }))).toEqual([
      'b2',
      'c3',
      'a1',
      'd4',
    ]);
  });

  describe('browse (list pages)', () => {
    const now = new Date('2025-01-15T10:30:00Z');
    const browse = (query: Record<string, unknown> = {}) => subject.index.browse(SearchFilter.parse(query), { now, premiumLimit: 6 });

    it('answers the page, the total and the counts a list page links with', async () => {
      const all = await browse();
      expect([ids(all), all.total, all.pageCount, all.premiumTotal, ids({ hits: all.premium })]).toEqual([
        ['b2', 'c3', 'a1', 'e5', 'd4'],
        5,
        1,
        1,
        ['b2'],
      ]);
      expect(all.facets).toEqual({
        province: { mazowieckie: 2, malopolskie: 2, pomorskie: 1 },
        city: {},
        district: {},
        category: { kobieta: 2, mezczyzna: 1, striptiz: 1, para: 1 },
        service: { gfe: 2, 'sex-telefon': 1, 'pokazy-online': 1 },
      });
      const province = await browse({ province: 'malopolskie' });
      expect([ids(province), province.facets.city, province.facets.category]).toEqual([
        ['c3', 'd4'],
        { krakow: 2 },
        { mezczyzna: 1, striptiz: 1 },
      ]);
      const women = await browse({ city: 'warszawa', tag1: 'kobieta' });
      expect([ids(women), women.total, women.facets.district, women.facets.category]).toEqual([
        ['b2', 'a1'],
        2,
        { bemowo: 1 },
        { kobieta: 2 },
      ]);
      const district = await browse({ city: 'warszawa', district: 'bemowo' });
      expect([ids(district), district.total, district.facets.district]).toEqual([['a1'], 1, { bemowo: 1 }]);
      const service = await browse({ service: 'gfe', province: 'malopolskie' });
      expect([ids(service), service.total, service.facets.city]).toEqual([['d4'], 1, { krakow: 1 }]);
      // Either of two services (the "phone and cam shows" list): counted over the rows instead.
      const either = await browse({ service: ['sex-telefon', 'pokazy-online'] });
      expect([ids(either), either.total, either.facets.province]).toEqual([['c3', 'd4'], 2, { malopolskie: 2 }]);
      expect(either.facets.category).toEqual(all.facets.category);
      // Any other filter is counted over the rows too, and agrees with search.
      const narrowed = await browse({ city: 'warszawa', hour_price_to: '400', sort: 'price_asc' });
      expect([ids(narrowed), narrowed.total]).toEqual([['a1'], 1]);
      // The phone mark is not a kept count either: a list of a province with it counts its matching rows.
      const marked = await browse({ province: 'malopolskie', phone_verified: '1' });
      expect([ids(marked), marked.total, marked.hits.map((h) => h.phoneVerified)]).toEqual([['d4'], 1, [true]]);
    });

    it('pages by keyset and by offset alike', async () => {
      const first = await browse({ per_page: '2', sort: 'newest' });
      const second = await browse({ per_page: '2', sort: 'newest', page: '2', cursor: first.nextCursor });
      expect([ids(first), ids(second), ids(await browse({ per_page: '2', sort: 'newest', page: '2' }))]).toEqual([
        ['e5', 'd4'],
        ['c3', 'a1'],
        ['c3', 'a1'],
      ]);
    });

    it('keeps its counts in step with every upsert, move and removal', async () => {
      const a1 = CONTRACT_DOCS[0]!;
      // a1 moves to Kraków and drops its service; e5 is removed; a new ad arrives in Gdańsk.
      await subject.index.upsert([
        { ...a1, revision: 2, province: 'malopolskie', city: 'krakow', district: null, services: [] },
        contractDoc({ id: 'f6', category: 'para', province: 'pomorskie', city: 'gdansk', services: ['gfe'] }),
      ]);
      await subject.index.remove(['e5']);
      const all = await browse();
      expect([all.total, all.facets.province, all.facets.service]).toEqual([
        5,
        { mazowieckie: 1, malopolskie: 3, pomorskie: 1 },
        { gfe: 2, 'sex-telefon': 1, 'pokazy-online': 1 },
      ]);
      expect((await browse({ city: 'warszawa' })).facets.district).toEqual({});
      expect((await browse({ city: 'krakow', tag1: 'kobieta' })).total).toBe(1);
      // A replayed older revision changes nothing, counts included.
      await subject.index.upsert([{ ...a1, revision: 1 }]);
      expect((await browse({ city: 'krakow' })).total).toBe(3);
      await subject.index.removeOwner('owner-of-d4-and-e5');
      expect((await browse({ province: 'malopolskie' })).facets.city).toEqual({ krakow: 2 });
      await subject.index.clear();
      const empty = await browse();
      expect([empty.total, empty.hits, empty.facets.province, empty.premium]).toEqual([0, [], {}, []]);
    });
  });

  describe('tours', () => {
    // t6 lives in Poznań's Stare Miasto and tours Kraków until 5 December (promoted, so it leads its lists).
    const TOURING = contractDoc({
      id: 't6',
      province: 'wielkopolskie',
      city: 'poznan',
      district: 'stare-miasto',
      promoted: true,
      tour: { city: 'krakow', province: 'malopolskie', until: '2026-12-05' },
    });
    const marker = { city: 'krakow', province: 'malopolskie', until: '2026-12-05' };
    const onTour = (r: Pick<SearchResult, 'hits'>) => r.hits.map((h) => [h.id, h.onTour ?? null]);
    const now = new Date('2026-12-03T10:00:00Z');
    const browse = (query: Record<string, unknown>) => subject.index.browse(SearchFilter.parse(query), { now, premiumLimit: 6 });
    const premium = (query: Record<string, unknown>) => subject.index.premium(SearchFilter.parse(query), { now, limit: 6 });

    beforeEach(async () => {
      await subject.index.upsert([TOURING]);
    }, 60_000);

    it("lists a touring ad in its tour city's and province's lists with the marker, and at home without it", async () => {
      expect(onTour(await search({ city: 'krakow' }))).toEqual([
        ['t6', marker],
        ['c3', null],
        ['d4', null],
      ]);
      expect(onTour(await search({ province: 'malopolskie', tag1: 'kobieta' }))).toEqual([['t6', marker]]);
      expect(onTour(await search({ city: 'poznan' }))).toEqual([['t6', null]]);
      expect(onTour(await search({ province: 'wielkopolskie' }))).toEqual([['t6', null]]);
      expect(onTour(await search({ tag1: 'kobieta' }))).toEqual([
        ['b2', null],
        ['t6', null],
        ['a1', null],
      ]);
      const list = await browse({ city: 'krakow' });
      expect([list.total, onTour(list), onTour({ hits: list.premium })]).toEqual([
        3,
        [
          ['t6', marker],
          ['c3', null],
          ['d4', null],
        ],
        [['t6', marker]],
      ]);
      expect((await browse({ province: 'malopolskie' })).total).toBe(3);
      expect((await browse({ city: 'krakow', tag1: 'kobieta' })).total).toBe(1);
      expect(onTour(await premium({ city: 'krakow' }))).toEqual([['t6', marker]]);
    });

    it("keeps district pages to home districts: a visitor from Poznań is not in Kraków's Stare Miasto", async () => {
      expect(ids(await search({ city: 'krakow', district: 'stare-miasto' }))).toEqual([]);
      expect((await browse({ city: 'krakow', district: 'stare-miasto' })).total).toBe(0);
      expect(onTour(await search({ city: 'poznan', district: 'stare-miasto' }))).toEqual([['t6', null]]);
    });

    it('takes the ad out of the tour city once a newer document says the tour ended', async () => {
      await subject.index.upsert([{ ...TOURING, revision: 2, tour: null }]);
      expect(ids(await search({ city: 'krakow' }))).toEqual(['c3', 'd4']);
      expect(ids(await search({ province: 'malopolskie' }))).toEqual(['c3', 'd4']);
      const list = await browse({ city: 'krakow' });
      expect([list.total, ids(list), list.premiumTotal]).toEqual([2, ['c3', 'd4'], 0]);
      expect((await browse({ province: 'malopolskie' })).total).toBe(2);
      expect(ids(await premium({ city: 'krakow' }))).toEqual([]);
      expect(onTour(await search({ city: 'poznan' }))).toEqual([['t6', null]]);
    });
  });

  describe('premium', () => {
    // Promoted ads besides b2 (Warszawa, kobieta): four more there, one of another category, one in Kraków.
    const PROMOTED: SearchDocument[] = [
      contractDoc({ id: 'p3', promoted: true, rankedAt: '2025-02-01T10:00:00.000Z', ranges: { ...noRanges(), age: 23 } }),
      contractDoc({
        id: 'p1',
        promoted: true,
        verified: true,
        rankedAt: '2025-02-02T10:00:00.000Z',
        ranges: { ...noRanges(), age: 31, hour_price: 400 },
      }),
      contractDoc({ id: 'p4', promoted: true, district: 'bemowo', rankedAt: '2025-02-03T10:00:00.000Z' }),
      contractDoc({ id: 'p2', promoted: true, languages: ['de'], rankedAt: '2025-02-04T10:00:00.000Z' }),
      contractDoc({ id: 'p5', promoted: true, category: 'para' }),
      contractDoc({ id: 'p6', promoted: true, province: 'malopolskie', city: 'krakow' }),
    ];
    // The promoted ads of Warszawa/kobieta in their stable order (id, byte order).
    const WARSAW_WOMEN = ['b2', 'p1', 'p2', 'p3', 'p4'];
    const WINDOW = 29_000_002; // 29_000_002 mod 5 = 2
    const inWindow = (w: number, msInto = 0) => new Date(w * PREMIUM_WINDOW_MS + msInto);
    const premium = (query: Record<string, unknown>, now: Date, limit = 24) =>
      subject.index.premium(SearchFilter.parse(query), { limit, now });

    beforeEach(async () => {
      await subject.index.upsert(PROMOTED);
    }, 60_000);

    it('answers only the promoted ads of the place and category, rotated by the window, with their count', async () => {
      const r = await premium({ city: 'warszawa', tag1: 'kobieta' }, inWindow(WINDOW));
      expect(ids(r)).toEqual(rotate(WARSAW_WOMEN, WINDOW));
      expect(ids(r)).toEqual(['p2', 'p3', 'p4', 'b2', 'p1']);
      expect(r.total).toBe(5);
      expect(r.hits.find((h) => h.id === 'p1')).toEqual({
        id: 'p1',
        title: 'Ogłoszenie testowe',
        category: 'kobieta',
        province: 'mazowieckie',
        city: 'warszawa',
        district: null,
        age: 31,
        hourPrice: 400,
        verified: true,
        phoneVerified: false,
        hasVideo: false,
        promoted: true,
        approvedAt: '2025-01-01T00:00:00.000Z',
        excerpt: 'Opis ogłoszenia testowego, całkowicie fikcyjny.',
        onTour: null,
      });
    });

    it('keeps one order for the whole window and moves every ad up one place in the next', async () => {
      const query = { city: 'warszawa', tag1: 'kobieta' };
      const first = ids(await premium(query, inWindow(WINDOW)));
      expect(ids(await premium(query, inWindow(WINDOW, PREMIUM_WINDOW_MS - 1)))).toEqual(first);
      expect(ids(await premium(query, inWindow(WINDOW + 1)))).toEqual([...first.slice(1), first[0]]);
      // Each of the five leads once in five consecutive windows.
      const leaders = await Promise.all([0, 1, 2, 3, 4].map(async (k) => (await premium(query, inWindow(WINDOW + k), 1)).hits[0]!.id));
      expect(leaders.sort()).toEqual(WARSAW_WOMEN);
      // Even a moment before 1970 (a negative window) names places inside the list.
      expect(ids(await premium(query, inWindow(-3)))).toEqual(rotate(WARSAW_WOMEN, -3));
    });

    it('gives the first `limit` of the rotated order, wrapping past the end of the sorted list', async () => {
      const r = await premium({ city: 'warszawa', tag1: 'kobieta' }, inWindow(WINDOW + 2), 3);
      expect([ids(r), r.total]).toEqual([['p4', 'b2', 'p1'], 5]);
      const one = await premium({ city: 'warszawa', tag1: 'kobieta' }, inWindow(WINDOW), 1);
      expect([ids(one), one.total]).toEqual([['p2'], 5]);
    });

    it.each([
      ['a province', { province: 'malopolskie' }, ['p6']],
      ['a city, every category', { city: 'warszawa' }, ['b2', 'p1', 'p2', 'p3', 'p4', 'p5']],
      ['a district', { city: 'warszawa', district: 'bemowo' }, ['p4']],
      ['verified', { city: 'warszawa', verified: 'true' }, ['p1']],
      ['a language', { language: 'de' }, ['p2']],
      ['a range', { city: 'warszawa', age_to: '29' }, ['p3']],
      ['a title', { title: 'łucja' }, ['b2']],
      ['a place without promoted ads', { city: 'gdansk' }, []],
      ['everything', {}, ['b2', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6']],
    ])('filters by %s like the search does (page ignored)', async (_label, query, sorted) => {
      for (const page of [undefined, '3']) {
        const r = await premium({ ...query, ...(page ? { page } : {}) }, inWindow(WINDOW));
        expect(ids(r)).toEqual(rotate(sorted, WINDOW));
        expect(r.total).toBe(sorted.length);
      }
    });

    it('drops an ad once its promotion ends (a newer revision with promoted = false) or it is removed', async () => {
      await subject.index.upsert([{ ...PROMOTED[0]!, revision: 2, promoted: false }]);
      await subject.index.remove(['p4']);
      const r = await premium({ city: 'warszawa', tag1: 'kobieta' }, inWindow(WINDOW));
      expect([ids(r), r.total]).toEqual([rotate(['b2', 'p1', 'p2'], WINDOW), 3]);
    });
  });
}
