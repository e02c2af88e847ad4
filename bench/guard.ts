/**
 * The speed regression guard (issue 26), run by `npm test` after the build: the embedded product with its demo seed,
 * one process, the page cache off, and the server's own CPU time (user + system, from /proc) per uncached page and
 * search request, one at a time. Each is divided by the CPU time of a fixed reference workload (JSON, string building,
 * regular expressions and gzip: the kinds of work a render does) measured in this process in the same run, between the
 * rounds, so a slower or busier machine moves both sides and the ratio stays. A ratio more than twice its committed
 * baseline (`guard-baseline.json`) fails the run.
 *
 *   npm run bench:guard -w @anonse/bench                      # measure and compare (exit code 1 on a regression)
 *   npm run bench:guard -w @anonse/bench -- --write-baseline  # measure and keep the ratios as the new baseline
 *   npm run bench:guard -w @anonse/bench -- --rounds 5        # more rounds (3 by default)
 *
 * It times paths, not budgets: the absolute budgets are the 100,000-ad benchmarks of bench/README.md.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { closeConnections, send, sleep, startApi } from './lib/api-server';
import { guardVerdict } from './lib/guard-verdict';

const argv = process.argv;
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1]! : fallback;
};
const ROUNDS = Number(arg('rounds', '3'));
const PER_ROUND = Number(arg('requests', '12'));
const LIMIT = 2;
const BASELINE = join(dirname(fileURLToPath(import.meta.url)), 'guard-baseline.json');

type Kind = 'province' | 'search' | 'ad' | 'api' | 'text';
const KINDS: Record<Kind, string> = {
  province: "a province's list page",
  search: 'the search page: city, category, price range',
  ad: "an ad's page",
  api: 'the search API with filters',
  text: 'the search API with typed words',
};

/** user + system CPU of another process in milliseconds (clock ticks of 10 ms). */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** user + system CPU of this process in milliseconds. */
const ownCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** One unit of the reference workload (about 10–20 ms on the reference machine); its result is used so it is kept. */
const SAMPLE = Array.from({ length: 1600 }, (_, i) => ({
  id: `ad-${i}`,
  title: `Ogłoszenie ${i} — Kraków, Śródmieście`,
  price: 100 + (i % 50) * 10,
  tags: ['kobieta', 'masaż', `tag-${i % 7}`],
  description: 'Zażółć gęślą jaźń. '.repeat(8),
}));
let sink = 0;
function referenceUnit(): void {
  const parsed = JSON.parse(JSON.stringify(SAMPLE)) as typeof SAMPLE;
  let html = '';
  for (const ad of parsed)
    html += `<li class="card"><a href="/anons/${ad.id}/">${ad.title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</a><span>${ad.price} zł</span><p>${ad.description}</p>${ad.tags.map((t) => `<i>${t}</i>`).join('')}</li>`;
  sink += gzipSync(html).length;
}

