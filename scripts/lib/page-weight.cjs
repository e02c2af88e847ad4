/**
 * What a page's first load costs in JavaScript, read from the build (docs/architecture.md § Islands), gzipped:
 *   islands    a page a visitor reads without the application (its route module exports `handle = ISLAND_PAGE`):
 *              the islands' script and every chunk it imports at once (the `interaction` islands come later, on use)
 *   signed-in  a page behind the login (its loader calls requireUser or requireDashboardUser): React Router's entry,
 *              the root route and the route's module with the chunks they import
 *   public     any other page: the same as signed-in, for a visitor
 * A route module without a default export (a redirect) is no page.
 */
// CommonJS, so that the check (an ES module), the bench (tsx) and its Jest test (compiled to CommonJS) all load it.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { gzipSync } = require('node:zlib');

/**
 * The budgets of issue "Lean public pages", in KiB (1,024 bytes), initial JavaScript gzipped. The issue set the public
 * ones; the signed-in one is a regression fence of our own, first set at the heaviest page of the day (edit-ad, 169.8)
 * and moved to 175 when messages gave every signed-in page its shared live socket and the header's unread count (+1 KiB).
 */
const BUDGET_KIB = { islands: 100, public: 100, 'signed-in': 175 };

function readRouterManifest(client) {
  const assets = join(client, 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no React Router manifest in ${assets}: run npm run build first`);
  const text = readFileSync(join(assets, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, ''));
}

function readIslandsManifest(client) {
  const file = join(client, 'islands-manifest.json');
  if (!existsSync(file)) throw new Error(`no ${file}: the islands build did not run`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** A chunk of the islands build (by its manifest key) and every chunk it imports at once. */
function closure(manifest, key) {
  const files = new Set();
  const walk = (keys) => {
    for (const k of keys) {
      const chunk = manifest[k];
      if (!chunk || files.has(chunk.file)) continue;
      files.add(chunk.file);
      walk(chunk.imports ?? []);
    }
  };
  walk([key]);
  return [...files];
}

/**
 * The `page` islands a route module places itself (`import { LoginFormIsland } from '…'` with
 * `island('login-form', LoginForm, 'page')` in that module): their manifest keys (source paths from web-public/).
 */
function pageIslandsOf(appDir, routeFile) {
  const source = readFileSync(join(appDir, routeFile), 'utf8');
  const keys = [];
  for (const [, names, from] of source.matchAll(/import \{([^}]*Island[^}]*)\} from '([^']+)';/g)) {
    if (!names) continue;
    const rel = from.startsWith('#web/') ? from.slice(5) : join(dirname(routeFile), from);
    const file = ['.tsx', '.ts'].map((ext) => rel + ext).find((f) => existsSync(join(appDir, f)));
    if (file && /island\('[\w-]+', \w+, 'page'\)/.test(readFileSync(join(appDir, file), 'utf8'))) keys.push(`app/${file}`);
  }
  return keys;
}

/** Every page route of the build with its kind and its first-load JavaScript (bytes, gzipped). */
function pageWeights({ client, appDir }) {
  const router = readRouterManifest(client);
  const gz = new Map();
  const size = (file) => {
    const rel = file.replace(/^\//, '');
    if (!gz.has(rel)) gz.set(rel, gzipSync(readFileSync(join(client, rel))).length);
    return gz.get(rel);
  };
  const sum = (files) =>
    [...new Set(files.map((f) => f.replace(/^\//, '')))].filter((f) => f.endsWith('.js')).reduce((n, f) => n + size(f), 0);
  const islandsManifest = readIslandsManifest(client);
  const entryKey = Object.keys(islandsManifest).find((k) => islandsManifest[k].isEntry);
  const islandFiles = (routeFile) => [
    ...closure(islandsManifest, entryKey),
    ...pageIslandsOf(appDir, routeFile).flatMap((key) => {
      if (!islandsManifest[key]) throw new Error(`${routeFile} places the page island of ${key}, which the islands build does not have`);
      return closure(islandsManifest, key);
    }),
  ];
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
    const js =
      kind === 'islands' ? sum(islandFiles(file)) : sum([...filesOf(router.entry), ...filesOf(router.routes.root), ...filesOf(route)]);
    rows.push({ route: route.id, file, kind, js });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}

module.exports = { BUDGET_KIB, pageWeights };
