import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: {
      '@anonse/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)),
    },
  },
  // `react-router dev`: the browser's own calls (login, register, add ad) go to the API.
  server: {
    proxy: {
      '/api': apiOrigin,
      '/sanctum': apiOrigin,
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
