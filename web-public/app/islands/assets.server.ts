import { existsSync, readFileSync } from 'node:fs';

/** The islands' script and the chunks it imports at once (to preload), as the islands build's manifest names them. */
export interface IslandAssets {
  entry: string;
  preload: string[];
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * Read once from the client build beside this server build (`build/client/islands-manifest.json`, written by
 * vite.islands.config.ts). Absent under `react-router dev` and in a build made without it: then every page is
 * the hydrated application, as before islands.
 */
let cached: IslandAssets | null | undefined;

let clientDir: URL | null | undefined;

/**
 * The client build beside this server build (the one whose islands manifest is there), found once: the server build
 * is `build/server/index.js` re-exporting `build/server/assets/server-build-*.js`, so it looks beside both.
 */
export function clientBuildDir(): URL | null {
  if (clientDir === undefined) {
    const candidates = ['../client/', '../../client/'].map((p) => new URL(p, import.meta.url));
    clientDir = candidates.find((url) => existsSync(new URL('islands-manifest.json', url))) ?? null;
  }
  return clientDir;
}

export function islandAssets(): IslandAssets | null {
  if (cached !== undefined) return cached;
  try {
    const dir = clientBuildDir();
    if (!dir) throw new Error('no islands manifest beside this server build');
    const manifest = JSON.parse(readFileSync(new URL('islands-manifest.json', dir), 'utf8')) as Record<string, ManifestChunk>;
    const entry = Object.values(manifest).find((c) => c.isEntry);
    if (!entry) throw new Error('no entry in the islands manifest');
    const preload = new Set<string>();
    const walk = (keys: string[] = []) => {
      for (const key of keys) {
        const chunk = manifest[key];
        if (!chunk || preload.has(`/${chunk.file}`)) continue;
        preload.add(`/${chunk.file}`);
        walk(chunk.imports);
      }
    };
    walk(entry.imports);
    cached = { entry: `/${entry.file}`, preload: [...preload] };
  } catch {
    cached = null;
  }
  return cached;
}
