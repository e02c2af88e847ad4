/** Test tiers by suffix (ARCHITECTURE.md § 7): *.unit.spec.ts (pure), *.int.spec.ts (real database). */
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
    '^@anonse/eventstore$': '<rootDir>/services/eventstore/src/index.ts',
    '^@anonse/projections$': '<rootDir>/projections/src/index.ts',
  },
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/', '<rootDir>/web-public/build/', '<rootDir>/web-admin/build/'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};

module.exports = {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/**/*.unit.spec.ts?(x)'] },
    { ...common, displayName: 'int', testMatch: ['<rootDir>/**/*.int.spec.ts?(x)'], testTimeout: 120000 },
  ],
};
