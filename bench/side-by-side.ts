/**
 * Two systems side by side (issue 26): the same http-load.ts runs against system A and system B in turn (A, B, A, B…)
 * so a machine that drifts slows both alike, then one table with each side's median throughput and latency and the
 * ratios A/B. A plan file names the rows: for each, the http-load arguments that give that kind of page on each
 * side (a scenario of ours, or `--paths` with the other system's equivalent URLs, one per line), and the connection
 * counts to run it at.
 *
 *   npx tsx side-by-side.ts --a http://127.0.0.1:3100 --b http://127.0.0.1:8080 --plan plan.json --rounds 3 --duration 10
 *
 * plan.json:
 *   { "rows": [
 *     { "name": "province list, cache bypassed", "connections": [1, 50],
 *       "a": ["--scenario", "province", "--urls", "/tmp/bench_site-urls.txt", "--bust"],
 *       "b": ["--paths", "osclass-regions.txt", "--bust"] },
 *     { "name": "search API", "connections": [1, 50], "a": ["--scenario", "search"], "b": ["--paths", "other-search.txt"] }
 *   ] }
 *
 * A row without `b` measures A alone (the ratio column stays empty): the same table for one system at two sizes.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const argv = process.argv;
const arg = (name: string, fallback?: string) => {
  const i = argv.indexOf(`--${name}`);
  if (i >= 0) return argv[i + 1]!;
  if (fallback === undefined) throw new Error(`--${name} is required (see the head of side-by-side.ts)`);
  return fallback;
};

interface PlanRow {
  name: string;
  connections: number[];
  a: string[];
  b?: string[];
}

/** The plan file, checked: a mistake in it should say where, not fail a run halfway. */
function readPlan(file: string): PlanRow[] {
  const plan = JSON.parse(readFileSync(file, 'utf8')) as { rows?: unknown };
  if (!Array.isArray(plan.rows) || plan.rows.length === 0) throw new Error(`${file}: "rows" must be a non-empty array`);
  const strings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
  return plan.rows.map((row: Partial<PlanRow>, i) => {
    const connections = row.connections ?? [1, 50];
    if (typeof row.name !== 'string' || !row.name) throw new Error(`${file}: row ${i + 1} needs a "name"`);
    if (!strings(row.a) || (row.b !== undefined && !strings(row.b)))
      throw new Error(`${file}: row ${i + 1} ("${row.name}"): "a" (and "b") are lists of http-load arguments`);
    if (!Array.isArray(connections) || !connections.every((c) => Number.isInteger(c) && c >= 1))
      throw new Error(`${file}: row ${i + 1} ("${row.name}"): "connections" are whole numbers from 1`);
    return { name: row.name, connections, a: row.a!, b: row.b };
  });
}

const HTTP_LOAD = join(dirname(fileURLToPath(import.meta.url)), 'http-load.ts');
const sides = { a: arg('a'), b: argv.includes('--b') ? arg('b') : undefined };
const rows = readPlan(arg('plan'));
const rounds = Number(arg('rounds', '3'));
const duration = arg('duration', '10');

interface Run {
  perSecond: number;
  p50: number;
  p95: number;
  non2xx: number;
}

function load(base: string, args: string[], connections: number): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', HTTP_LOAD, '--base', base, '--connections', String(connections), '--duration', duration, ...args],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (code !== 0 || !line) return fail(new Error(`http-load against ${base} ${args.join(' ')} ended with ${code}`));
      const r = JSON.parse(line) as { perSecond: number; p50: string; p95: string; non2xx: number };
      done({ perSecond: r.perSecond, p50: Number(r.p50), p95: Number(r.p95), non2xx: r.non2xx });
    });
  });
}

const median = (values: number[]) => {
  const s = [...values].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const lines = [`| page | connections | A req/s (p50, p95 ms) | B req/s (p50, p95 ms) | A/B req/s | B/A p50 |`, `|---|---|---|---|---|---|`];
for (const row of rows)
  for (const connections of row.connections) {
    const runs: Record<'a' | 'b', Run[]> = { a: [], b: [] };
    for (let round = 0; round < rounds; round++) {
      runs.a.push(await load(sides.a, row.a, connections));
      if (sides.b && row.b) runs.b.push(await load(sides.b, row.b, connections));
    }
    const summary = (side: Run[]) =>
      side.length
        ? {
            perSecond: median(side.map((r) => r.perSecond)),
            p50: median(side.map((r) => r.p50)),
            p95: median(side.map((r) => r.p95)),
            failed: side.reduce((n, r) => n + r.non2xx, 0),
          }
        : null;
    const a = summary(runs.a)!;
    const b = summary(runs.b);
    const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : 'n/a');
    const cell = (s: NonNullable<typeof b>) =>
      s.perSecond > 0 ? `${s.perSecond} (${ms(s.p50)}, ${ms(s.p95)})${s.failed ? `, ${s.failed} failed` : ''}` : 'no answers';
    const ratio = (x: number, y: number) => (x > 0 && y > 0 && Number.isFinite(x / y) ? (x / y).toFixed(2) : '—');
    lines.push(
      `| ${row.name} | ${connections} | ${cell(a)} | ${b ? cell(b) : '—'} | ${b ? ratio(a.perSecond, b.perSecond) : '—'} | ${b ? ratio(b.p50, a.p50) : '—'} |`,
    );
    console.error(lines.at(-1));
  }
console.log(`A: ${sides.a}${sides.b ? `, B: ${sides.b}` : ''}; median of ${rounds} alternating runs of ${duration} s each\n`);
console.log(lines.join('\n'));
