/**
 * Lets a benchmark load the workspace's TypeScript sources (no build needed). tsx's esbuild cannot emit the
 * decorator metadata Nest's dependency injection reads, so `.ts` files required through `requireSource` are
 * compiled with swc, as Jest does, and `@anonse/*` resolve to their sources. Importing this module installs it.
 */
import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const requireSource = createRequire(import.meta.url);
const swc = requireSource('@swc/core') as { transformSync(code: string, options: unknown): { code: string } };

export const SOURCES: Record<string, string> = {
  '@anonse/contracts': resolve(ROOT, 'contracts/src/index.ts'),
  '@anonse/eventstore': resolve(ROOT, 'eventstore/src/index.ts'),
  '@anonse/projections': resolve(ROOT, 'projections/src/index.ts'),
};

type Loader = (module: { _compile(code: string, filename: string): void }, filename: string) => void;
const internals = Module as unknown as {
  _extensions: Record<string, Loader>;
  _resolveFilename: (request: string, ...rest: unknown[]) => string;
};
internals._extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(readFileSync(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
const resolveFilename = internals._resolveFilename;
/** The packages' own aliases (package.json `imports`) point at dist/ at run time; here they mean the sources. */
const ALIASES: [string, string][] = [
  ['#api/', resolve(ROOT, 'services/api/src') + '/'],
  ['#projections/', resolve(ROOT, 'projections/src') + '/'],
];
internals._resolveFilename = function (request: string, ...rest: unknown[]) {
  const alias = ALIASES.find(([prefix]) => request.startsWith(prefix));
  const source = alias ? alias[1] + request.slice(alias[0].length) : (SOURCES[request] ?? request);
  return resolveFilename.call(this, source, ...rest);
};

/** The value after `--name` on the command line. */
export function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
