/**
 * Issue 21's page budgets (issue 12's, tightened): Lighthouse 12 (mobile profile: its default form factor, screen emulation and simulated
 * throttling) on the public pages that matter most, N runs each, the median printed as a markdown table against
 * the budget row, misses marked.
 *
 *   npm run bench:lighthouse -w @anonse/bench                        # Polish pages, 3 runs each
 *   npm run bench:lighthouse -w @anonse/bench -- --en                # the English pages
 *   npm run bench:lighthouse -w @anonse/bench -- --runs 5 --json out.json
 *   npm run bench:lighthouse -w @anonse/bench -- --base-url http://127.0.0.1:3000   # a running product
 *
 * Builds nothing: without `--base-url` it starts the built product (`services/api/dist/main.js`, so
 * `npm run build` first) on a fresh embedded data dir with the demo data, on port 3810 (`--port`), and stops it
 * at the end. Chromium is `/usr/bin/chromium` (CHROMIUM_PATH to change), its DevTools port 3811
 * (`--chrome-port`).
 *
 * Per page it records the four category scores, LCP, CLS, the JavaScript transferred (the network records'
 * transfer size of every script, i.e. compressed only as far as the server compressed it), the same scripts'
 * gzip size (each script fetched again and compressed here, so the budget can be read even while the server
 * sends them uncompressed) and the number of axe-core rules the page fails
 * (Lighthouse's accessibility category runs axe-core; a failed rule is an audit scored 0 there). Every page is
 * audited as the real page: the age-gate consent goes with every request (`extraHeaders` Cookie
 * `adultContent=true`); the home page is audited once more without it, to know what the gate costs.
 *
 * The ad, salon and article audited are the first ones their list pages link to (the URLs a visitor reaches,
 * whatever the demo data holds); a page whose list links to none is reported as a "not found: …" row.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = join(ROOT, 'services/api/dist/main.js');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const AGE_GATE_COOKIE = 'adultContent=true';
const START_TIMEOUT_MS = 300_000;

/** Issue 21's budget: scores are Lighthouse's 0–100, LCP in seconds, TBT in ms, JS in KB (1,000 bytes, compressed). */
const BUDGET = { perf: 95, a11y: 100, seo: 100, bestPractices: 100, lcpS: 1.5, tbtMs: 100, cls: 0.02, jsKB: 100, axe: 0 };
/** A first visit, with the age gate over the page: the gate's own budget. */
const GATE_BUDGET = { ...BUDGET, perf: 90, lcpS: 2.0 };
type Budget = typeof BUDGET;

type Lang = 'pl' | 'en';

/** Where a page is: a fixed path, or the first link matching `link` on the list page `from`. */
type Target = { path: string } | { from: string; link: RegExp };

interface PageSpec {
  name: string;
  target: Target;
  /** false: audited as a first visit, with the age gate over the page. */
  consent: boolean;
}

function pagesFor(lang: Lang): PageSpec[] {
  const pl = lang === 'pl';
  const home = pl ? '/' : '/en/';
  return [
    { name: 'home', target: { path: home }, consent: true },
    { name: 'province list', target: { path: pl ? '/anonse/mazowieckie/' : '/en/erotic-ads/mazowieckie/' }, consent: true },
    { name: 'city list', target: { path: pl ? '/anonse/warszawa/' : '/en/erotic-ads/warszawa/' }, consent: true },
    {
      name: 'ad detail',
      target: pl
        ? { from: '/anonse/mazowieckie/', link: /href="(\/anons\/(?!add\/|promoPage\/)[^"/]+\/[^"]*)"/ }
        : { from: '/en/erotic-ads/mazowieckie/', link: /href="(\/en\/erotic-ad\/[^"/]+\/[^"]*)"/ },
      consent: true,
    },
    {
      name: 'salon',
      target: pl
        ? { from: '/salony-masazu/', link: /href="(\/salon-masazu\/(?!create\/|edit\/)[^"/]+\/)"/ }
        : { from: '/en/erotic-massage-parlors/', link: /href="(\/en\/erotic-massage-parlor\/(?!create\/|edit\/)[^"/]+\/)"/ },
      consent: true,
    },
    {
      name: 'blog article',
      target: pl ? { from: '/blog/', link: /href="(\/blog\/[^"?#]+\/)"/ } : { from: '/en/blog/', link: /href="(\/en\/blog\/[^"?#]+\/)"/ },
      consent: true,
    },
    { name: 'home, age gate shown', target: { path: home }, consent: false },
  ];
}

