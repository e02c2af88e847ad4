/**
 * Seeds a whole Postgres database for the HTTP benchmarks (`http-load.ts`): N approved ads (1 % promoted) in the read
 * models, search documents and counts, through the real projector code. The database is dropped and created again.
 * Start the product on it afterwards, then load it:
 *   npx tsx seed-site.ts --n 100000 --database bench_site            (server from DATABASE_URL's host, default local)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_site WEB_CONCURRENCY=2 PORT=3100 node ../services/api/dist/main.js
 *   npx tsx http-load.ts --base http://127.0.0.1:3100 --urls /tmp/bench_site-urls.txt …
 * It also writes the list pages that have ads (provinces and cities) to `--urls-out` (default /tmp/<database>-urls.txt).
 */
import { writeFileSync } from 'node:fs';
import eventstore from '../eventstore/src/index';
import { seedApprovedAds } from './lib/seed-ads';

const { openSqlClient } = eventstore;

const argv = process.argv;
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1]! : fallback;
};
const n = Number(arg('n', '100000'));
const database = arg('database', 'bench_site');
if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error('--database takes a plain lower-case name');
const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const urlsOut = arg('urls-out', `/tmp/${database}-urls.txt`);

const admin = await openSqlClient({ databaseUrl: new URL('/postgres', server).toString(), dataDir: '', applicationName: 'bench-seed' });
await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${database}`);
await admin.close();

const target = new URL(`/${database}`, server).toString();
const client = await openSqlClient({ databaseUrl: target, dataDir: '', applicationName: 'bench-seed' });
try {
  await seedApprovedAds(client, { n, promoted: Math.round(n / 100), owners: Math.max(1, Math.round(n / 20)), log: console.log });
  const { rows } = await client.query<{ scope: string; place: string; n: number }>(
    `SELECT scope, place, n FROM search_counts WHERE scope IN ('province', 'city') AND cat = '' AND n > 0 ORDER BY n DESC`,
  );
  const lines = rows.map((r) => `/anonse/${r.place}/\t${r.scope}\t${r.n}`);
  writeFileSync(urlsOut, `${lines.join('\n')}\n`);
  console.log(`${rows.length} list pages (${rows.filter((r) => r.scope === 'province').length} provinces) written to ${urlsOut}`);
  console.log(`start the product with DATABASE_URL=${target}`);
} finally {
  await client.close();
}
