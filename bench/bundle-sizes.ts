/**
 * What a visitor downloads per route on its first load, JavaScript gzipped, read from the build: for a page a visitor
 * reads without the application, the islands' script with its imports and the route's `page` islands; for the others,
 * React Router's entry, the root and the route's module with every chunk they import (docs/architecture.md § Islands;
 * the same figures `npm test` checks against the budgets, scripts/check-page-weight.mjs).
 *
 *   npx tsx bundle-sizes.ts [--build ../web-public/build/client]
 */
import { join, resolve } from 'node:path';
// @ts-expect-error -- a plain CommonJS module of the scripts (no declarations); its shape is below
import { BUDGET_KIB, pageWeights } from '../scripts/lib/page-weight.cjs';

interface PageWeight {
  route: string;
  file: string;
  kind: 'islands' | 'public' | 'signed-in';
  js: number;
}

const args = process.argv.slice(2);
const buildArg = args.indexOf('--build');
const client = resolve(buildArg >= 0 ? args[buildArg + 1]! : join(import.meta.dirname, '../web-public/build/client'));
const rows = (pageWeights as (o: { client: string; appDir: string }) => PageWeight[])({
  client,
  appDir: join(import.meta.dirname, '../web-public/app'),
});
const budgets = BUDGET_KIB as Record<PageWeight['kind'], number>;

const kib = (n: number) => (n / 1024).toFixed(1);
console.log(`| route | kind | JS gzip KiB | budget KiB |\n|---|---|---:|---:|`);
for (const r of rows)
  console.log(`| ${r.route} | ${r.kind} | ${kib(r.js)}${r.js > budgets[r.kind] * 1024 ? ' ❌' : ''} | ${budgets[r.kind]} |`);
