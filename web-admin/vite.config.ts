import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.ANONSE_API_URL ?? 'http://localhost:3000';
const contractsSource = fileURLToPath(new URL('../contracts/src/', import.meta.url));

/** The admin console: a static SPA served by the API under /admin/ (SPA fallback to index.html). */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    // The contracts' entry points, built from source. Only zod-free reference modules are used at run time
    // (categories, languages, services, places); the treeshake rule below drops the rest of the barrel.
    alias: [
      // The package's own folders by name (docs/architecture.md § Packages), never by ../../ climbs.
      { find: /^#admin\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      { find: /^@anonse\/contracts$/, replacement: fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) },
      {
        find: /^@anonse\/contracts\/places$/,
        replacement: fileURLToPath(new URL('../contracts/src/reference/places.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5174,
    proxy: { '/api': api, '/sanctum': api },
  },
  build: {
    outDir: 'build',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      // contracts/package.json declares `"sideEffects": false`; say it for the aliased source files too.
      treeshake: { moduleSideEffects: (id) => !id.startsWith(contractsSource) },
      output: {
        manualChunks(id: string) {
          if (id.includes('pl-places.json')) return 'places';
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|react-router|react-router-dom|scheduler)\//.test(id)) return 'react';
          if (/node_modules\/(@mui|@emotion)\//.test(id)) return 'mui';
          if (/node_modules\/(react-admin|ra-[a-z-]+|@tanstack|react-hook-form|lodash|inflection|query-string)\//.test(id))
            return 'react-admin';
          return 'vendor';
        },
      },
    },
  },
});
