import { initializeDataDir, makeTemplate, TEMPLATE_PATH } from './pglite-data-dir';

/** `init <dir>`: used by `initializeDataDirInChild`; `template`: run by `npm run build`. */
async function main([command, dataDir]: string[]): Promise<void> {
  if (command === 'init' && dataDir) return initializeDataDir(dataDir);
  if (command === 'template') {
    const made = await makeTemplate();
    process.stdout.write(`${made ? 'made' : 'kept'} the embedded database template ${TEMPLATE_PATH}\n`);
    return;
  }
  throw new Error('usage: pglite-data-dir-cli init <dir> | template');
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
