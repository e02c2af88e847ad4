/**
 * The docs stay true about the repository: every repository path the READMEs and docs/*.md name (in backticks or
 * as a link) exists, and every `npm …` command they name is a script of the package.json it runs in. Commands are
 * NOT run (the build and test scripts take minutes): the check is that each named script exists, and that the
 * files the root scripts hand to node (`node scripts/start.mjs`, a `dist/…js` entry whose source is `src/…ts`)
 * exist. A doc that moved a path or renamed a script fails here, naming the doc and the path.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';

const ROOT = join(__dirname, '..');

/** Generated or local-only folders: a path through them is checked up to the folder (or, for dist, by its source). */
const GENERATED = new Set(['node_modules', 'dist', 'build', 'data', 'test-results', 'playwright-report', '.react-router']);
const SKIP_WALK = new Set([...GENERATED, '.git', 'results']);
const FILE_EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|json|md|yml|yaml|css|sql|sh)$/;

function docFiles(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`);
  return ['README.md', 'web-admin/README.md', 'bench/README.md', ...docs];
}

/** Every file and folder of the working tree (repository-relative, `/`-separated), generated folders left out. */
function walkTree(): { files: Set<string>; dirs: Set<string> } {
  const files = new Set<string>();
  const dirs = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir))) {
      if (SKIP_WALK.has(entry)) continue;
      const rel = dir ? `${dir}/${entry}` : entry;
      if (statSync(join(ROOT, rel)).isDirectory()) {
        dirs.add(rel);
        walk(rel);
      } else files.add(rel);
    }
  };
  walk('');
  return { files, dirs };
}

export interface Tree {
  files: Set<string>;
  dirs: Set<string>;
}

/**
 * A recipe names the files a reader is about to create (`contracts/src/forum/` when adding a forum), so a section
 * headed "Adding …", or one whose heading says it is a recipe or an example, is not checked.
 */
const RECIPE_HEADING = /^(#{1,6})\s+(adding\b|.*\b(recipe|example)s?\b)/i;

export function withoutRecipes(markdown: string): string {
  const out: string[] = [];
  let skipLevel = 0;
  for (const line of markdown.split('\n')) {
    const heading = /^(#{1,6})\s/.exec(line);
    if (heading && skipLevel && heading[1]!.length <= skipLevel) skipLevel = 0;
    const recipe = RECIPE_HEADING.exec(line);
    if (recipe && !skipLevel) skipLevel = recipe[1]!.length;
    if (!skipLevel) out.push(line);
  }
  return out.join('\n');
}

/** Backticked spans (inline and fenced) and link targets of a markdown text, recipes left out. */
export function references(markdown: string): { code: string[]; links: string[]; blocks: string[] } {
  const blocks: string[] = [];
  const withoutBlocks = withoutRecipes(markdown).replace(/```[^\n]*\n([\s\S]*?)```/g, (_, body: string) => {
    blocks.push(body);
    return '';
  });
  const code = [...withoutBlocks.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  const links = [...withoutBlocks.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
  return { code, links, blocks };
}

/**
 * Whether a backticked span is meant as a repository path, and the path. Routes (`/…`), URLs, placeholders
 * (`<x>`, `{x}`, `…`, globs), commands and identifiers are not; a span is a path when it has a `/` or ends in a
 * source-file extension, and its first folder is a folder of the repository (`DATA_DIR/media` or the storage key
 * `private/verification/` are not).
 */
export function asRepositoryPath(span: string, tree: Tree): string | null {
  let s = span.trim();
  // `contracts/src/<context>/messages.ts`, `features/<feature>/api/*.ts`: the folder before the placeholder.
  const placeholder = s.search(/[<{…*]/);
  if (placeholder >= 0) s = s.slice(0, s.lastIndexOf('/', placeholder) + 1);
  if (!s || /[\s{}<>*…|()=,;"'$@]|:\/\/|^[-/~]/.test(s)) return null;
  s = s.replace(/^\.\//, '');
  if (!s.includes('/') && !FILE_EXTENSIONS.test(s)) return null;
  // A suffix (`.int.spec.ts`, `.server.ts`) names a kind of file, not one.
  if (/^\.[^/]*$/.test(s) && !existsSync(join(ROOT, s))) return null;
  if (s.includes('/') && !s.endsWith('/') && !FILE_EXTENSIONS.test(s) && !existsSync(join(ROOT, s))) {
    // A slash-path without an extension: only a folder (`services/api`, `.ci/run` exists) is checked.
    const first = s.split('/')[0]!;
    if (!isFolderName(first, tree)) return null;
  }
  const first = s.split('/')[0]!;
  if (s.includes('/') && !isFolderName(first, tree) && !GENERATED.has(first)) return null;
  return s;
}

const isFolderName = (name: string, tree: Tree): boolean => tree.dirs.has(name) || [...tree.dirs].some((d) => d.endsWith(`/${name}`));

/**
 * Whether a path names something in the repository: from the root, from the doc's folder, or as the tail of a
 * longer path when the doc is inside that context (`lib/header-search.ts` under `features/search/`). A bare file
 * name must exist somewhere. Build output is checked by what it is built from.
 */
export function pathExists(path: string, docDir: string, tree: Tree): boolean {
  const clean = path.replace(/\/$/, '');
  const segments = clean.split('/');
  const generatedAt = segments.findIndex((seg) => GENERATED.has(seg));
  if (generatedAt === 0) return true;
  if (generatedAt > 0) {
    const before = segments.slice(0, generatedAt).join('/');
    if (segments[generatedAt] === 'dist' && /\.js$/.test(clean)) {
      const source = [...segments.slice(0, generatedAt), 'src', ...segments.slice(generatedAt + 1)].join('/').replace(/\.js$/, '.ts');
      return pathExists(source, docDir, tree);
    }
    return pathExists(before, docDir, tree);
  }
  const exact = (p: string) => tree.files.has(p) || tree.dirs.has(p);
  if (exact(clean) || exact(posix.normalize(posix.join(docDir, clean)))) return true;
  // `ads/` beside a table of contexts: a folder of that name somewhere; `similar-ads.ts`: a file somewhere.
  if (segments.length === 1 && path.endsWith('/')) return isFolderName(clean, tree);
  if (segments.length === 1) return [...tree.files].some((f) => f === clean || f.endsWith(`/${clean}`));
  // A path that starts at a top-level folder must exist from the root, never as the tail of another path.
  if (tree.dirs.has(segments[0]!)) return false;
  return [...tree.files, ...tree.dirs].some((f) => f.endsWith(`/${clean}`));
}

interface Manifest {
  name: string;
  scripts?: Record<string, string>;
}

const manifest = (dir: string): Manifest => JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as Manifest;
const rootManifest = manifest('');
const workspaceDirs = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
const manifestByName = new Map(workspaceDirs.map((dir) => [manifest(dir).name, manifest(dir)]));

/** npm's own commands, which need no script. */
const NPM_BUILTINS = new Set(['ci', 'install', 'i', 'exec', 'view', 'ls', 'audit', 'outdated', 'pkg', 'init']);
/** Commands npm runs as scripts under their own name. */
const SCRIPT_ALIASES = new Set(['start', 'test', 'stop', 'restart']);

export interface NpmCommand {
  text: string;
  scripts: string[];
  /** `-w`'s package name; null: the folder the command runs in. */
  workspace: string | null;
}

/** `npm run a|b -w @anonse/x -- …`, `npm start`, `npm test` … in a code span or a fenced line. */
export function npmCommands(text: string): NpmCommand[] {
  const out: NpmCommand[] = [];
  for (const m of text.matchAll(/\bnpm\s+(run(?:-script)?\s+)?([A-Za-z0-9:_|.-]+)([^\n`#]*)/g)) {
    const [whole, run, name, rest] = m as unknown as [string, string | undefined, string, string];
    const beforeArgs = rest.split(/\s--(\s|$)/)[0]!;
    const workspace = /(?:-w|--workspace)[=\s]+(\S+)/.exec(beforeArgs)?.[1] ?? null;
    if (!run && NPM_BUILTINS.has(name)) continue;
    if (!run && !SCRIPT_ALIASES.has(name)) continue;
    // A bare `npm run -w pkg` lists scripts; `npm run … -w` alone names nothing to check.
    if (run && name.startsWith('-')) continue;
    out.push({ text: whole.trim(), scripts: name.split('|'), workspace });
  }
  return out;
}

/**
 * What is wrong with a command: a missing package, a missing script, or a missing file a root script runs. A
 * workspace's own README runs commands without `-w` in that workspace (or at the root, which npm also finds).
 */
export function commandProblem(cmd: NpmCommand, docWorkspace: Manifest | null = null): string | null {
  const named = cmd.workspace === null ? null : manifestByName.get(cmd.workspace);
  if (cmd.workspace !== null && !named) return `no workspace named ${cmd.workspace}`;
  for (const script of cmd.scripts) {
    const pkg = named ?? (docWorkspace?.scripts?.[script] !== undefined ? docWorkspace : rootManifest);
    const body = pkg.scripts?.[script];
    if (body === undefined) return `${pkg.name} has no script "${script}"`;
    if (pkg === rootManifest) {
      for (const file of body.matchAll(/\bnode\s+(\S+\.m?js)(?:\s+(\S+\.js))?/g)) {
        for (const f of [file[1], file[2]].filter((x): x is string => !!x)) {
          const source = f.replace(/\/dist\//, '/src/').replace(/\.js$/, '.ts');
          if (!existsSync(join(ROOT, f)) && !existsSync(join(ROOT, source))) return `script "${script}" runs ${f}, which does not exist`;
        }
      }
    }
  }
  return null;
}

describe('the docs name what exists', () => {
  const tree = walkTree();

  it.each(docFiles())('%s: every repository path it names exists', (doc) => {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    const docDir = dirname(doc) === '.' ? '' : dirname(doc);
    const { code, links } = references(text);
    const missing: string[] = [];
    // `node services/api/dist/main.js`, `npx tsx photos.ts`: every word of a span that names a path.
    for (const span of code.flatMap((c) => c.split(/\s+/))) {
      const path = asRepositoryPath(span, tree);
      if (path && !pathExists(path, docDir, tree)) missing.push(`\`${span}\``);
    }
    for (const link of links) {
      if (/^(https?:|mailto:|#|<)/.test(link)) continue;
      const target = posix.normalize(posix.join(docDir, link.split('#')[0]!));
      if (!existsSync(join(ROOT, target))) missing.push(`(${link})`);
    }
    expect(missing).toEqual([]);
  });

  it.each(docFiles())('%s: every npm command it names is a script of the right package.json', (doc) => {
    const { code, blocks } = references(readFileSync(join(ROOT, doc), 'utf8'));
    const docWorkspace = workspaceDirs.includes(dirname(doc)) ? manifest(dirname(doc)) : null;
    const problems = [...code, ...blocks]
      .flatMap(npmCommands)
      .map((cmd) => [cmd.text, commandProblem(cmd, docWorkspace)] as const)
      .filter(([, problem]) => problem !== null)
      .map(([text, problem]) => `${text}: ${problem}`);
    expect(problems).toEqual([]);
  });

  it('the README names the commands a newcomer needs', () => {
    const { code, blocks } = references(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    const named = new Set([...code, ...blocks].flatMap(npmCommands).flatMap((c) => c.scripts));
    for (const script of ['start', 'test', 'build', 'test:unit', 'test:int', 'test:e2e', 'lint:boundaries', 'admin:create'])
      expect(named).toContain(script);
  });
});

describe('the checker itself', () => {
  const tree = walkTree();

  it('fails on a made-up path and on a script nobody wrote', () => {
    const path = asRepositoryPath('contracts/src/no-such-module.ts', tree);
    expect(path).toBe('contracts/src/no-such-module.ts');
    expect(pathExists(path!, '', tree)).toBe(false);
    expect(pathExists('docs/no-such-page.md', '', tree)).toBe(false);
    expect(commandProblem(npmCommands('npm run no-such-script')[0]!)).toMatch(/no script/);
    expect(commandProblem(npmCommands('npm run bench:nothing -w @anonse/bench')[0]!)).toMatch(/@anonse\/bench has no script/);
  });

  it('accepts real paths, build output by its source, and leaves routes and placeholders alone', () => {
    expect(pathExists('contracts/src/routes/route-table.ts', '', tree)).toBe(true);
    expect(pathExists('services/api/dist/projections-main.js', '', tree)).toBe(true);
    expect(pathExists('src/App.tsx', 'web-admin', tree)).toBe(true);
    for (const notAPath of ['/admin/dashboard/', 'DATA_DIR/media', '**/*.unit.spec.ts', 'user:{id}', 'npm run build'])
      expect(asRepositoryPath(notAPath, tree)).toBeNull();
    expect(asRepositoryPath('contracts/src/<context>/messages.ts', tree)).toBe('contracts/src/');
    expect(relative(ROOT, join(ROOT, 'README.md'))).toBe('README.md');
  });
});
