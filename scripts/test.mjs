#!/usr/bin/env node
// `npm test` — the whole suite: install if needed, check the boundaries between packages and contexts
// (dependency-cruiser), then side by side lint (ESLint, knip), check the server packages' types (tsc, incremental) and
// run the unit tier, always build, check every page's JavaScript weight against its budget, then the integration and
// e2e tiers in order, the speed guard beside the first. Stops at the first failing step with its exit code. Ends with one line:
//   Summary: N passed, N failed[, N skipped]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled, missingBuildOutputs, run, say } from './lib/ensure.mjs';
import { resolveChromium } from './lib/browser.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const reports = mkdtempSync(join(tmpdir(), 'anonse-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Jest's --json report. */
function countJest(file) {
  const report = readJson(file);
  if (!report) return false;
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  return true;
}

/** Playwright's JSON reporter: stats.expected/unexpected/flaky/skipped. */
function countPlaywright(file) {
  const stats = readJson(file)?.stats;
  if (!stats) return false;
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  return true;
}

function summary() {
  const line = `Summary: ${totals.passed} passed, ${totals.failed} failed`;
  console.log(totals.skipped > 0 ? `${line}, ${totals.skipped} skipped` : line);
}

function finish(code) {
  summary();
  rmSync(reports, { recursive: true, force: true });
  process.exit(code);
}

const jestTier =
  (name, script, paths = [], env = process.env) =>
  async () => {
    const out = join(reports, `${name}.json`);
    const code = await run(npm, ['run', script, '--', '--json', `--outputFile=${out}`, ...paths], { env });
    if (!countJest(out) && code !== 0) totals.failed += 1; // crashed before reporting: count the tier itself
    return code;
  };

/**
 * The e2e tier: one Playwright run against one product (e2e/playwright.config.ts), two spec files at a time, the specs
 * that move the server's clock by days last and alone. Two shards side by side, each with a product of its own, were
 * tried and lost (2,270 s against 2,280 s for the whole CI): each paid for a seeded store of its own. Each file's
 * duration is printed at the end, from the JSON report, so the next cut goes where the time is.
 */
