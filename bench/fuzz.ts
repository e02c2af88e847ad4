/**
 * Fuzzes every operation of the API's OpenAPI document with the generators of the Jest suite
 * (services/api/src/testing/openapi-fuzzer.ts), many more cases, against the real app on in-memory PGlite (or
 * DATABASE_URL). Prints operations, cases, 5xx count, other failures and the time.
 *
 *   npx tsx fuzz.ts --cases 10000              # cases per operation
 *   npx tsx fuzz.ts --total 10000              # cases in total, spread over the operations
 *   options: --seed 1
 *
 * Runs the TypeScript sources (no build needed). tsx's esbuild cannot emit decorator metadata, which Nest's
 * dependency injection reads, so the workspace's .ts files are compiled here with swc, as Jest does.
 */
import { resolve } from 'node:path';
import { flag, requireSource, ROOT, SOURCES } from './lib/ts-sources';

const require = requireSource;

const arg = flag;

require('reflect-metadata');
const { startTestApp } = require(
  resolve(ROOT, 'services/api/src/testing/test-app.ts'),
) as typeof import('../services/api/src/testing/test-app');
const fuzzer = require(
  resolve(ROOT, 'services/api/src/testing/openapi-fuzzer.ts'),
) as typeof import('../services/api/src/testing/openapi-fuzzer');
const { prepareFuzzTarget } = require(
  resolve(ROOT, 'services/api/src/testing/fuzz-target.ts'),
) as typeof import('../services/api/src/testing/fuzz-target');
const { fakeAdFields, seededRandom } = require(SOURCES['@anonse/projections']!) as typeof import('../projections/src/index');

const app = await startTestApp();
try {
  const target = await prepareFuzzTarget(app, { fakeAd: () => fakeAdFields(seededRandom(3)) });
  const operations = fuzzer.operationsOf((await app.client().get('/api/docs/openapi.json')).json());
  const total = arg('total');
  const perOperation = total ? Math.ceil(Number(total) / operations.length) : Number(arg('cases') ?? 10_000);
  let seed = Number(arg('seed') ?? 1);
  const started = performance.now();
  let cases = 0;
  let fiveXx = 0;
  const failures: unknown[] = [];
  for (const op of operations) {
    const t0 = performance.now();
    const stats = await fuzzer.fuzzOperation(op, target, { cases: perOperation, seed: seed++ });
    cases += stats.cases;
    fiveXx += stats.fiveXx;
    failures.push(...stats.failures);
    const statuses = Object.entries(stats.byStatus)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.log(
      `${stats.operation.padEnd(40)} ${String(stats.cases).padStart(6)} cases  5xx ${stats.fiveXx}  failures ${stats.failures.length}  ${((performance.now() - t0) / 1000).toFixed(1)} s  [${statuses}]`,
    );
  }
  const seconds = (performance.now() - started) / 1000;
  for (const f of failures.slice(0, 10)) console.log(JSON.stringify(f));
  console.log(
    `operations ${operations.length}, cases ${cases}, 5xx ${fiveXx}, failing cases ${failures.length}, time ${seconds.toFixed(1)} s (${Math.round(cases / seconds)} cases/s)`,
  );
  process.exitCode = fiveXx > 0 || failures.length > 0 ? 1 : 0;
} finally {
  await app.close();
}
