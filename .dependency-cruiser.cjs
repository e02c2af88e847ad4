/**
 * The boundaries of the code base (docs/architecture.md § Packages), checked by `npm run lint:boundaries`,
 * the first step of `npm test`. Imports only go downward:
 *
 *   web-public, web-admin → contracts (by its entry points only)
 *   services/api → projections → eventstore
 *   services/api, projections → contracts
 *
 * and a bounded context reaches another only through that context's index.ts.
 */
const CONTRACTS = '^contracts/src/';
const EVENTSTORE = '^eventstore/src/';
const PROJECTIONS = '^projections/src/';
const API = '^services/api/src/';
const WEB = '^(web-public/app|web-admin/src)/';
const ANY_PACKAGE = '^(contracts|eventstore|projections|services/api|web-public|web-admin)/';

/** The entry points `contracts/package.json` exports; a browser bundle imports nothing else of it. */
const CONTRACTS_ENTRY_POINTS = [
  '^contracts/src/index\\.ts$',
  '^contracts/src/browser\\.ts$',
  '^contracts/src/reference/places\\.ts$',
  '^contracts/src/accounts/password-strength\\.ts$',
];

/** Runtime frameworks the shared contracts must not depend on (zod and the password dictionaries are its only libraries). */
const FRAMEWORKS =
  'node_modules/(@nestjs|@fastify|fastify|react|react-dom|react-router|react-admin|ra-[a-z-]+|@mui|knex|pg|@electric-sql|i18next|react-i18next|meilisearch|socket\\.io|rxjs|ioredis|@tanstack)/';

/** Read-side folders of projections/src that are not bounded contexts. */
const PROJECTION_KERNEL = '(runner|migrations|testing)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes two modules one; break it by moving the shared part into a leaf module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contracts-is-the-floor',
      severity: 'error',
      comment: 'contracts is shared by every package; it imports none of them.',
      from: { path: CONTRACTS },
      to: { path: ANY_PACKAGE, pathNot: CONTRACTS },
    },
    {
      name: 'contracts-imports-no-framework',
      severity: 'error',
      comment: 'contracts runs in the browser, the API and the workers; only zod and the password dictionaries.',
      from: { path: CONTRACTS, pathNot: '\\.spec\\.ts$' },
      to: { path: FRAMEWORKS },
    },
    {
      name: 'eventstore-imports-nothing-of-ours',
      severity: 'error',
      comment: 'eventstore is the lowest package: it imports nothing of ours.',
      from: { path: EVENTSTORE },
      to: { path: ANY_PACKAGE, pathNot: EVENTSTORE },
    },
    {
      name: 'projections-below-api',
      severity: 'error',
      comment: 'projections may import eventstore and contracts, never the api or a web app.',
      from: { path: PROJECTIONS },
      to: { path: '^(services/api|web-public|web-admin)/' },
    },
    {
      name: 'api-below-web',
      severity: 'error',
      comment: 'The api serves the web builds from disk; it never imports their code.',
      from: { path: API },
      to: { path: '^(web-public|web-admin)/' },
    },
    {
      name: 'web-imports-only-contracts',
      severity: 'error',
      comment: 'The browser apps talk to the server over HTTP; of our code they import only contracts.',
      from: { path: WEB },
      to: { path: '^(services|projections)/' },
    },
    {
      name: 'web-imports-contracts-by-entry-point',
      severity: 'error',
      comment:
        'A web app imports @anonse/contracts, @anonse/contracts/browser, @anonse/contracts/places or @anonse/contracts/password-strength, never contracts/src/…: entry points decide what a page ships.',
      from: { path: WEB },
      to: { path: CONTRACTS, pathNot: CONTRACTS_ENTRY_POINTS },
    },
    {
      name: 'web-apps-apart',
      severity: 'error',
      comment: 'The public site and the console share code only through contracts.',
      from: { path: '^web-public/' },
      to: { path: '^web-admin/' },
    },
    {
      name: 'web-admin-apart',
      severity: 'error',
      from: { path: '^web-admin/' },
      to: { path: '^web-public/' },
    },
    {
      name: 'platform-knows-no-context',
      severity: 'error',
      comment: 'The kernel is used by the contexts; a context plugs in through a port (e.g. CURRENT_USER_RESOLVER).',
      from: { path: '^services/api/src/platform/' },
      to: { path: '^services/api/src/(contexts/|contexts\\.ts$)' },
    },
    {
      name: 'api-context-through-its-index',
      severity: 'error',
      comment: 'A context uses another context only through its index.ts.',
      from: { path: '^services/api/src/contexts/([^/]+)/' },
      to: {
        path: '^services/api/src/contexts/[^/]+/',
        pathNot: ['^services/api/src/contexts/$1/', '^services/api/src/contexts/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'api-background-work-in-workers',
      severity: 'error',
      comment: "A context's pollers (PollingWorker) live in its workers/ folder, so its background work is found in one place.",
      from: { path: '^services/api/src/contexts/[^/]+/', pathNot: ['^services/api/src/contexts/[^/]+/workers/', '\\.spec\\.ts$'] },
      to: { path: '^services/api/src/platform/workers/polling-worker' },
    },
    {
      name: 'api-uses-contexts-through-their-index',
      severity: 'error',
      comment: 'The app, the seed and the CLIs use a context only through its index.ts.',
      from: { path: API, pathNot: '^services/api/src/contexts/' },
      to: { path: '^services/api/src/contexts/[^/]+/', pathNot: '^services/api/src/contexts/[^/]+/index\\.ts$' },
    },
    {
      name: 'projections-context-through-its-index',
      severity: 'error',
      comment: 'A read-side context (ads, accounts, search, …) uses another only through its index.ts.',
      from: { path: `^projections/src/(?!${PROJECTION_KERNEL}/)([^/]+)/` },
      to: {
        path: `^projections/src/(?!${PROJECTION_KERNEL}/)[^/]+/`,
        pathNot: ['^projections/src/$1/', '^projections/src/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'projections-use-contexts-through-their-index',
      severity: 'error',
      comment: 'The list of contexts, the CLI and the package index use a read-side context only through its index.ts.',
      from: { path: '^projections/src/[^/]+\\.ts$' },
      to: { path: `^projections/src/(?!${PROJECTION_KERNEL}/)[^/]+/`, pathNot: '^projections/src/[^/]+/index\\.ts$' },
    },
    {
      name: 'projections-kernel-knows-no-context',
      severity: 'error',
      comment: 'The runner and the migration helpers serve every context; the list of contexts lives in contexts.ts.',
      from: { path: `^projections/src/${PROJECTION_KERNEL}/`, pathNot: '\\.spec\\.ts$' },
      to: { path: `^projections/src/(?!${PROJECTION_KERNEL}/)[^/]+/` },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      comment: 'An import that does not resolve is a typo or a missing dependency in package.json.',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-undeclared-dependency',
      severity: 'error',
      comment: 'Every package a workspace imports (our @anonse/* ones included) is declared in its package.json.',
      from: { pathNot: '^(e2e|bench|scripts)/' },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(contracts|eventstore|projections|services/api|web-public|web-admin)/(dist|build|\\.react-router)/' },
    tsPreCompilationDeps: true,
    // Test tools (jest, fast-check) are the root's devDependencies, shared by every workspace's specs.
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.boundaries.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
