// `npm run lint`, a step of `npm test` before the build. Only rules that catch bugs the compiler lets through
// (a promise nobody awaits, a switch that forgets a case, a hook called conditionally, an inaccessible control) and
// the type-only imports that keep types out of bundles; layout is Prettier's business, so eslint-config-prettier
// comes last and no stylistic rule is on. `npm run lint` keeps a cache (node_modules/.cache/eslint): it re-lints a
// file only when that file or this config changes, so a type that changes elsewhere can leave a stale pass until
// `rm -rf node_modules/.cache/eslint`; CI starts from a fresh install, without one.
import { defineConfig } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', '**/.react-router/**', '**/coverage/**', 'data/**'],
  },
  {
    // A few files carry directives for rules this config leaves off (no-require-imports, no-explicit-any, …):
    // harmless, so not errors.
    linterOptions: { reportUnusedDisableDirectives: 'off' },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: {
        // One TypeScript service for every package, each file typed by the tsconfig.json that includes it.
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
        // NestJS resolves constructor parameters from decorator metadata, which needs a runtime import of each
        // injected class: with both options on, consistent-type-imports leaves files with decorators alone.
        emitDecoratorMetadata: true,
        experimentalDecorators: true,
      },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // A package names its own folders by alias (#api/…, #projections/…, #web/…, #admin/…; docs/architecture.md
    // § Packages), so a file can move without its imports climbing; `./` and one `../` stay relative.
    files: ['contracts/src/**', 'eventstore/src/**', 'projections/src/**', 'services/api/src/**', 'web-public/app/**', 'web-admin/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./){2,}', message: "Climbs two folders or more: name the package's own folder by its alias instead." },
          ],
        },
      ],
    },
  },
  {
    // Outside every tsconfig.json (the server packages compile without their tests, bench and scripts run through
    // tsx and Jest): linted without types rather than through a second, slower program.
    files: [
      'contracts/src/**/*.spec.ts',
      'eventstore/src/**/*.{spec,contract}.ts',
      'projections/src/**/*.spec.ts',
      'services/api/src/**/*.spec.ts',
      'services/api/src/testing/**',
      'bench/**',
      'scripts/**',
    ],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { parserOptions: { projectService: false, project: false } },
  },
  {
    files: ['web-public/app/**/*.{ts,tsx}', 'web-admin/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['web-public/app/**/*.tsx', 'web-admin/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog moves focus into itself (WAI-ARIA dialog pattern); MUI's and React Aria's components do it through
      // their own autoFocus prop, which is not the page-load autofocus the rule is about.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // The recommended options, plus keys caught on their way up: the disclosure menu closes on Escape from any of
      // its items, the photo carousel moves on arrows from any of its controls.
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        {
          ...jsxA11y.flatConfigs.recommended.rules['jsx-a11y/no-noninteractive-element-interactions'][1],
          details: ['onKeyDown'],
          section: ['onKeyDown'],
        },
      ],
    },
  },
  prettier,
);