interface RunMetrics {
  perf: number;
  a11y: number;
  seo: number;
  bestPractices: number;
  lcpS: number;
  tbtMs: number;
  cls: number;
  /** JavaScript as transferred: what the visitor downloads, compressed only if the server compressed it. */
  jsKB: number;
  /** The same scripts gzip-compressed here (zlib's default level): the budget's measure whatever the server does. */
  jsGzipKB: number;
  axe: number;
  /** Titles of the audits that failed in the accessibility, SEO and best-practices categories. */
  failed: string[];
}

interface Row {
  name: string;
  path: string | null;
  /** false: the age gate was shown (its own budget). */
  consent?: boolean;
  note?: string;
  median?: RunMetrics;
  runs?: RunMetrics[];
}

// ---------------------------------------------------------------------------------------------------------------

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const hasFlag = (name: string) => process.argv.includes(name);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** The embedded product with the demo data; ready once the seed has finished (it prints the administrator last). */
async function startProduct(port: number, dataDir: string): Promise<ChildProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first (this bench builds nothing).`);
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Canonical links and absolute URLs point at the audited origin, as in production.
      PUBLIC_ORIGIN: base,
      COOKIE_SECURE: 'false',
      DATABASE_URL: '',
      EVENT_STORE_URL: '',
      MEILI_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let seeded = false;
  child.stdout!.on('data', (d: Buffer) => {
    output = (output + d.toString()).slice(-8000);
    if (/Demo administrator: login/.test(output)) seeded = true;
  });
  child.stderr!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-8000)));
  const started = Date.now();
  while (!seeded && Date.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}:\n${output}`);
    await sleep(250);
  }
  if (!seeded) {
    await stop(child);
    throw new Error(`the product did not finish seeding within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
  }
  return child;
}

async function startChromium(port: number, profileDir: string): Promise<ChildProcess> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  const child = spawn(CHROMIUM, [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}:\n${output}`);
    if (
      await fetch(`http://127.0.0.1:${port}/json/version`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await sleep(250);
  }
  await stop(child);
  throw new Error(`Chromium's DevTools port ${port} did not open:\n${output}`);
}

async function resolveTarget(base: string, target: Target): Promise<{ path: string } | { missing: string }> {
  if ('path' in target) return { path: target.path };
  const res = await fetch(`${base}${target.from}`, { headers: { cookie: AGE_GATE_COOKIE, accept: 'text/html' } });
  if (res.status !== 200) return { missing: `${target.from} answers ${res.status}` };
  const path = target.link.exec(await res.text())?.[1];
  return path ? { path: path.replace(/&amp;/g, '&') } : { missing: `no link on ${target.from}` };
}

// Lighthouse's result, only what is read here.
interface LhAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  metricSavings?: { LCP?: number; FCP?: number; TBT?: number };
  details?: { type?: string; items?: Record<string, unknown>[]; overallSavingsMs?: number };
}
interface LhCategory {
  score: number | null;
  auditRefs: { id: string; weight: number }[];
}
interface Lhr {
  categories: Record<'performance' | 'accessibility' | 'seo' | 'best-practices', LhCategory>;
  audits: Record<string, LhAudit>;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
}

const score = (c: LhCategory | undefined) => (c?.score == null ? NaN : Math.round(c.score * 100));

/** Audits of a category that failed (binary audits scored 0, numeric ones under 0.9), manual ones aside. */
function failedIn(lhr: Lhr, category: keyof Lhr['categories']): LhAudit[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id]!)
    .filter(
      (a) =>
        a &&
        a.score !== null &&
        ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode) &&
        a.score < (a.scoreDisplayMode === 'binary' ? 1 : 0.9),
    );
}

const gzipCache = new Map<string, number>();

/** gzip size of a script as this origin serves it (cached: hashed asset names do not change within a run). */
async function gzipBytes(url: string): Promise<number> {
  const known = gzipCache.get(url);
  if (known !== undefined) return known;
  const res = await fetch(url, { headers: { cookie: AGE_GATE_COOKIE } });
  const size = res.ok ? gzipSync(Buffer.from(await res.arrayBuffer())).length : 0;
  gzipCache.set(url, size);
  return size;
}

/** The offending elements of a failed audit (axe's selectors), the first three. */
function nodesOf(a: LhAudit): string {
  const items = a.details?.items ?? [];
  if (!items.length) return '';
  const selectors = items
    .slice(0, 3)
    .map((i) => (i.node as { selector?: string } | undefined)?.selector ?? (typeof i.url === 'string' ? i.url : undefined))
    .filter(Boolean);
  return ` ×${items.length}${selectors.length ? ` (${selectors.join('; ')})` : ''}`;
}

