import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  future: {
    // Every URL ends with a slash (docs/product.md § 2): data requests must keep it (`/anonse/panie/_.data`), or
    // the root loader's trailing-slash redirect would answer every client navigation with a redirect.
    v8_trailingSlashAwareDataRequests: true,
    // Client loaders and HydrateFallback in chunks of their own, fetched beside the route's component.
    v8_splitRouteModules: true,
    // The client and server builds in one Vite process, one after the other (Vite's environment API).
    v8_viteEnvironmentApi: true,
    // Not yet, and said so (an unset flag prints a warning on every build): middleware makes the load context a
    // RouterContextProvider, so the API's web bridge (services/api/src/web/web-bridge.ts) and lib/api.server.ts must
    // move to context keys first; raw requests give `.data` URLs to the loaders that read the locale or the query from
    // request.url (about 40 of them), which must read the normalized `url` argument first.
    v8_middleware: false,
    v8_passThroughRequests: false,
  },
} satisfies Config;
