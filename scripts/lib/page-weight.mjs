/**
 * What a page's first load costs in JavaScript, read from the build (docs/architecture.md § Islands), gzipped:
 *   islands    a page a visitor reads without the application (its route module exports `handle = ISLAND_PAGE`):
 *              the islands' script and every chunk it imports at once (the `interaction` islands come later, on use)
 *   signed-in  a page behind the login (its loader calls requireUser or requireDashboardUser): React Router's entry,
 *              the root route and the route's module with the chunks they import
 *   public     any other page: the same as signed-in, for a visitor
 * A route module without a default export (a redirect) is no page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budgets of issue "Lean public pages", in KiB (1,024 bytes), initial JavaScript gzipped. */
export const BUDGET_KIB = { islands: 100, public: 100, 'signed-in': 170 };

function readRouterManifest(client) {
  const assets = join(client, 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no React Router manifest in ${assets}: run npm run build first`);
  const text = readFileSync(join(assets, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, ''));
}

function islandsClosure(client) {
  const file = join(client, 'islands-manifest.json');
  if (!existsSync(file)) throw new Error(`no ${file}: the islands build did not run`);
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const files = new Set([entry.file]);
  const walk = (keys = []) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) continue;
      files.add(chunk.file);
      walk(chunk.imports);
    }
  };
  walk(entry.imports);
  return [...files];
}

/** Every page route of the build with its kind and its first-load JavaScript (bytes, gzipped). */
export function pageWeights({ client, appDir }) {
  const router = readRouterManifest(client);
  const gz = new Map();
  const size = (file) => {
    const rel = file.replace(/^\//, '');
    if (!gz.has(rel)) gz.set(rel, gzipSync(readFileSync(join(client, rel))).length);
    return gz.get(rel);
  };
  const sum = (files) =>
    [...new Set(files.map((f) => f.replace(/^\//, '')))].filter((f) => f.endsWith('.js')).reduce((n, f) => n + size(f), 0);
  const islands = sum(islandsClosure(client));
  const filesOf = (e) => (e ? [e.module, ...(e.imports ?? [])] : []);
  const kinds = new Map();
  const kindOf = (file) => {
    if (!kinds.has(file)) {
      const source = readFileSync(join(appDir, file), 'utf8');
      kinds.set(
        file,
        !/^export default /m.test(source)
          ? null
          : /export const handle = ISLAND_PAGE/.test(source)
            ? 'islands'
            : /\brequire(Dashboard)?User\(/.test(source)
              ? 'signed-in'
              : 'public',
      );
    }
    return kinds.get(file);
  };
  const rows = [];
  for (const route of Object.values(router.routes)) {
    if (route.id === 'root') continue;
    // The client build names a route's chunk after its module (`/assets/ad-list-<hash>.js` ← routes/ad-list.tsx).
    const name = /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(route.module)?.[1];
    const file = name && ['routes', 'features'].map((dir) => `${dir}/${name}.tsx`).find((f) => existsSync(join(appDir, f)));
    if (!file) throw new Error(`no source module for route ${route.id} (${route.module})`);
    const kind = kindOf(file);
    if (!kind) continue;
    const js = kind === 'islands' ? islands : sum([...filesOf(router.entry), ...filesOf(router.routes.root), ...filesOf(route)]);
    rows.push({ route: route.id, file, kind, js });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}
