/**
 * Issue 21: `@anonse/contracts/browser` (contracts/src/browser.ts) is the entry point of the helpers a browser page
 * imports, and its promise is what it does not bring: zod and the town list. This test walks its module graph as a
 * bundler does, following every import and re-export that stays in the JavaScript (type-only ones are erased) and
 * every `import()`, and fails when the walk reaches an npm package or reference/places.ts (with pl-places.json).
 * A named import is followed even when it names only types: the walk errs towards finding too much.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import * as ts from 'typescript';

const ROOT = join(__dirname, '..');
const CONTRACTS = join(ROOT, 'contracts/src');
const TOWNS = ['reference/places.ts', 'reference/pl-places.json'];

/** The specifiers of the imports and re-exports of `file` that survive compilation, and of its `import()` calls. */
function valueSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const allTypes = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) =>
    elements.length > 0 && elements.every((e) => e.isTypeOnly);
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      if (clause?.isTypeOnly) continue;
      if (clause && !clause.name && bindings && ts.isNamedImports(bindings) && allTypes(bindings.elements)) continue;
      out.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      if (statement.isTypeOnly) continue;
      if (statement.exportClause && ts.isNamedExports(statement.exportClause) && allTypes(statement.exportClause.elements)) continue;
      out.push(statement.moduleSpecifier.text);
    }
  }
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) out.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

function resolve(from: string, specifier: string): string {
  const base = join(dirname(from), specifier);
  const found = [base, `${base}.ts`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
  if (!found || !/\.(ts|json)$/.test(found)) throw new Error(`${relative(ROOT, from)}: cannot resolve ${specifier}`);
  return found;
}

/** Every module of the package the walk from `entry` reaches, and the npm packages it imports. */
function walk(entry: string): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const queue = [join(CONTRACTS, entry)];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (modules.has(file)) continue;
    modules.add(file);
    if (file.endsWith('.json')) continue;
    for (const specifier of valueSpecifiers(file)) {
      if (specifier.startsWith('.')) queue.push(resolve(file, specifier));
      else packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);
    }
  }
  return { modules: new Set([...modules].map((path) => relative(CONTRACTS, path))), packages };
}

describe('the browser entry point of the contracts', () => {
  const browser = walk('browser.ts');

  it('reaches no npm package: neither zod nor anything else', () => {
    expect([...browser.packages]).toEqual([]);
  });

  it('reaches neither the town list nor its data', () => {
    expect(TOWNS.filter((path) => browser.modules.has(path))).toEqual([]);
  });

  it('is its own graph: neither the whole package nor a module of schemas', () => {
    expect(browser.modules.has('index.ts')).toBe(false);
    const withSchemas = [...browser.modules].filter((path) => /from 'zod'/.test(readFileSync(join(CONTRACTS, path), 'utf8')));
    expect(withSchemas).toEqual([]);
  });

  it('finds zod and the towns where they are (the walk itself sees them)', () => {
    const everything = walk('index.ts');
    expect([...everything.packages]).toContain('zod');
    expect(TOWNS.every((path) => everything.modules.has(path))).toBe(true);
  });
});