async function metricsOf(lhr: Lhr): Promise<RunMetrics> {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  const jsBytes = scripts.reduce((sum, r) => sum + (typeof r.transferSize === 'number' ? r.transferSize : 0), 0);
  let jsGzipBytes = 0;
  for (const url of new Set(scripts.map((r) => String(r.url)))) jsGzipBytes += await gzipBytes(url);
  const a11yFailed = failedIn(lhr, 'accessibility');
  return {
    perf: score(lhr.categories.performance),
    a11y: score(lhr.categories.accessibility),
    seo: score(lhr.categories.seo),
    bestPractices: score(lhr.categories['best-practices']),
    lcpS: (lhr.audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsKB: jsBytes / 1000,
    jsGzipKB: jsGzipBytes / 1000,
    axe: a11yFailed.length,
    failed: [
      ...a11yFailed.map((a) => `a11y: ${a.id}${nodesOf(a)}`),
      ...failedIn(lhr, 'seo').map((a) => `SEO: ${a.id}${nodesOf(a)}`),
      ...failedIn(lhr, 'best-practices').map((a) => `best practices: ${a.id}${nodesOf(a)}`),
      ...(perf(lhr) < GATE_BUDGET.perf || (lhr.audits['largest-contentful-paint']?.numericValue ?? 0) > BUDGET.lcpS * 1000
        ? perfHints(lhr)
        : []),
    ],
  };
}

const perf = (lhr: Lhr) => score(lhr.categories.performance);

/** Where a slow page loses its time: the LCP element and the opportunities that would save the most LCP. */
function perfHints(lhr: Lhr): string[] {
  const element = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0] as
    { items?: { node?: { selector?: string } }[] } | undefined;
  const selector = element?.items?.[0]?.node?.selector;
  const opportunities = Object.values(lhr.audits)
    .filter((a) => (a.metricSavings?.LCP ?? 0) >= 100 || (a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) >= 100))
    .sort((a, b) => (b.metricSavings?.LCP ?? b.details?.overallSavingsMs ?? 0) - (a.metricSavings?.LCP ?? a.details?.overallSavingsMs ?? 0))
    .slice(0, 4)
    .map((a) => `perf: ${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return [...(selector ? [`perf: LCP element ${selector}`] : []), ...opportunities];
}

function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each figure's own median over the runs; the failed audits of the run whose performance score is the median. */
function medianOf(runs: RunMetrics[]): RunMetrics {
  const m = (k: Exclude<keyof RunMetrics, 'failed'>) => median(runs.map((r) => r[k]));
  const perf = m('perf');
  const closest = [...runs].sort((a, b) => Math.abs(a.perf - perf) - Math.abs(b.perf - perf))[0]!;
  return {
    perf,
    a11y: m('a11y'),
    seo: m('seo'),
    bestPractices: m('bestPractices'),
    lcpS: m('lcpS'),
    tbtMs: m('tbtMs'),
    cls: m('cls'),
    jsKB: m('jsKB'),
    jsGzipKB: m('jsGzipKB'),
    axe: m('axe'),
    failed: closest.failed,
  };
}

/** One run; a trace Lighthouse itself failed to record (NO_NAVSTART and the like) is run again, up to twice. */
async function audit(url: string, chromePort: number, consent: boolean, attempt = 1): Promise<RunMetrics> {
  try {
    return await auditOnce(url, chromePort, consent);
  } catch (error) {
    if (attempt >= 3 || !(error instanceof Error) || !error.message.startsWith('Lighthouse: ')) throw error;
    console.warn(`${url}: ${error.message.split('(')[0]!.trim()}, running it again`);
    return audit(url, chromePort, consent, attempt + 1);
  }
}

async function auditOnce(url: string, chromePort: number, consent: boolean): Promise<RunMetrics> {
  const result = await lighthouse(url, {
    port: chromePort,
    logLevel: 'error',
    output: 'json',
    // Only the cookie: Lighthouse still clears the origin's storage and cache before each run (a first visit).
    extraHeaders: consent ? { Cookie: AGE_GATE_COOKIE } : undefined,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return await metricsOf(result.lhr as unknown as Lhr);
}

// ---------------------------------------------------------------------------------------------------------------

const fmt = {
  score: (v: number, budget: number) => (Number.isNaN(v) ? '—' : `${Math.round(v)}${v < budget ? ' ❌' : ''}`),
  max: (v: number, budget: number, digits: number, unit = '') =>
    Number.isNaN(v) ? '—' : `${v.toFixed(digits)}${unit}${v > budget ? ' ❌' : ''}`,
};

const budgetRow = (label: string, b: Budget) =>
  `| ${label} | ≥ ${b.perf} | ${b.a11y} | ${b.seo} | ${b.bestPractices} | ≤ ${b.lcpS} s | ≤ ${b.tbtMs} ms | ≤ ${b.cls} | ≤ ${b.jsKB} | ≤ ${b.jsKB} | ${b.axe} |`;

function table(rows: Row[], lang: Lang, runs: number): string {
  const lines = [
    `Lighthouse 12, mobile profile, ${lang === 'pl' ? 'Polish' : 'English'} pages, median of ${runs} run(s)`,
    '',
    '| page | perf | a11y | SEO | best practices | LCP | TBT | CLS | JS KB | JS KB if gzipped | axe rules failed |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    budgetRow('**budget**', BUDGET),
    budgetRow('**budget, age gate shown**', GATE_BUDGET),
  ];
  for (const row of rows) {
    const label = row.path ? `${row.name} \`${row.path}\`` : row.name;
    if (!row.median) {
      lines.push(`| ${label} | ${row.note} | | | | | | | | | |`);
      continue;
    }
    const r = row.median;
    const b = row.consent === false ? GATE_BUDGET : BUDGET;
    lines.push(
      `| ${label} | ${fmt.score(r.perf, b.perf)} | ${fmt.score(r.a11y, b.a11y)} | ${fmt.score(r.seo, b.seo)} | ` +
        `${fmt.score(r.bestPractices, b.bestPractices)} | ${fmt.max(r.lcpS, b.lcpS, 2, ' s')} | ${fmt.max(r.tbtMs, b.tbtMs, 0, ' ms')} | ` +
        `${fmt.max(r.cls, b.cls, 3)} | ${fmt.max(r.jsKB, b.jsKB, 1)} | ${fmt.max(r.jsGzipKB, b.jsKB, 1)} | ${fmt.max(r.axe, b.axe, 0)} |`,
    );
  }
  const failures = rows.filter((r) => r.median?.failed.length);
  if (failures.length) {
    lines.push('', 'Failed audits (the median run):');
    for (const r of failures) lines.push(`- ${r.name} \`${r.path}\`: ${r.median!.failed.join(', ')}`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const runs = Number(argValue('--runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  const lang: Lang = hasFlag('--en') ? 'en' : 'pl';
  const given = argValue('--base-url');
  const port = Number(argValue('--port') ?? 3810);
  const chromePort = Number(argValue('--chrome-port') ?? 3811);
  const jsonOut = argValue('--json');

  const scratch = mkdtempSync(join(tmpdir(), 'anonse-lighthouse-'));
  let product: ChildProcess | undefined;
  let chromium: ChildProcess | undefined;
  const cleanUp = async () => {
    if (chromium) await stop(chromium);
    if (product) await stop(product);
    rmSync(scratch, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
  try {
    const base = (given ?? `http://127.0.0.1:${port}`).replace(/\/$/, '');
    if (!given) {
      console.error(`starting the product on ${base} (fresh data dir, demo data)…`);
      product = await startProduct(port, join(scratch, 'data'));
    }
    chromium = await startChromium(chromePort, join(scratch, 'chromium'));

    const rows: Row[] = [];
    for (const spec of pagesFor(lang)) {
      const found = await resolveTarget(base, spec.target);
      if ('missing' in found) {
        console.error(`${spec.name}: not found (${found.missing})`);
        rows.push({ name: spec.name, path: null, note: `not found: ${found.missing}` });
        continue;
      }
      const results: RunMetrics[] = [];
      for (let i = 0; i < runs; i++) {
        const r = await audit(`${base}${found.path}`, chromePort, spec.consent);
        console.error(
          `${spec.name} ${found.path} run ${i + 1}/${runs}: perf ${r.perf}, LCP ${r.lcpS.toFixed(2)} s, TBT ${r.tbtMs.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}, JS ${r.jsKB.toFixed(1)} KB`,
        );
        results.push(r);
      }
      rows.push({ name: spec.name, path: found.path, consent: spec.consent, median: medianOf(results), runs: results });
    }

    console.log(table(rows, lang, runs));
    if (jsonOut) {
      writeFileSync(
        resolve(jsonOut),
        JSON.stringify(
          { benchmark: 'lighthouse', lighthouse: '12', lang, runs, base, budget: BUDGET, gateBudget: GATE_BUDGET, rows },
          null,
          2,
        ),
      );
      console.error(`JSON written to ${jsonOut}`);
    }
  } finally {
    await cleanUp();
  }
}

await main();
