import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.ANONSE_API_URL ?? 'http://localhost:3000';

/** The admin console: a static SPA served by the API under /admin/ (SPA fallback to index.html). */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    // Only zod-free reference modules are imported at run time (categories, languages, services).
    alias: { '@contracts': fileURLToPath(new URL('../contracts/src', import.meta.url)) },
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