function printFileDurations(file) {
  const durations = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) durations.set(spec.file, (durations.get(spec.file) ?? 0) + (result.duration ?? 0));
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of readJson(file)?.suites ?? []) walk(suite);
  const sorted = [...durations].sort((a, b) => b[1] - a[1]);
  if (sorted.length > 0) say(`e2e seconds per file: ${sorted.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(0)}`).join(', ')}`);
}

async function e2eTier() {
  const browser = resolveChromium();
  if ('error' in browser) {
    say(browser.error);
    totals.failed += 1;
    return 1;
  }
  say(`e2e browser: ${browser.executablePath ?? "Playwright's own Chromium"} (${browser.source})`);
  const out = join(reports, 'e2e.json');
  const env = { ...process.env, ANONSE_E2E_JSON: out };
  if (browser.executablePath) env.CHROMIUM_PATH = browser.executablePath;
  const code = await run(npm, ['run', 'test:e2e'], { env });
  printFileDurations(out);
  if (!countPlaywright(out) && code !== 0) totals.failed += 1;
  return code;
}

/**
 * CI (`.ci/run`) sets TEST_ALSO_POSTGRES_URL, and the integration tier is split between the two databases so that both
 * are covered inside CI's 25 minutes (every suite on both took 15 of them alone, on 2 cores):
 *   - on PGlite, the suites of the storage itself (the event store and the projections, with the search adapter): the
 *     embedded product's own SQL, its single connection and its data directory; the e2e tier then drives the whole
 *     embedded product in a browser;
 *   - on that Postgres server (and Redis from TEST_ALSO_REDIS_URL), every suite, the API's included, on one worker: the deployed
 *     kind, with real connection pools and concurrent transactions, at half PGlite's cost per suite.
 * Without the variable (a developer's `npm test`) every suite runs on PGlite.
 */
const alsoPostgres = process.env.TEST_ALSO_POSTGRES_URL;
const STORAGE_SUITES = ['eventstore/', 'projections/'];

function postgresTier() {
  const env = { ...process.env, DATABASE_URL: alsoPostgres };
  if (process.env.TEST_ALSO_REDIS_URL) env.REDIS_URL = process.env.TEST_ALSO_REDIS_URL;
  // Two workers (`test:int`'s own --maxWorkers=2: Jest keeps the first of two, so the `--maxWorkers=1` this passed for a
  // while was never in force). Running this tier beside the others, in one or two workers, was tried and lost: every
  // tier is CPU-bound on 2 cores, and side by side they thrashed (README "Tests").
  return jestTier('int-postgres', 'test:int', [], env)();
}

const tiers = [
  alsoPostgres
    ? ['integration on PGlite (storage suites)', jestTier('int', 'test:int', STORAGE_SUITES)]
    : ['integration', jestTier('int', 'test:int')],
  ...(alsoPostgres ? [['integration on PostgreSQL (every suite)', postgresTier]] : []),
  ['e2e', e2eTier],
];

await ensureInstalled();
{
  // First and cheap (3 s): an import across a boundary fails the run before anything is built.
  say('── boundaries (npm run lint:boundaries) ──');
  const code = await run(npm, ['run', 'lint:boundaries']);
  if (code !== 0) {
    say(`boundary check failed (exit code ${code}); no tests were run`);
    totals.failed += 1;
    finish(code);
  }
  totals.passed += 1;
}
// Then the static checks, still before the build and side by side (each mostly holds one core): ESLint with types
// (about a minute cold on 2 cores, seconds from its cache in node_modules/.cache), knip (which fails on a file, an
// export or a dependency nobody uses), Prettier, and tsc over the server packages (the build emits JavaScript with
// swc, which checks no types). Each is one test; any failure stops the run before anything is built.
{
  const checks = [
    ['lint', 'lint'],
    ['lint:unused', 'unused-code check'],
    ['format:check', 'format check'],
    ['typecheck:server', 'type check'],
  ];
  say(`── ${checks.map(([script]) => `npm run ${script}`).join(', ')} (side by side), and the unit tests ──`);
  // The unit tier needs no build, and runs beside the checks: once type check and format are done, lint holds one
  // core alone for a minute or more (CI sampled 22–37 % of both cores idle then), and the unit tier, Jest starting
  // its workers, left a quarter idle on its own.
  const unitStarted = Date.now();
  const unit = jestTier('unit', 'test:unit')();
  const results = await Promise.all(
    checks.map(async ([script, what]) => {
      const started = Date.now();
      const code = await run(npm, ['run', '--silent', script]);
      say(`${what} ${code === 0 ? 'passed' : `failed (exit code ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return code;
    }),
  );
  const failed = results.filter((code) => code !== 0);
  totals.passed += results.length - failed.length;
  const unitCode = await unit;
  const unitSeconds = ((Date.now() - unitStarted) / 1000).toFixed(1);
  if (failed.length > 0) {
    say('a static check failed; nothing was built and no other tests were run');
    totals.failed += failed.length;
    finish(failed[0]);
  }
  if (unitCode !== 0) {
    say(`unit tests failed (exit code ${unitCode}) after ${unitSeconds} s; nothing was built and later tiers skipped`);
    finish(unitCode);
  }
  say(`unit tests passed in ${unitSeconds} s (beside the static checks)`);
}
{
  say('── build (npm run build) ──');
  const code = await run(npm, ['run', 'build']);
  if (code !== 0) {
    say(`build failed (exit code ${code}); no tests were run`);
    totals.failed += 1;
    finish(code);
  }
  // The e2e tier needs the API and both web builds; anything else missing is reported but not fatal here.
  const missing = missingBuildOutputs();
  const fatal = missing.filter((file) => file !== 'projections/dist/cli.js');
  if (fatal.length > 0) {
    say(`the build finished but these outputs are missing: ${fatal.join(', ')}`);
    totals.failed += 1;
    finish(1);
  }
  if (missing.length > 0) say(`warning: the build did not produce ${missing.join(', ')}`);
}
{
  // docs/architecture.md § Islands: what each page's first load costs in JavaScript, against its budget.
  say('── page weight (scripts/check-page-weight.mjs) ──');
  const code = await run(process.execPath, ['scripts/check-page-weight.mjs']);
  if (code !== 0) {
    say('a page is over its JavaScript budget; no tests were run');
    totals.failed += 1;
    finish(code);
  }
}

// The speed guard (bench/guard.ts, issue 26) runs beside the first integration tier: it divides the server's CPU time
// per page and search by a reference workload's in the same run, so a busy machine moves both sides of its ratios.
say('── speed guard (npm run bench:guard, beside the first integration tier) ──');
const guardStarted = Date.now();
let guard = run(npm, ['run', '--silent', 'bench:guard', '-w', '@anonse/bench']);
for (const [name, runTier] of tiers) {
  const started = Date.now();
  say(`── ${name} tests ──`);
  const code = await runTier();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    say(`${name} tests failed (exit code ${code}) after ${seconds} s; later tiers skipped`);
    finish(code);
  }
  say(`${name} tests passed in ${seconds} s`);
  if (guard) {
    const guardCode = await guard;
    guard = undefined;
    say(
      `speed guard ${guardCode === 0 ? 'passed' : `failed (exit code ${guardCode})`} in ${((Date.now() - guardStarted) / 1000).toFixed(1)} s`,
    );
    if (guardCode !== 0) {
      totals.failed += 1;
      finish(guardCode);
    }
    totals.passed += 1;
  }
}
finish(0);
