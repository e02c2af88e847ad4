import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
const contractsSource = fileURLToPath(new URL('../contracts/src/', import.meta.url));

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: [
      { find: /^@anonse\/contracts$/, replacement: fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) },
      // Its own entry point: the dictionaries load only where a password is typed (a lazy chunk).
      {
        find: /^@anonse\/contracts\/password-strength$/,
        replacement: fileURLToPath(new URL('../contracts/src/accounts/password-strength.ts', import.meta.url)),
      },
      // The towns (1,013, ~35 KB gzipped): imported only by the place selects and, lazily, the header search.
      { find: /^@anonse\/contracts\/places$/, replacement: fileURLToPath(new URL('../contracts/src/reference/places.ts', import.meta.url)) },
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
