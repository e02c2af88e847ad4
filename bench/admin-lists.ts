/**
 * The console's lists (budget: p95 ≤ 50 ms with 100k ads): what GET /api/admin/ads and GET /api/admin/accounts run
 * for one page — the page and its total — under the filters and sorts moderators use.
 *   npx tsx bench/admin-lists.ts --db pglite      (on disk in a temp dir, as the embedded product runs)
 *   npx tsx bench/admin-lists.ts                  (Postgres: DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   options: --n 100000 (ads)  --owners 30000  --queries 60 (per kind)
 * Seeded through the real projectors (accounts, then ads) from a generated history: 80 % approved, 10 % rejected,
 * the rest pending; then a tenth of the owners verified and a thousand ads promoted, as the standing events would.
 */
import contracts from '../contracts/src/index';
import projections from '../projections/src/index';
import { openBenchDatabase } from './lib/bench-database';

const { AdminAdFilter, AdminAccountFilter } = contracts;
const {
  asRecordedEvents,
  createAccountsProjector,
  createAdsProjector,
  fakeAdHistory,
  listAccountsForAdmin,
  listAdsForAdmin,
  migrateReadModels,
  seededRandom,
} = projections;

const argv = process.argv;
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1]! : fallback;
};
const n = Number(arg('n', '100000'));
const owners = Number(arg('owners', '30000'));
const perKind = Number(arg('queries', '60'));
const dbKind = arg('db', 'postgres');
const rng = seededRandom(11);
const pick = <T>(list: readonly T[]) => list[Math.floor(rng() * list.length)]!;

const { client, close } = await openBenchDatabase(dbKind, 'admin-lists');
try {
  await migrateReadModels(client);
  let t = performance.now();
  const history = fakeAdHistory({ seed: 5, ads: n, owners, approvedShare: 0.8, rejectedShare: 0.1 });
  const events = asRecordedEvents(history.events);
  const accounts = createAccountsProjector();
  const ads = createAdsProjector();
  const accountEvents = events.filter((e) => e.type === 'AccountRegistered');
  const adEvents = events.filter((e) => e.type !== 'AccountRegistered');
  for (const [projector, list] of [
    [accounts, accountEvents],
    [ads, adEvents],
  ] as const)
    for (let i = 0; i < list.length; i += 5000) await client.transaction((tx) => projector.apply(list.slice(i, i + 5000), tx));
  await client.query('UPDATE accounts SET verified = true WHERE id IN (SELECT id FROM accounts ORDER BY id LIMIT $1)', [
    Math.round(owners / 10),
  ]);
  await client.query('UPDATE ads SET verified = true WHERE owner_id IN (SELECT id FROM accounts WHERE verified)');
  await client.query("UPDATE ads SET promoted = true WHERE id IN (SELECT id FROM ads WHERE status = 'approved' ORDER BY id LIMIT 1000)");
  await client.query('UPDATE accounts SET blocked = true WHERE id IN (SELECT id FROM accounts ORDER BY id DESC LIMIT 50)');
  await client.query('VACUUM ANALYZE');
  const counts = (await client.query('SELECT (SELECT count(*)::int FROM ads) AS ads, (SELECT count(*)::int FROM accounts) AS accounts'))
    .rows[0] as { ads: number; accounts: number };
  console.log(`${dbKind}: seeded ${counts.ads} ads of ${counts.accounts} accounts in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const cities = (await client.query('SELECT DISTINCT city FROM ads')).rows.map((r) => (r as { city: string }).city);
  const logins = (await client.query('SELECT login FROM accounts ORDER BY random() LIMIT 500')).rows.map(
    (r) => (r as { login: string }).login,
  );
  const titleWords = ['masaż', 'anna', 'relaks', 'nowa', 'dyskretnie'];
  // Mostly the first page; a fifth of the time one of the next 40 (a moderator paging back).
  const page = (): [number, number] => {
    const from = rng() < 0.8 ? 0 : 25 * Math.floor(rng() * 40);
    return [from, from + 24];
  };

  const adKinds: Record<string, () => Parameters<typeof listAdsForAdmin>[1]> = {
    'all, newest': () => ({ range: page() }),
    'moderation queue, oldest': () => ({
      filter: AdminAdFilter.parse({ queue: 'moderation' }),
      sort: { field: 'createdAt', order: 'ASC' },
      range: page(),
    }),
    'status pending': () => ({ filter: AdminAdFilter.parse({ status: 'pending' }), range: page() }),
    'city + approved': () => ({ filter: AdminAdFilter.parse({ city: pick(cities), status: 'approved' }), range: page() }),
    'owner by login': () => ({ filter: AdminAdFilter.parse({ owner: pick(logins) }), range: [0, 24] }),
    verified: () => ({ filter: AdminAdFilter.parse({ verified: true }), range: page() }),
    promoted: () => ({ filter: AdminAdFilter.parse({ promoted: true }), range: page() }),
    'title text': () => ({ filter: AdminAdFilter.parse({ q: pick(titleWords) }), range: [0, 24] }),
    'sorted by approval': () => ({ sort: { field: 'approvedAt', order: 'DESC' }, range: page() }),
  };
  const accountKinds: Record<string, () => Parameters<typeof listAccountsForAdmin>[1]> = {
    'accounts, newest': () => ({ sort: { field: 'registeredAt', order: 'DESC' }, range: page() }),
    'accounts by login part': () => ({ filter: AdminAccountFilter.parse({ q: pick(logins).slice(0, 5) }), range: [0, 24] }),
    'accounts by role': () => ({ filter: AdminAccountFilter.parse({ role: 0 }), range: page() }),
    'accounts blocked': () => ({ filter: AdminAccountFilter.parse({ blocked: true }), range: [0, 24] }),
    'accounts verified': () => ({ filter: AdminAccountFilter.parse({ verified: true }), range: page() }),
  };

  const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
  const all: number[] = [];
  const run = async (name: string, query: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < perKind; i++) {
      const t0 = performance.now();
      await query();
      times.push(performance.now() - t0);
    }
    all.push(...times);
    console.log(`  ${name.padEnd(28)} p50 ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms`);
  };
  for (const [name, make] of Object.entries(adKinds)) await run(name, () => listAdsForAdmin(client, make()));
  for (const [name, make] of Object.entries(accountKinds)) await run(name, () => listAccountsForAdmin(client, make()!));
  const p95 = quantile(all, 0.95);
  console.log(`${dbKind}, ${counts.ads} ads, ${all.length} list pages: p50 ${quantile(all, 0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`);
  console.log(`budget p95 ≤ 50 ms: ${p95 <= 50 ? 'MET' : `MISSED (${p95.toFixed(1)} ms)`}`);
} finally {
  await close();
}
