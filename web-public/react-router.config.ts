import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  future: {
    // Every URL ends with a slash (docs/product.md § 2): data requests must keep it (`/anonse/panie/_.data`), or
    // the root loader's trailing-slash redirect would answer every client navigation with a redirect.
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
