// Shared start-up logic for `npm start`, `npm test` and `npm run <dist tool>`:
// install dependencies if needed, build if outputs are missing, run a child process forwarding signals.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (this file lives in scripts/lib/). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What `npm run build` produces and what running the product needs. */
export const BUILD_OUTPUTS = [
  'services/api/dist/main.js',
  'projections/dist/cli.js',
  'web-public/build/server/index.js',
  'web-admin/build/index.html',
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** One short progress line, on stderr so it never mixes with a tool's machine-readable stdout. */
export function say(message) {
  process.stderr.write(`[anonse] ${message}\n`);
}

const mtime = (path) => statSync(path).mtimeMs;

/** Why dependencies must be (re)installed, or null when node_modules is current. */
export function installReason(root = ROOT) {
  const modules = join(root, 'node_modules');
  const marker = join(modules, '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (!existsSync(modules)) return 'node_modules is missing';
  if (!existsSync(marker)) return 'node_modules/.package-lock.json is missing';
  if (existsSync(lock) && mtime(lock) > mtime(marker)) return 'package-lock.json is newer than node_modules';
  return null;
}

/** Build outputs (or the given files, relative to the root) that do not exist yet. */
export function missingBuildOutputs(files = BUILD_OUTPUTS, root = ROOT) {
  return files.filter((file) => !existsSync(join(root, file)));
}

/**
 * Runs a command with inherited stdio and resolves with its exit code
 * (128 + signal number when it was killed by a signal).
 */
export function run(command, args = [], options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolvePromise(code ?? signalExitCode(signal)));
  });
}

export function signalExitCode(signal) {
  const numbers = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGKILL: 9, SIGTERM: 15 };
  return 128 + (numbers[signal] ?? 1);
}

async function mustRun(label, command, args, options) {
  const started = Date.now();
  say(`${label} …`);
  const code = await run(command, args, options);
  if (code !== 0) {
    say(`${label} failed (exit code ${code})`);
    process.exit(code);
  }
  say(`${label} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** `npm ci` when node_modules is missing or older than package-lock.json. */
export async function ensureInstalled() {
  const reason = installReason();
  if (!reason) return false;
  const hasLock = existsSync(join(ROOT, 'package-lock.json'));
  say(`installing dependencies (${reason})`);
  if (!hasLock) {
    await mustRun('npm install', npm, ['install']);
    return true;
  }
  // The lockfile names no tarball URLs, so a plain `npm ci` asks the registry about every package (over a thousand
  // requests) even when npm's cache holds them all. --prefer-offline takes what the cache has; a cache too old for
  // the lockfile fails it, and then the plain install runs.
  const started = Date.now();
  say('npm ci --prefer-offline …');
  if ((await run(npm, ['ci', '--prefer-offline'])) === 0) {
    say(`npm ci --prefer-offline done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  }
  say('npm ci --prefer-offline failed; installing again with the registry');
  await mustRun('npm ci', npm, ['ci']);
  return true;
}

/**
 * `npm run build` when any build output is missing, or always with { always: true }. Afterwards every file in
 * `required` must exist (default: all of BUILD_OUTPUTS); other outputs still missing only give a warning.
 */
export async function ensureBuilt({ always = false, required = BUILD_OUTPUTS } = {}) {
  const missing = missingBuildOutputs([...new Set([...BUILD_OUTPUTS, ...required])]);
  if (!always && missing.length === 0) return false;
  if (missing.length > 0) say(`building (missing: ${missing.join(', ')})`);
  await mustRun('npm run build', npm, ['run', 'build']);
  const still = missingBuildOutputs([...new Set([...BUILD_OUTPUTS, ...required])]);
  const fatal = still.filter((file) => required.includes(file));
  if (fatal.length > 0) {
    say(`the build finished but these outputs are still missing: ${fatal.join(', ')}`);
    process.exit(1);
  }
  if (still.length > 0) say(`warning: the build did not produce ${still.join(', ')}`);
  return true;
}

/** Install + build-if-missing: everything needed before running a compiled file. */
export async function ensureReady(required = BUILD_OUTPUTS) {
  await ensureInstalled();
  await ensureBuilt({ required });
}

/**
 * Runs `node <file> ...args` as the last thing this process does: forwards SIGINT/SIGTERM/SIGHUP to the
 * child exactly once per delivery and exits with the child's exit code.
 *
 * The child gets its own process group, so a Ctrl-C in a terminal (sent to the whole foreground group, and
 * forwarded again by npm) reaches it once, through us. The server treats a second signal as "force exit",
 * so duplicates of one delivery (same signal within 300 ms) are dropped.
 */
export function execNode(file, args = [], env = process.env) {
  const child = spawn(process.execPath, [file, ...args], { cwd: ROOT, stdio: 'inherit', env, detached: true });
  const last = new Map();
  const alive = () => child.exitCode === null && child.signalCode === null;
  const forward = (signal) => {
    const now = Date.now();
    if (now - (last.get(signal) ?? 0) < 300) return;
    last.set(signal, now);
    if (alive()) child.kill(signal);
  };
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.on(signal, forward);
  // If this process dies unexpectedly, do not leave the server running on its own.
  process.on('exit', () => {
    if (alive()) child.kill('SIGTERM');
  });
  child.on('error', (error) => {
    say(`could not start ${file}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    for (const s of signals) process.off(s, forward);
    process.exit(code ?? signalExitCode(signal));
  });
  return child;
}
