import { SearchFilter } from '@anonse/contracts';
import { createTestDatabase } from '@anonse/eventstore';
import { migrateReadModels } from '#projections/read-models';
import { matchesPlan } from '../match-plan';
import { contractDoc, searchIndexContract } from '../search-index.contract.spec';
import { planSearch } from '../search-query';
import { PostgresSearchIndex } from './postgres-search-index';

describe(`PostgresSearchIndex (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  searchIndexContract(async () => {
    const db = await createTestDatabase();
    await migrateReadModels(db.client);
    return { index: new PostgresSearchIndex(db.client), close: () => db.close() };
  });
});

/**
 * The saved searches' matcher against the text search itself, on words Postgres's parser keeps whole or splits
 * (hosts, addresses, paths, signed numbers, hyphenated words, other scripts): a word found by one is found by both.
 */
describe(`matchesPlan agrees with the Postgres text search (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  const texts = [
    'ul.Marszałkowska tel.600 godz.10-22 np. Dr.House 1,5h',
    'kontakt anna.kowalska@example.com a@b.c ab@cd x.y@z',
    '1.5.2 1.a a.1 a/b x/y/z 1/2 c\\d',
    'abc-22 a-1b 22-abc żółw-ćma e-mail',
    "кот.пёс ΑΒΓ.δε a..b a.b. O'Neil ab_cd x² 3D Ёжик",
  ];
  const docs = texts.map((description, i) => contractDoc({ id: `t${i}`, title: `Tekst ${i}`, description }));
  const words = [
    'ul',
    'marsz',
    'tel',
    '600',
    'godz',
    '10',
    '22',
    'np',
    'house',
    '1',
    '5h',
    'kowalska',
    'example',
    'anna',
    'b',
    'cd',
    'z',
    'y',
    'a',
    '5',
    'x',
    'c',
    'd',
    '1b',
    'abc',
    'zolw',
    'ćma',
    'mail',
    'e',
    'пёс',
    'пес',
    'δε',
    'neil',
    'ab',
    '3d',
    'ежик',
    'tekst',
    '²',
  ];
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let index: PostgresSearchIndex;

  beforeAll(async () => {
    db = await createTestDatabase();
    await migrateReadModels(db.client);
    index = new PostgresSearchIndex(db.client);
    await index.upsert(docs);
  }, 120_000);
  afterAll(() => db?.close(), 60_000);

  it('finds the same documents for every word', async () => {
    for (const title of words) {
      const filter = SearchFilter.parse({ title });
      const found = (await index.search(filter)).hits.map((h) => h.id).sort();
      expect([
        title,
        docs
          .filter((d) => matchesPlan(d, planSearch(filter)))
          .map((d) => d.id)
          .sort(),
      ]).toEqual([title, found]);
    }
  });
});
