/**
 * Every island a page places is one the islands' script can render (docs/architecture.md § Islands): a wrapper
 * `island('name', Component, load)` whose name the registry lacks would stay dead server HTML on a visitor's page,
 * and an `eager` island registered as lazy (or the reverse) would load at the wrong time. Read as text: importing
 * the registry would pull React components and CSS modules into a check of names.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const APP = join(__dirname, '..', 'web-public', 'app');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

interface Wrapper {
  name: string;
  component: string;
  load: string;
  file: string;
}

const wrappers: Wrapper[] = sources(APP).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/\bisland\('([\w-]+)', (\w+)(?:, '(\w+)')?\)/g)].map(([, name, component, load]) => ({
    name: name!,
    component: component!,
    load: load ?? 'eager',
    file: relative(APP, file).replace(/\.tsx?$/, ''),
  })),
);

const registry = readFileSync(join(APP, 'islands', 'registry.ts'), 'utf8');
const block = (name: string) =>
  registry.slice(registry.indexOf(`export const ${name}`), registry.indexOf('};', registry.indexOf(`export const ${name}`)));
const eager = new Map([...block('EAGER_ISLANDS').matchAll(/'?([\w-]+)'?: (\w+),/g)].map(([, name, component]) => [name!, component!]));
const lazy = new Map(
  [...block('LAZY_ISLANDS').matchAll(/'?([\w-]+)'?: \(\) => import\('#web\/([^']+)'\)\.then\(\(m\) => m\.(\w+)\)/g)].map(
    ([, name, file, component]) => [name!, { file: file!, component: component! }],
  ),
);

describe('islands registry', () => {
  it('finds the wrappers and both registries', () => {
    expect(wrappers.length).toBeGreaterThan(10);
    expect(eager.size).toBeGreaterThan(3);
    expect(lazy.size).toBeGreaterThan(3);
  });

  it.each(wrappers.map((w) => [w.name, w] as const))('%s is registered with its component, loaded as its wrapper says', (_name, w) => {
    if (w.load === 'eager') {
      expect(lazy.has(w.name)).toBe(false);
      expect(eager.get(w.name)).toBe(w.component);
    } else {
      expect(eager.has(w.name)).toBe(false);
      expect(lazy.get(w.name)).toEqual({ file: w.file, component: w.component });
    }
  });

  it('registers no island that no page places, and no name twice', () => {
    const placed = wrappers.map((w) => w.name);
    expect(new Set(placed).size).toBe(placed.length);
    expect([...eager.keys(), ...lazy.keys()].sort()).toEqual([...placed].sort());
  });
});
