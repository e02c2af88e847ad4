import { fork } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Creating an embedded database is expensive in two ways: PGlite runs initdb in a WebAssembly instance
 * of its own (about 6 s here) and the memory it grows (about 500 MB) is never given back to the OS. So:
 * the build makes an empty data directory once, as a tarball (a template, tied to the PGlite version);
 * a fresh DATA_DIR is unpacked from it (about 1 s), and in a short-lived child process, so the server
 * itself only ever reopens an existing directory (about 0.5 s, 170 MB).
 */
// The package does not export its package.json; it sits one folder above the resolved entry (dist/).
const PGLITE_VERSION: string = (
  JSON.parse(readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

export const TEMPLATE_PATH = path.join(__dirname, `pgdata-template-${PGLITE_VERSION}.tar.gz`);

export const isInitialized = (dataDir: string): boolean => existsSync(path.join(dataDir, 'PG_VERSION'));

/** Makes the template tarball (at build time); does nothing when it already exists for this version. */
export async function makeTemplate(target = TEMPLATE_PATH): Promise<boolean> {
  if (existsSync(target)) return false;
  const db = await PGlite.create();
  const dump = await db.dumpDataDir('gzip');
  writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  return true;
}

/** Initializes `dataDir` from the template (or with initdb when there is none), then closes it. */
export async function initializeDataDir(dataDir: string, template = TEMPLATE_PATH): Promise<void> {
  const loadDataDir = existsSync(template) ? new Blob([readFileSync(template)]) : undefined;
  const db = await PGlite.create(dataDir, { loadDataDir });
  await db.close();
}

/** `initializeDataDir` in a child process, so its memory is returned when the child exits. */
export function initializeDataDirInChild(dataDir: string): Promise<void> {
  const script = path.join(__dirname, `pglite-data-dir-cli${path.extname(__filename)}`);
  // Under the test runner this module is TypeScript source: let the child load it through tsx.
  const execArgv = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  return new Promise((resolve, reject) => {
    const child = fork(script, ['init', dataDir], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 && isInitialized(dataDir)
        ? resolve()
        : reject(new Error(`initializing the embedded database in ${dataDir} failed (exit code ${code})`)),
    );
  });
}
