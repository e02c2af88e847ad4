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
  /** The one list, relative to the repository: one `export … from '<path>';` line per context. */
  list: string;
  /** The path each line re-exports from: `{folder}` stands for the context's folder name. */
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
    list: 'contracts/src/context-list.ts',
    importPath: './{folder}/context',
    kernel: ['admin', 'calendar', 'events', 'messages', 'pricing', 'reference', 'routes', 'search'],
    reExportedBy: { file: 'contracts/src/index.ts', path: './{folder}' },
  },
  {
    package: 'services/api',
    folder: 'services/api/src/contexts',
    list: 'services/api/src/context-list.ts',
    importPath: './contexts/{folder}',
    kernel: [],
  },
  {
    package: 'projections',
    folder: 'projections/src',
    list: 'projections/src/contexts.ts',
    importPath: './{folder}',
    kernel: ['migrations', 'runner', 'testing'],
  },
  {
    package: 'web-public',
    folder: 'web-public/app/features',
    list: 'web-public/app/feature-list.ts',
    importPath: './features/{folder}/feature',
    kernel: [],
  },
  {
    package: 'web-admin',
    folder: 'web-admin/src/resources',
    list: 'web-admin/src/resources/resource-list.ts',
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

/** The context folders a list re-exports, one per line; any other line but comments is refused. */
function entriesOf(source: string, importPath: string): string[] {
  const [before, after] = importPath.split('{folder}') as [string, string];
  const line = new RegExp(`^export (?:\\* |\\{ [\\w\\s,]+ \\} )from '${escape(before)}([\\w-]+)${escape(after)}';$`);
  return source
    .split('\n')
    .filter((text) => text.trim() !== '' && !text.startsWith('//'))
    .map((text) => line.exec(text)?.[1] ?? `(not one context's line: ${text})`);
}

describe.each(PACKAGES)('the contexts of $package', (pkg) => {
  const entries = entriesOf(read(pkg.list), pkg.importPath);
  const onDisk = foldersOf(pkg.folder).filter((folder) => !pkg.kernel.includes(folder));

  it(`lists every context folder of ${pkg.folder} once in ${pkg.list}, one line each, and nothing else`, () => {
    expect([...entries].sort()).toEqual(onDisk);
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
  it('reads one folder a line, whatever is exported, and refuses any other line', () => {
    const source =
      "// the list\nexport { aContext } from './contexts/a';\nexport * from './contexts/b';\nexport { default as c } from './contexts/c';\nconst d = 1;";
    expect(entriesOf(source, './contexts/{folder}')).toEqual(['a', 'b', 'c', "(not one context's line: const d = 1;)"]);
  });
});
