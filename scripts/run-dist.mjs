#!/usr/bin/env node
// `node scripts/run-dist.mjs <compiled file> [...args]` — installs and builds when needed, then runs the file.
// Used by `npm run projections -- …` and `npm run admin:create -- …`.
import { existsSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { ROOT, ensureReady, execNode, say } from './lib/ensure.mjs';

const [file, ...args] = process.argv.slice(2);
if (!file) {
  say('usage: node scripts/run-dist.mjs <compiled file> [...args]');
  process.exit(2);
}

const path = isAbsolute(file) ? file : join(ROOT, file);
await ensureReady(isAbsolute(file) ? [] : [relative(ROOT, path)]);
if (!existsSync(path)) {
  say(`${file} does not exist after the build`);
  process.exit(1);
}
execNode(path, args);
