import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';
import app from './vite.config';

/**
 * The islands' build (docs/architecture.md § Islands): the script of the pages an anonymous visitor reads without
 * the application (app/islands/main.ts). The same components as the application's build, written the same way,
 * compiled against Preact's React compatibility layer (a tenth of react-dom's weight), with React Router replaced
 * by what a page without a client router needs (app/islands/router-shim.tsx). It writes beside the application's
 * client build: `assets/islands-*.js` (served as immutable, as the application's assets are) and the manifest the
 * server reads to link them (`islands-manifest.json`).
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const appAliases = (app.resolve?.alias ?? []) as Alias[];

export const ISLANDS_MANIFEST = 'islands-manifest.json';

export default defineConfig({
  publicDir: false,
  resolve: {
    alias: [
      { find: /^react$/, replacement: here('./app/islands/react.ts') },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react-router$/, replacement: here('./app/islands/router-shim.tsx') },
      ...appAliases,
    ],
  },
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  css: app.css,
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    manifest: ISLANDS_MANIFEST,
    // The page links its CSS already (the application's build made it); the islands' lazy chunks bring their own.
    cssCodeSplit: true,
    rollupOptions: {
      input: { islands: here('./app/islands/main.ts') },
      treeshake: app.build?.rollupOptions?.treeshake,
      output: {
        entryFileNames: 'assets/islands-[hash].js',
        chunkFileNames: 'assets/island-[name]-[hash].js',
        assetFileNames: 'assets/island-[name]-[hash][extname]',
      },
    },
  },
});
