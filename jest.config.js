/** Test tiers by suffix (docs/architecture.md § Conventions): *.unit.spec.ts (pure), *.int.spec.ts (real database). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@anonse/contracts$': '<rootDir>/contracts/src/index.ts',
    '^@anonse/contracts/browser$': '<rootDir>/contracts/src/browser.ts',
    '^@anonse/contracts/password-strength$': '<rootDir>/contracts/src/accounts/password-strength.ts',
    '^@anonse/contracts/places$': '<rootDir>/contracts/src/reference/places.ts',
    '^@anonse/eventstore$': '<rootDir>/eventstore/src/index.ts',
    '^@anonse/projections$': '<rootDir>/projections/src/index.ts',
    '^#api/(.*)$': '<rootDir>/services/api/src/$1',
    '^#projections/(.*)$': '<rootDir>/projections/src/$1',
    '^#web/(.*)$': '<rootDir>/web-public/app/$1',
    '^#admin/(.*)$': '<rootDir>/web-admin/src/$1',
    '\\.css$': '<rootDir>/scripts/jest/css-module.cjs',
  },
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/', '<rootDir>/web-public/build/', '<rootDir>/web-admin/build/'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  // NestJS 12 ships ESM only; Node 20 runs it through require(esm), but Jest's CommonJS runtime cannot,
  // so Jest compiles those packages to CommonJS with the same swc transform.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|@borewit|@tokenizer|content-disposition|cookie|file-type|strtok3|token-types|uint8array-extras|uid|load-esm)/)',
  ],
};

module.exports = {
  // A global option: Jest ignores it inside `projects`. Integration suites start databases and apps.
  testTimeout: 60000,
  globalSetup: '<rootDir>/scripts/jest/global-setup.cjs',
  globalTeardown: '<rootDir>/scripts/jest/global-teardown.cjs',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/**/*.unit.spec.ts?(x)'] },
    { ...common, displayName: 'int', testMatch: ['<rootDir>/**/*.int.spec.ts?(x)'] },
  ],
};
