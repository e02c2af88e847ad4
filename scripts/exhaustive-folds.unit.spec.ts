/**
 * Issue 20, "exhaustive by construction": an event added to a context's definitions and forgotten in a fold must
 * stop the build, not be skipped at run time. This test makes that change for real, in memory: it adds one event
 * of a made-up type to every registry of the contracts, type-checks every fold against those sources (nothing on
 * disk changes), and expects each fold over a context's whole union to fail at its `assertNever`. The untouched
 * sources must type-check clean, so the failures are the new events' and nothing else's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';

const ROOT = join(__dirname, '..');
const FOLD_ROOTS = ['contracts/src', 'projections/src', 'services/api/src'];
const UNHANDLED = 'UnhandledByAnyFold';

/**
 * Folds over a chosen part of other contexts' events (eventSubset, or a name prefix): an event added to those
 * contexts is not theirs to handle, so they must stay clean. Every other file that calls assertNever folds a
 * whole union and must fail.
 */
const SUBSET_FOLDS = new Set([
  'contracts/src/ads/ad-tours.ts',
  'projections/src/accounts/accounts.projector.ts',
  'projections/src/ads/ad-standing.ts',
  'projections/src/mail/mail.projector.ts',
  'projections/src/phone/sms-notices.projector.ts',
]);

const walk = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : walk(path);
    return /\.ts$/.test(entry.name) && !/\.(spec|typetest|d)\.ts$/.test(entry.name) ? [path] : [];
  });

const sources = FOLD_ROOTS.flatMap(walk);
const folds = sources.filter(
  (path) => path !== 'contracts/src/events/exhaustive.ts' && readFileSync(join(ROOT, path), 'utf8').includes('assertNever('),
);
const registries = sources.filter(
  (path) => path.startsWith('contracts/src/') && readFileSync(join(ROOT, path), 'utf8').includes('eventRegistry(['),
);

/** Every registry of a file gets one event of a type no fold knows, defined as any event is. */
const withUnhandledEvent = (text: string): string =>
  text.replace(/eventRegistry\(\[/g, `eventRegistry([defineEvent('${UNHANDLED}', z.object({ id: z.string() })), `);

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  strict: true,
  noUncheckedIndexedAccess: true,
  noImplicitOverride: true,
  noFallthroughCasesInSwitch: true,
  esModuleInterop: true,
  skipLibCheck: true,
  resolveJsonModule: true,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  noEmit: true,
  // The packages' sources rather than their builds, so the changed registries are the ones the folds see.
  baseUrl: ROOT,
  paths: {
    '@anonse/contracts': ['contracts/src/index.ts'],
    '@anonse/eventstore': ['eventstore/src/index.ts'],
    '@anonse/projections': ['projections/src/index.ts'],
  },
};

/** Errors per fold file, with `changed` files read from memory instead of disk. */
function foldErrors(changed: ReadonlyMap<string, string>, oldProgram?: ts.Program): { errors: Map<string, string[]>; program: ts.Program } {
  const host = ts.createCompilerHost(options, true);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  const changedText = (fileName: string) => changed.get(relative(ROOT, fileName).split('\\').join('/'));
  host.readFile = (fileName) => changedText(fileName) ?? readFile(fileName);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = changedText(fileName);
    return text === undefined
      ? getSourceFile(fileName, languageVersion, onError, shouldCreate)
      : ts.createSourceFile(fileName, text, languageVersion, true);
  };
  const program = ts.createProgram({ rootNames: folds.map((path) => join(ROOT, path)), options, host, oldProgram });
  const errors = new Map<string, string[]>();
  for (const path of folds) {
    const file = program.getSourceFile(join(ROOT, path));
    if (!file) throw new Error(`${path} is not in the program`);
    errors.set(
      path,
      program.getSemanticDiagnostics(file).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    );
  }
  return { errors, program };
}

describe('folds over event unions are exhaustive by construction', () => {
  let unchanged: ReturnType<typeof foldErrors>;
  let mutated: Map<string, string[]>;

  beforeAll(() => {
    unchanged = foldErrors(new Map());
    const changed = new Map(registries.map((path) => [path, withUnhandledEvent(readFileSync(join(ROOT, path), 'utf8'))] as const));
    mutated = foldErrors(changed, unchanged.program).errors;
  }, 240_000);

  it('finds the folds and the registries it works on', () => {
    expect(registries.length).toBeGreaterThanOrEqual(15);
    expect(folds).toEqual(
      expect.arrayContaining(['services/api/src/contexts/ads/domain/state.ts', 'projections/src/ads/fold-ad-events.ts']),
    );
    for (const path of SUBSET_FOLDS) expect(folds).toContain(path);
  });

  it('ends every switch over an event type in assertNever (a switch without it would drop out of this test unseen)', () => {
    const count = (text: string, what: RegExp) => text.match(what)?.length ?? 0;
    const open = sources.filter((path) => {
      const text = readFileSync(join(ROOT, path), 'utf8');
      return count(text, /switch \((event|note)\.type\)/g) > count(text, /assertNever\(/g);
    });
    expect(open).toEqual([]);
  });

  it('type-checks every fold clean as the sources stand', () => {
    const failing = [...unchanged.errors].filter(([, messages]) => messages.length > 0);
    expect(failing).toEqual([]);
  });

  it('fails every fold over a whole union once its context has an event the fold does not handle', () => {
    const expected = folds.filter((path) => !SUBSET_FOLDS.has(path));
    const silent = expected.filter((path) => !mutated.get(path)!.some((m) => m.includes(UNHANDLED) && m.includes('never')));
    expect(silent).toEqual([]);
  });

  it('leaves a fold of a chosen subset alone: another event of those contexts is not one it reads', () => {
    const disturbed = [...SUBSET_FOLDS].filter((path) => mutated.get(path)!.length > 0);
    expect(disturbed).toEqual([]);
  });
});
