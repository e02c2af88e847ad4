#!/usr/bin/env node
/**
 * Writes `x.br` and `x.gz` beside every text asset of the given build directories, once: the API serves them to
 * browsers that accept them (@fastify/static `preCompressed`), so a visitor downloads the JavaScript of a page at a
 * quarter of its size and the server spends nothing per request.
 *
 *   node scripts/precompress.mjs web-public/build/client web-admin/build
 *
 * Brotli's highest level (11) costs time out of all proportion on big files: the two lazy chunks above 1 MiB (the
 * password checker's dictionaries, 2.4 MiB, and the face detector, 1.3 MiB) took 28 of the 42 CPU seconds it spent on
 * every asset, for 5 % fewer bytes than level 9, which takes 3. So level 11 up to 1 MiB (the shell and every page's
 * code) and level 9 above. Files are compressed on libuv's thread pool, several at once, not one after the other.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;
const HIGHEST_LEVEL_UP_TO = 1024 * 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function assets(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && TEXT.test(entry.name) && (await stat(file)).size >= MIN_BYTES) found.push(file);
  }
  return found;
}

async function precompress(file) {
  const data = await readFile(file);
  const quality = data.length <= HIGHEST_LEVEL_UP_TO ? 11 : 9;
  const [br, gzipped] = await Promise.all([
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gz(data, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  return { before: data.length, after: br.length };
}

const dirs = process.argv.slice(2);
if (!dirs.length) throw new Error('usage: precompress.mjs <build dir>...');
const files = (await Promise.all(dirs.map((dir) => assets(path.resolve(dir))))).flat();
// Biggest first, so the longest one does not start last and keep the others waiting on it.
const sizes = new Map(await Promise.all(files.map(async (file) => [file, (await stat(file)).size])));
files.sort((a, b) => sizes.get(b) - sizes.get(a));
// libuv's pool has 4 threads; more files in flight would only queue there.
let next = 0;
let before = 0;
let after = 0;
async function worker() {
  while (next < files.length) {
    const result = await precompress(files[next++]);
    before += result.before;
    after += result.after;
  }
}
await Promise.all(Array.from({ length: 2 }, worker));
process.stdout.write(`precompressed ${files.length} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli\n`);
