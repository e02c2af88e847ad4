/**
 * Every workspace declares the packages of ours it imports. The boundary check (.dependency-cruiser.cjs)
 * resolves `@anonse/*` to sources through tsconfig paths, so it cannot see a missing declaration; an
 * undeclared one still works in the monorepo (npm links every workspace at the root) and breaks the day a
 * workspace is installed or deployed on its own.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..');
const rootManifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const workspaces = rootManifest.workspaces.map((dir) => ({
  dir,
  manifest: JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as Manifest,
}));
const nameByDir = new Map(workspaces.map((w) => [w.dir, w.manifest.name]));

const SKIP = new Set(['node_modules', 'dist', 'build', '.react-router', 'test-results', 'playwright-report', 'results']);

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (SKIP.has(entry)) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.(ts|tsx|mts|mjs|cjs|js)$/.test(entry)) files.push(path);
  }
  return files;
}

/** The workspaces a source file imports: by package name, or by a relative path into another workspace. */
function importedWorkspaces(file: string, ownDir: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const [, specifier] of text.matchAll(/(?:from|import\(|require\()\s*['"]([^'"]+)['"]/g)) {
    const named = /^(@anonse\/[a-z-]+)/.exec(specifier!)?.[1];
    if (named) {
      found.push(named);
      continue;
    }
    if (!specifier!.startsWith('.')) continue;
    const target = relative(ROOT, join(file, '..', specifier!));
    for (const [dir, name] of nameByDir) {
      if (dir !== ownDir && (target === dir || target.startsWith(`${dir}/`))) found.push(name);
    }
  }
  return found;
}

describe('workspace dependencies', () => {
  it('finds the workspaces and what they import', () => {
    expect(workspaces.length).toBeGreaterThanOrEqual(8);
    const api = workspaces.find((w) => w.dir === 'services/api')!;
    const used = new Set(sourceFiles(join(ROOT, api.dir)).flatMap((f) => importedWorkspaces(f, api.dir)));
    expect([...used].sort()).toEqual(['@anonse/contracts', '@anonse/eventstore', '@anonse/projections']);
  });

  it.each(workspaces.map((w) => [w.dir, w] as const))('%s declares every @anonse/* package it imports', (_, { dir, manifest }) => {
    const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
    const undeclared = new Set<string>();
    for (const file of sourceFiles(join(ROOT, dir))) {
      for (const name of importedWorkspaces(file, dir)) {
        if (name !== manifest.name && !declared.has(name)) undeclared.add(`${name} (${relative(ROOT, file)})`);
      }
    }
    expect([...undeclared]).toEqual([]);
  });
});
