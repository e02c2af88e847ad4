/**
 * Search latency of the Postgres adapter with facets + stats (budgets: p95 ≤ 50 ms on 20k ads in PGlite,
 * p95 ≤ 20 ms on 100k ads on local Postgres), for a query with 3 active ranges + category + city.
 *   npx tsx bench/search.ts --n 20000 --db pglite     (on disk in a temp dir, as the embedded product runs)
 *   npx tsx bench/search.ts --n 100000            (Postgres: DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   options: --queries 300  --explain (prints EXPLAIN ANALYZE of one query)
 */
import contracts from '../contracts/src/index';
const { SEARCH_CATEGORY_SLUGS, SearchFilter } = contracts;
import { openBenchDatabase } from './lib/bench-database';
import { seedApprovedAds } from './lib/seed-ads';
import projections from '../projections/src/index';

// bench is an ES module; the workspace sources are CommonJS, whose named exports ESM cannot see through `export *`.
const { planSearch, PostgresSearchIndex, searchSql, seededRandom } = projections;

const argv = process.argv;
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1]! : fallback;
};
const n = Number(arg('n', '20000'));
const dbKind = arg('db', 'postgres');
const queries = Number(arg('queries', '300'));

const { client, close } = await openBenchDatabase(dbKind, 'search');

try {
  let t = performance.now();
  await seedApprovedAds(client, { n });
  const seeded = (await client.query('SELECT count(*)::int AS c FROM search_ads')).rows[0].c;
  console.log(`${dbKind}: seeded ${seeded} approved ads in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  // Cities weighted like the data: pick a random ad's city, so most queries hit big cities (the realistic case).
  const cities = (await client.query('SELECT city FROM search_ads')).rows.map((r) => r.city);
  const rng = seededRandom(99);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rng() * list.length)]!;
  const between = (min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
  const randomFilter = () => {
    const ageFrom = between(18, 35);
    const priceFrom = between(50, 400);
    const heightFrom = between(100, 170);
    return SearchFilter.parse({
      city: pick(cities),
      tag1: pick(SEARCH_CATEGORY_SLUGS),
      age_from: ageFrom,
      age_to: between(ageFrom + 5, 99),
      hour_price_from: priceFrom,
      hour_price_to: between(priceFrom + 200, 2000),
      height_from: heightFrom,
      height_to: between(heightFrom + 10, 200),
    });
  };
  const search = new PostgresSearchIndex(client);
  for (let i = 0; i < 20; i++) await search.search(randomFilter()); // warm-up
  if (argv.includes('--explain')) {
    const { sql, params } = searchSql(planSearch(SearchFilter.parse({ ...randomFilter(), city: 'warszawa' })));
    const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < queries; i++) {
    const f = randomFilter();
    t = performance.now();
    const r = await search.search(f);
    times.push(performance.now() - t);
    hits += r.total;
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!.toFixed(2);
  console.log(
    `${dbKind}, ${seeded} ads, ${queries} searches (city + category + 3 ranges, facets + stats): ` +
      `p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms, max ${times[times.length - 1]!.toFixed(2)} ms, mean total ${(hits / queries).toFixed(1)}`,
  );
} finally {
  await close();
}
