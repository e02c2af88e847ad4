#!/usr/bin/env node
/**
 * Emits the JavaScript of the server packages (contracts, eventstore, projections, services/api) with swc: a few
 * seconds where `tsc -b` took over a minute, because it only strips types and checks none. The type check stays
 * `tsc -b` (`npm run typecheck`, and `npm test` before its build), which now writes declarations only
 * (tsconfig.base.json `emitDeclarationOnly`): nothing reads a .d.ts at run time.
 *
 *   node scripts/emit-server.mjs [package dir...]     (default: all four)
 *
 * Each package's own tsconfig.json says which files are compiled (its include/exclude, read with TypeScript's
 * parser), so dist/ holds the same files tsc wrote. The swc options are the ones Jest runs every test with
 * (jest.config.js), plus two that keep tsc's CommonJS output where Node itself looks at it:
 *   - `import()` stays a real dynamic import, as tsc leaves it under `module: node16/node20`;
 *   - exports are annotated for Node's cjs-module-lexer, so a real `import()` of a compiled module still sees its
 *     named exports (the API loads `@anonse/contracts/password-strength` that way).
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/ensure.mjs';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const swc = require('@swc/core');

export const SERVER_PACKAGES = ['contracts', 'eventstore', 'projections', 'services/api'];

const SWC_OPTIONS = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    // NestJS resolves constructor parameters from `design:paramtypes`, which only these emit.
    transform: { legacyDecorator: true, decoratorMetadata: true },
    externalHelpers: false,
  },
  module: { type: 'commonjs', ignoreDynamic: true, exportInteropAnnotation: true },
  sourceMaps: true,
  swcrc: false,
  configFile: false,
};

/** The files tsc would compile for `packageDir`, with its rootDir and outDir. */
function compiledFiles(packageDir) {
  const configPath = path.join(ROOT, packageDir, 'tsconfig.json');
  const read = ts.readConfigFile(configPath, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(configPath), undefined, configPath);
  const { rootDir, outDir } = parsed.options;
  if (!rootDir || !outDir) throw new Error(`${configPath}: rootDir and outDir are needed to place the output`);
  return { rootDir, outDir, files: parsed.fileNames };
}

async function emitFile(file, rootDir, outDir) {
  const relative = path.relative(rootDir, file);
  if (file.endsWith('.d.ts')) return;
  if (file.endsWith('.json')) {
    // tsc copies the JSON modules it compiles (contracts' town list); require() reads them from dist/.
    mkdirSync(path.dirname(path.join(outDir, relative)), { recursive: true });
    copyFileSync(file, path.join(outDir, relative));
    return;
  }
  const target = path.join(outDir, relative.replace(/\.ts$/, '.js'));
  const { code, map } = await swc.transformFile(file, {
    ...SWC_OPTIONS,
    filename: file,
    sourceFileName: path.relative(path.dirname(target), file),
  });
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${code}\n//# sourceMappingURL=${path.basename(target)}.map\n`);
  if (map) writeFileSync(`${target}.map`, map);
}

/** Emits every given package; resolves with the number of files written. */
export async function emitServer(packages = SERVER_PACKAGES) {
  let count = 0;
  for (const packageDir of packages) {
    const { rootDir, outDir, files } = compiledFiles(packageDir);
    // swc transforms on its own thread pool: hand it one package's files at once.
    await Promise.all(files.map((file) => emitFile(file, rootDir, outDir)));
    count += files.length;
  }
  return count;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const started = Date.now();
  const packages = process.argv.length > 2 ? process.argv.slice(2) : SERVER_PACKAGES;
  const count = await emitServer(packages);
  process.stdout.write(`emitted ${count} files of ${packages.join(', ')} with swc in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
