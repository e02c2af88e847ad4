/**
 * CPU time a server process spends per request (issue 26), read from /proc (Linux): on a busy machine wall times
 * swing with the other processes, the server's own user + system time much less. Requests go one at a time, each
 * with a unique `_b` parameter so that no cache in front of the renderer answers it; 20 warm-up requests first.
 *
 *   WEB_CONCURRENCY=1 PAGE_CACHE=false DATABASE_URL=… PORT=3100 node ../services/api/dist/main.js &
 *   npx tsx page-cpu.ts --pid <server pid> --base http://127.0.0.1:3100 --kind province --n 150
 *
 * Kinds: `province` (a province's list page), `search` (/search/ with a city, a category and an hour price range),
 * `ad` (ad pages, from `--ads`: one path per line, e.g. the 301 targets of /anons/{id}/), `api` (the search API with
 * the http-load filters, distinct), `hot` (one search API query, repeated). The server's background work (projector
 * polls, about 5 % of a core at rest) is counted too: compare kinds and builds in alternating runs, not alone.
 */
import { readFileSync } from 'node:fs';

const argv = process.argv;
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1]! : fallback;
};
const pid = arg('pid', '');
const base = arg('base', 'http://127.0.0.1:3000').replace(/\/$/, '');
const kind = arg('kind', 'province');
const n = Number(arg('n', '150'));
if (!/^\d+$/.test(pid)) throw new Error('--pid <the server process> is required (WEB_CONCURRENCY=1: the one process that serves)');

/** utime + stime of the process in milliseconds (clock ticks of 10 ms). */
const cpuMs = () => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const CITIES = ['warszawa', 'krakow', 'wroclaw', 'poznan', 'gdansk', 'lodz'];
const PROVINCES = ['mazowieckie', 'malopolskie', 'slaskie', 'dolnoslaskie', 'pomorskie', 'wielkopolskie', 'lodzkie'];
const ads = kind === 'ad' ? readFileSync(arg('ads', ''), 'utf8').split('\n').filter(Boolean) : [];
let seed = 7;
const rng = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
let i = 0;
const HOT = '/api/anonse/search?city=warszawa&tag1=kobieta&age_from=20&age_to=40&hour_price_from=100&hour_price_to=600';
const next = (): string => {
  const bust = `_b=${Date.now().toString(36)}${(i++).toString(36)}`;
  const price = 50 + Math.floor(rng() * 300);
  switch (kind) {
    case 'province':
      return `/anonse/${PROVINCES[i % PROVINCES.length]}/?${bust}`;
    case 'search':
      return `/search/?city=${CITIES[i % CITIES.length]}&tag1=kobieta&hour_price_from=${price}&hour_price_to=${price + 400}&${bust}`;
    case 'ad':
      return `${ads[i % ads.length]}?${bust}`;
    case 'api':
      return `/api/anonse/search?city=${CITIES[i % CITIES.length]}&tag1=kobieta&age_from=20&age_to=40&hour_price_from=${price}&hour_price_to=${price + 400}`;
    case 'hot':
      return HOT;
    default:
      throw new Error(`unknown --kind ${kind}`);
  }
};

const get = async (path: string) => {
  const res = await fetch(base + path, { headers: { cookie: 'adultContent=true', 'accept-encoding': 'identity' }, redirect: 'manual' });
  return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
};

for (let w = 0; w < 20; w++) await get(next());
const statuses: Record<number, number> = {};
let bytes = 0;
const cpu0 = cpuMs();
const t0 = performance.now();
for (let k = 0; k < n; k++) {
  const r = await get(next());
  statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  bytes += r.bytes;
}
const wall = performance.now() - t0;
const cpu = cpuMs() - cpu0;
console.log(
  JSON.stringify({
    kind,
    n,
    cpuMsPerRequest: +(cpu / n).toFixed(2),
    wallMsPerRequest: +(wall / n).toFixed(2),
    statuses,
    bytes: Math.round(bytes / n),
  }),
);
