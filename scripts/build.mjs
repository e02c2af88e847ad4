#!/usr/bin/env node
/**
 * `npm run build`: everything the product runs from, in three independent lines at once:
 *   server      the server packages' JavaScript (swc, scripts/emit-server.mjs), then the embedded database template
 *   web-public  React Router's client and server builds, then their precompressed copies
 *   web-admin   the console's Vite build, then its precompressed copies
 * None waits for another: the web apps compile the contracts from source (their Vite aliases), not from dist/.
 * One after the other, with tsc emitting the server, they took 132 s on 2 cores. The type check tsc did on the way is
 * `npm run typecheck:server` now, which `npm test` runs before this build (and `npm run typecheck` with the web apps).
 *
 * Output lines are prefixed with their line's name; the first failure stops the others and sets the exit code.
 */
import { spawn } from 'node:child_process';
import { ROOT } from './lib/ensure.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const node = process.execPath;

const LINES = {
  server: [
    [node, ['scripts/emit-server.mjs']],
    [node, ['eventstore/dist/pglite-data-dir-cli.js', 'template']],
  ],
  'web-public': [
    [npm, ['run', 'build', '-w', '@anonse/web-public']],
    [node, ['scripts/precompress.mjs', 'web-public/build/client']],
  ],
  'web-admin': [
    [npm, ['run', 'build', '-w', '@anonse/web-admin']],
    [node, ['scripts/precompress.mjs', 'web-admin/build']],
  ],
};

const children = new Set();
let failed = false;

/** Writes `chunk` line by line, each prefixed; keeps an unfinished last line for the next chunk. */
function prefixer(name, stream) {
  let rest = '';
  return {
    write(chunk) {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) stream.write(`[${name}] ${line}\n`);
    },
    end() {
      if (rest) stream.write(`[${name}] ${rest}\n`);
      rest = '';
    },
  };
}

function step(name, [command, args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    const out = prefixer(name, process.stdout);
    const err = prefixer(name, process.stderr);
    child.stdout.on('data', (chunk) => out.write(chunk));
    child.stderr.on('data', (chunk) => err.write(chunk));
    child.on('error', (error) => {
      // Could not start (or signal): a spawn failure may never emit 'close'.
      err.write(`${error.message}\n`);
      children.delete(child);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      children.delete(child);
      out.end();
      err.end();
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function line(name, steps) {
  const started = Date.now();
  for (const s of steps) {
    if (failed) return;
    const code = await step(name, s);
    if (code !== 0) {
      if (!failed) process.stderr.write(`[${name}] failed: ${[s[0] === node ? 'node' : 'npm', ...s[1]].join(' ')} (exit code ${code})\n`);
      failed = true;
      process.exitCode = code;
      for (const child of children) child.kill('SIGTERM');
      return;
    }
  }
  process.stderr.write(`[${name}] done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    failed = true;
    for (const child of children) child.kill(signal);
    process.exitCode = 130;
  });
}

const wanted = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(LINES);
const unknown = wanted.filter((name) => !(name in LINES));
if (unknown.length) {
  process.stderr.write(`unknown build line ${unknown.join(', ')}; use: ${Object.keys(LINES).join(', ')}\n`);
  process.exit(2);
}
await Promise.all(wanted.map((name) => line(name, LINES[name])));
