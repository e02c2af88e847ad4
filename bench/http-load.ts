/**
 * HTTP load against any base URL (issue 11), so anonse and another system can be measured in one run with the same
 * tool, machine and pages: autocannon with a fresh path per request, exact percentiles from every response time.
 *
 *   npx tsx http-load.ts --base http://127.0.0.1:3100 --scenario search --connections 50 --duration 20
 *   npx tsx http-load.ts --base http://127.0.0.1:3100 --scenario city --urls /tmp/bench_site-urls.txt
 *   npx tsx http-load.ts --base http://127.0.0.1:3100 --scenario province --urls … --connections 1 --bust
 *   npx tsx http-load.ts --base http://other-system --paths their-pages.txt     (one path per line: any system)
 *
 * Scenarios: `search` — GET /api/anonse/search with a city + a category + three active ranges (age, hour price,
 * height), cities drawn by their number of ads; `province` / `city` — anonymous list pages drawn from the
 * `--urls` file seed-site.ts writes (path, scope, ads), weighted by their ads; `--paths` — a plain list of paths.
 * `--bust` adds a unique query parameter to every request, so no cache in front of the renderer answers it.
 * Page requests carry the age-gate cookie (`adultContent=true`) as a returning visitor's do.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import contracts from '../contracts/src/index';

const { SEARCH_CATEGORY_SLUGS } = contracts;

const argv = process.argv;
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1]! : fallback;
};
const base = arg('base', 'http://127.0.0.1:3000').replace(/\/$/, '');
const scenario = arg('scenario', argv.includes('--paths') ? 'paths' : 'search');
const connections = Number(arg('connections', '50'));
const duration = Number(arg('duration', '20'));
const warmup = Number(arg('warmup', '3'));
const bust = argv.includes('--bust');

// A seeded generator: two runs (or two systems) get the same sequence of pages.
let seed = 20261126;
const rng = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
const between = (min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

interface Weighted {
  path: string;
  scope: string;
  weight: number;
}
function readUrls(file: string): Weighted[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [path, scope = 'page', weight = '1'] = line.split('\t');
      return { path: path!, scope, weight: Number(weight) };
    });
}
function weightedPicker(items: Weighted[]): () => Weighted {
  const total = items.reduce((s, i) => s + i.weight, 0);
  const cumulative: number[] = [];
  let acc = 0;
  for (const i of items) cumulative.push((acc += i.weight));
  return () => {
    const x = rng() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo]!;
  };
}

let nextPath: () => string;
const headers: Record<string, string> = {};
if (scenario === 'search') {
  const urls = argv.includes('--urls') ? readUrls(arg('urls', '')).filter((u) => u.scope === 'city') : [];
  const cities = urls.length
    ? urls.map((u) => ({ ...u, path: u.path.split('/')[2]! }))
    : ['warszawa', 'krakow', 'wroclaw', 'poznan', 'gdansk', 'lodz'].map((c) => ({ path: c, scope: 'city', weight: 1 }));
  const pickCity = weightedPicker(cities);
  nextPath = () => {
    const age = between(18, 35);
    const price = between(50, 400);
    const height = between(100, 170);
    const q = new URLSearchParams({
      city: pickCity().path,
      tag1: SEARCH_CATEGORY_SLUGS[Math.floor(rng() * SEARCH_CATEGORY_SLUGS.length)]!,
      age_from: String(age),
      age_to: String(between(age + 5, 99)),
      hour_price_from: String(price),
      hour_price_to: String(between(price + 200, 2000)),
      height_from: String(height),
      height_to: String(between(height + 10, 200)),
    });
    return `/api/anonse/search?${q}`;
  };
} else {
  const all = scenario === 'paths' ? readUrls(arg('paths', '')) : readUrls(arg('urls', '')).filter((u) => u.scope === scenario);
  if (!all.length) throw new Error(`no ${scenario} pages: give --urls (seed-site.ts writes it) or --paths`);
  const pick = weightedPicker(all);
  nextPath = () => pick().path;
  headers.cookie = 'adultContent=true';
}
let counter = 0;
const withBust = (path: string) =>
  bust ? `${path}${path.includes('?') ? '&' : '?'}_b=${Date.now().toString(36)}${(counter++).toString(36)}` : path;

async function run(seconds: number, record: boolean) {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: withBust(nextPath()) }) }],
  });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    if (!record) return;
    times.push(responseTime);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  return { times, statuses, result };
}

if (warmup > 0) await run(warmup, false);
const { times, statuses, result } = await run(duration, true);
times.sort((a, b) => a - b);
const pct = (p: number) => (times.length ? times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!.toFixed(1) : 'n/a');
const ok = [...statuses].filter(([s]) => s >= 200 && s < 400).reduce((n, [, c]) => n + c, 0);
const summary = {
  base,
  scenario,
  connections,
  duration,
  bust,
  requests: times.length,
  perSecond: Math.round(times.length / duration),
  p50: pct(50),
  p95: pct(95),
  p99: pct(99),
  max: times.length ? times[times.length - 1]!.toFixed(1) : 'n/a',
  non2xx: times.length - ok,
  statuses: Object.fromEntries(statuses),
  errors: result.errors,
  timeouts: result.timeouts,
};
console.log(JSON.stringify(summary));
console.log(
  `${scenario}${bust ? ' (cache bypassed)' : ''} @ ${base}, ${connections} connections, ${duration} s: ${summary.perSecond} req/s, ` +
    `p50 ${summary.p50} ms, p95 ${summary.p95} ms, p99 ${summary.p99} ms, max ${summary.max} ms, ${summary.non2xx} not 2xx/3xx, ${result.errors} errors`,
);
