/**
 * What a visitor downloads per route: the entry, the root route and the route's own module with every chunk
 * they import, JavaScript and CSS, gzip-compressed, read from React Router's client manifest.
 *
 *   npx tsx bundle-sizes.ts [--build ../web-public/build/client]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestEntry {
  module: string;
  imports?: string[];
  css?: string[];
}
interface Manifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { id: string; path?: string; parentId?: string }>;
}

const args = process.argv.slice(2);
const buildArg = args.indexOf('--build');
const client = resolve(buildArg >= 0 ? args[buildArg + 1]! : join(import.meta.dirname, '../web-public/build/client'));
const assets = join(client, 'assets');
const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error(`no React Router manifest in ${assets}: run npm run build first`);
const manifestText = readFileSync(join(assets, manifestFile), 'utf8');
const manifest = JSON.parse(manifestText.slice(manifestText.indexOf('=') + 1).replace(/;\s*$/, '')) as Manifest;

const gzipped = new Map<string, number>();
const gzipSize = (file: string): number => {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(client, file))).length;
    gzipped.set(file, size);
  }
  return size;
};
const filesOf = (e: ManifestEntry | undefined): string[] => (e ? [e.module, ...(e.imports ?? []), ...(e.css ?? [])] : []);

const rows = Object.values(manifest.routes)
  .filter((r) => r.id !== 'root')
  .map((route) => {
    const files = new Set([...filesOf(manifest.entry), ...filesOf(manifest.routes.root), ...filesOf(route)]);
    const js = [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + gzipSize(f), 0);
    const css = [...files].filter((f) => f.endsWith('.css')).reduce((n, f) => n + gzipSize(f), 0);
    return { route: route.id, js, css };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const kb = (n: number) => (n / 1024).toFixed(1);
console.log(`| route | JS gzip KiB | CSS gzip KiB |\n|---|---:|---:|`);
for (const r of rows) console.log(`| ${r.route} | ${kb(r.js)} | ${kb(r.css)} |`);
const shared = [...new Set([...filesOf(manifest.entry), ...filesOf(manifest.routes.root)])];
console.log(
  `\nshared by every route (entry + root): ${kb(shared.filter((f) => f.endsWith('.js')).reduce((n, f) => n + gzipSize(f), 0))} KiB JS gzip`,
);
