#!/usr/bin/env node
/**
 * The weight check of `npm test` (docs/architecture.md § Islands): every page's first JavaScript, gzipped, from the
 * build in web-public/build/client, against its budget: 100 KiB for what a visitor opens, 170 KiB behind the login.
 * Prints each route over budget and exits 1 if there is one; otherwise one line with the heaviest of each kind.
 */
import { join } from 'node:path';
import pageWeight from './lib/page-weight.cjs';
import { ROOT } from './lib/ensure.mjs';

const { BUDGET_KIB, pageWeights } = pageWeight;

const rows = pageWeights({ client: join(ROOT, 'web-public/build/client'), appDir: join(ROOT, 'web-public/app') });
const kib = (n) => (n / 1024).toFixed(1);
const over = rows.filter((r) => r.js > BUDGET_KIB[r.kind] * 1024);
for (const r of over) console.error(`over budget: ${r.route} (${r.file}, ${r.kind}) ${kib(r.js)} KiB > ${BUDGET_KIB[r.kind]} KiB`);
const heaviest = Object.keys(BUDGET_KIB)
  .map((kind) => rows.filter((r) => r.kind === kind).sort((a, b) => b.js - a.js)[0])
  .filter(Boolean)
  .map((r) => `${r.kind} ${kib(r.js)} KiB (${r.route}, budget ${BUDGET_KIB[r.kind]})`);
console.log(`page weight: ${rows.length} routes; heaviest ${heaviest.join(', ')}`);
process.exit(over.length ? 1 : 0);
