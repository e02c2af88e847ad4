import { reactRouter } from '@react-router/dev/vite';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
const contractsSource = fileURLToPath(new URL('../contracts/src/', import.meta.url));

/**
 * The tiny face detector's weights (~190 KB) for the redaction editor's face suggestions, served from our
 * own origin at /models/face/ (features/media/lib/face-detector.ts). They are @vladmandic/face-api's files,
 * not ours, so they are not committed: copied from the installed package into the client build (the API
 * serves build/client/ as static files), and served from it by the dev server.
 */
function faceModelFiles(): Plugin {
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')), 'model');
  const files = new Map([
    ['tiny_face_detector_model-weights_manifest.json', 'application/json'],
    ['tiny_face_detector_model.bin', 'application/octet-stream'],
  ]);
  const prefix = '/models/face/';
  return {
    name: 'anonse:face-model-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.startsWith(prefix) ? req.url.slice(prefix.length).split('?')[0]! : '';
        const type = files.get(name);
        if (!type) return next();
        res.setHeader('Content-Type', type);
        res.end(readFileSync(path.join(dir, name)));
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const name of files.keys())
        this.emitFile({ type: 'asset', fileName: `models/face/${name}`, source: readFileSync(path.join(dir, name)) });
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), faceModelFiles()],
  resolve: {
    alias: [
      // The package's own folders by name (docs/architecture.md § Packages), never by ../../ climbs.
      { find: /^#web\//, replacement: fileURLToPath(new URL('./app/', import.meta.url)) },
      { find: /^@anonse\/contracts$/, replacement: fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) },
      { find: /^@anonse\/contracts\/browser$/, replacement: fileURLToPath(new URL('../contracts/src/browser.ts', import.meta.url)) },
      // Its own entry point: the dictionaries load only where a password is typed (a lazy chunk).
      {
        find: /^@anonse\/contracts\/password-strength$/,
        replacement: fileURLToPath(new URL('../contracts/src/accounts/password-strength.ts', import.meta.url)),
      },
      // The towns (1,013, ~35 KB gzipped): imported only by the place selects and, lazily, the header search.
      {
        find: /^@anonse\/contracts\/places$/,
        replacement: fileURLToPath(new URL('../contracts/src/reference/places.ts', import.meta.url)),
      },
    ],
  },
  // `react-router dev`: the browser's own calls (login, register, add ad) go to the API.
  server: {
    proxy: {
      '/api': apiOrigin,
      '/sanctum': apiOrigin,
    },
  },
  build: {
    rollupOptions: {
      // contracts/package.json declares `"sideEffects": false`. Vite applies it to the modules the barrel reaches
      // by relative imports, not to the aliased entry files above; say it for every contracts source file, so a
      // module no page code uses (the town list) is left out of the chunks that only import the barrel.
      treeshake: { moduleSideEffects: (id) => !id.startsWith(contractsSource) },
    },
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  ssr: {
    // contracts is TypeScript source: bundle it (and zod) into the server build.
    noExternal: ['zod'],
  },
});