const HEADERS = { cookie: 'adultContent=true', 'accept-encoding': 'identity' };
const CITIES = ['warszawa', 'krakow', 'wroclaw', 'poznan', 'gdansk'];
const PROVINCES = ['mazowieckie', 'malopolskie', 'slaskie', 'dolnoslaskie', 'pomorskie', 'wielkopolskie'];
const WORDS = ['masaz', 'spotkanie', 'relaks', 'kobieta', 'wieczor'];

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'anonse-guard-'));
  const api = await startApi({ DATA_DIR: dataDir, PAGE_CACHE: 'false' });
  try {
    // The demo seed is written after the process is ready: wait until its approved ads are searchable.
    let hits: Array<Record<string, unknown>> = [];
    for (let wait = 0; hits.length < 40 && wait < 240; wait++) {
      if (wait > 0) await sleep(500);
      hits = (JSON.parse((await send(`${api.base}/api/anonse/search?per_page=50`, { headers: HEADERS })).body) as { hits: typeof hits })
        .hits;
    }
    const adIds = hits.map((a) => String(a.id));
    if (adIds.length === 0) throw new Error('the demo seed listed no ads: nothing to time an ad page with');
    let n = 0;
    const bust = () => `_b=${(n++).toString(36)}`;
    const path: Record<Kind, () => string> = {
      province: () => `/anonse/${PROVINCES[n % PROVINCES.length]}/?${bust()}`,
      search: () => `/search/?city=${CITIES[n % CITIES.length]}&tag1=kobieta&hour_price_from=${50 + n}&hour_price_to=900&${bust()}`,
      ad: () => `/anons/${adIds[n % adIds.length]}/?${bust()}`,
      // Each search differs (the price), since identical searches within a second are answered by the micro-cache.
      api: () => `/api/anonse/search?city=${CITIES[n % CITIES.length]}&tag1=kobieta&hour_price_from=${50 + n}&${bust()}`,
      text: () => `/api/anonse/search?q=${WORDS[n % WORDS.length]}&hour_price_from=${50 + n}&${bust()}`,
    };
    const get = async (url: string) => {
      // An ad's old address answers 301 to its slug: the page itself is what is timed.
      let answer = await send(api.base + url, { headers: HEADERS });
      for (let hops = 0; answer.status === 301 && answer.location && hops < 2; hops++)
        answer = await send(new URL(answer.location, api.base).toString(), { headers: HEADERS });
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    };
    for (const kind of Object.keys(KINDS) as Kind[]) for (let w = 0; w < 8; w++) await get(path[kind]());
    for (let w = 0; w < 5; w++) referenceUnit();

    const serverMs: Record<Kind, number> = { province: 0, search: 0, ad: 0, api: 0, text: 0 };
    let referenceMs = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of Object.keys(KINDS) as Kind[]) {
        const before = cpuOf(api.child.pid!);
        for (let k = 0; k < PER_ROUND; k++) await get(path[kind]());
        serverMs[kind] += cpuOf(api.child.pid!) - before;
        const mine = ownCpu();
        for (let k = 0; k < PER_ROUND; k++) referenceUnit();
        referenceMs += ownCpu() - mine;
      }
    }
    const count = ROUNDS * PER_ROUND;
    const reference = referenceMs / (count * Object.keys(KINDS).length);
    const ratios = Object.fromEntries(
      (Object.keys(KINDS) as Kind[]).map((k) => [k, +(serverMs[k] / count / reference).toFixed(2)]),
    ) as Record<Kind, number>;

    if (argv.includes('--write-baseline')) {
      writeFileSync(BASELINE, `${JSON.stringify(ratios, null, 2)}\n`);
      console.log(`baseline written to ${BASELINE}`);
    }
    const baseline = JSON.parse(readFileSync(BASELINE, 'utf8')) as Record<string, number>;
    console.log(`reference workload: ${reference.toFixed(2)} ms of CPU a unit (${sink > 0 ? 'checked' : ''})`);
    const verdict = guardVerdict(ratios, baseline, LIMIT);
    for (const v of verdict) {
      const ms = serverMs[v.path as Kind] / count;
      console.log(
        `${KINDS[v.path as Kind].padEnd(46)} ${ms.toFixed(1).padStart(6)} ms CPU  ratio ${v.ratio.toFixed(2).padStart(6)}  baseline ${(v.baseline ?? NaN).toFixed(2).padStart(6)}  ×${v.times.toFixed(2)}${v.regressed ? '  REGRESSION' : ''}`,
      );
    }
    const failed = verdict.filter((v) => v.regressed).map((v) => v.path);
    if (failed.length > 0) {
      console.log(`slower than ${LIMIT}× the baseline: ${failed.join(', ')}`);
      process.exitCode = 1;
    } else console.log(`every path within ${LIMIT}× its baseline`);
  } finally {
    await api.stop();
    closeConnections();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
