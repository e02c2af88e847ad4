/**
 * A bounded context registers itself once per package (docs/architecture.md § Adding a bounded context): each
 * package keeps one list of its contexts, and everything else (modules, projectors, migrations, the message
 * catalogue, the sealing policy, the router's table, i18n key types, console resources and their access) is
 * derived from that list. A folder missing from its list would be dead code that compiles: its messages,
 * projector or page silently absent. So every context folder on disk must be in its package's list, and every
 * entry of a list must be a folder on disk.
 *
 * The lists are read as text: importing them would boot Nest modules and React components for a check of names.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

interface ContextList {
  package: string;
  /** The folder whose sub-folders are the contexts. */
  folder: string;
  /** The one list, relative to the repository. */
  list: string;
  /** The exported constant holding the list. */
  constant: string;
  /** How the list imports a context's descriptor: `{folder}` stands for the context's folder name. */
  importPath: string;
  /** Sub-folders that are not contexts (the package's shared kernel). */
  kernel: readonly string[];
  /** A file that must re-export each listed context (the package's public face), if not the list itself. */
  reExportedBy?: { file: string; path: string };
}

const PACKAGES: readonly ContextList[] = [
  {
    package: 'contracts',
    folder: 'contracts/src',
    list: 'contracts/src/contexts.ts',
    constant: 'CONTRACT_CONTEXTS',
    importPath: './{folder}/context',
    kernel: ['admin', 'calendar', 'events', 'messages', 'pricing', 'reference', 'routes', 'search'],
    reExportedBy: { file: 'contracts/src/index.ts', path: './{folder}' },
  },
  {
    package: 'services/api',
    folder: 'services/api/src/contexts',
    list: 'services/api/src/contexts.ts',
    constant: 'API_CONTEXTS',
    importPath: './contexts/{folder}',
    kernel: [],
  },
  {
    package: 'projections',
    folder: 'projections/src',
    list: 'projections/src/contexts.ts',
    constant: 'READ_MODEL_CONTEXTS',
    importPath: './{folder}',
    kernel: ['migrations', 'runner', 'testing'],
    reExportedBy: { file: 'projections/src/contexts.ts', path: './{folder}' },
  },
  {
    package: 'web-public',
    folder: 'web-public/app/features',
    list: 'web-public/app/features.ts',
    constant: 'FEATURES',
    importPath: './features/{folder}/feature',
    kernel: [],
  },
  {
    package: 'web-admin',
    folder: 'web-admin/src/resources',
    list: 'web-admin/src/resources/index.ts',
    constant: 'resources',
    importPath: './{folder}',
    kernel: [],
  },
];

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sub-folders of a package's context folder. */
const foldersOf = (folder: string): string[] =>
  readdirSync(join(ROOT, folder))
    .filter((entry) => statSync(join(ROOT, folder, entry)).isDirectory())
    .sort();

/** Which context folder each name imported by the list comes from (`import x from` or `import { x } from`). */
function importsOf(source: string, importPath: string): Map<string, string> {
  const [before, after] = importPath.split('{folder}') as [string, string];
  const pattern = new RegExp(`import\\s+(?:\\{\\s*([\\w\\s,]+?)\\s*\\}|(\\w+))\\s+from\\s+'${escape(before)}([\\w-]+)${escape(after)}'`, 'g');
  const folderByName = new Map<string, string>();
  for (const match of source.matchAll(pattern)) {
    const names = match[1] ? match[1].split(',').map((n) => n.trim().split(/\s+as\s+/).pop()!) : [match[2]!];
    for (const name of names) if (name) folderByName.set(name, match[3]!);
  }
  return folderByName;
}

/** The names inside the list's brackets: `export const X[: T] = [a, b, …]`. */
function entriesOf(source: string, constant: string): string[] {
  const start = source.search(new RegExp(`export const ${constant}\\b[^=]*=\\s*\\[`));
  if (start < 0) throw new Error(`no list ${constant}`);
  const open = source.indexOf('[', source.indexOf('=', start));
  const close = source.indexOf(']', open);
  return source
    .slice(open + 1, close)
    .replace(/\/\/.*$/gm, '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

describe.each(PACKAGES)('the contexts of $package', (pkg) => {
  const source = read(pkg.list);
  const imported = importsOf(source, pkg.importPath);
  const entries = entriesOf(source, pkg.constant);
  const listed = entries.map((name) => imported.get(name) ?? `(${name}: not imported from a context folder)`).sort();
  const onDisk = foldersOf(pkg.folder).filter((folder) => !pkg.kernel.includes(folder));

  it(`lists every context folder of ${pkg.folder} once in ${pkg.list}, and nothing else`, () => {
    expect(listed).toEqual(onDisk);
  });

  it('names no kernel folder that is gone (a context could hide behind it)', () => {
    for (const folder of pkg.kernel) expect(existsSync(join(ROOT, pkg.folder, folder))).toBe(true);
  });

  if (pkg.reExportedBy) {
    const { file, path } = pkg.reExportedBy;
    it(`re-exports every listed context from ${file}`, () => {
      const text = read(file);
      const missing = onDisk.filter((folder) => !text.includes(`export * from '${path.replace('{folder}', folder)}';`));
      expect(missing).toEqual([]);
    });
  }
});

describe('the check itself', () => {
  it('reads names from braces, defaults and multi-line lists', () => {
    const source = "import a from './a';\nimport { bContext } from './contexts/b';\nexport const L = [\n  a, // first\n  bContext,\n] as const;";
    expect([...importsOf(source, './{folder}')]).toEqual([['a', 'a']]);
    expect([...importsOf(source, './contexts/{folder}')]).toEqual([['bContext', 'b']]);
    expect(entriesOf(source, 'L')).toEqual(['a', 'bContext']);
  });
});
