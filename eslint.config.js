import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const ROOT = import.meta.dirname;

// The frontend's one-way imports (docs/architecture.md, "Frontend folders"), after
// bulletproof-react's zones: a feature never imports another feature, except the shared features,
// which several features use and which import no feature themselves.
const FEATURES = readdirSync(`${ROOT}/frontend/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED_FEATURES = ['inquiries', 'twoFactor'];
const FEATURE_ZONES = FEATURES.map((feature) => ({
  target: `frontend/src/features/${feature}`,
  from: 'frontend/src/features',
  except: [feature, ...(SHARED_FEATURES.includes(feature) ? [] : SHARED_FEATURES)].map(
    (name) => `./${name}`,
  ),
  message: SHARED_FEATURES.includes(feature)
    ? 'A shared feature imports no other feature.'
    : `A feature imports only itself and the shared features (${SHARED_FEATURES.join(', ')}).`,
}));
const LAYER_ZONES = [
  ...FEATURE_ZONES,
  {
    target: 'frontend/src/features',
    from: 'frontend/src/app',
    message: 'The app composes the features; a feature never imports app/.',
  },
  {
    target: ['frontend/src/components', 'frontend/src/lib', 'frontend/src/api'],
    from: ['frontend/src/features', 'frontend/src/app'],
    message: 'Shared code (components/, lib/, api/) never imports features/ or app/.',
  },
];

// Test helpers (frontend/src/test/): only tests import them.
const TEST_HELPERS_ZONE = {
  target: 'frontend/src',
  from: 'frontend/src/test',
  message: 'Only tests (*.test.ts(x) and src/test/) import the test helpers.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/coverage/**',
      'frontend/playwright-report/**',
      'frontend/test-results/**',
      'backend/test/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['backend/**/*.ts', 'tools/**/*.{js,mjs}', 'scripts/**/*.{js,mjs}', '*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['backend/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    files: ['backend/**/*.ts'],
    rules: {
      // Nest modules and DTO classes are legitimately empty or decorator-only.
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    files: ['backend/test/**/*.ts', 'backend/src/**/*.spec.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Imports in the three workspaces' sources, resolved as TypeScript resolves them. No import
    // cycles there (type-only imports do not count).
    files: ['frontend/src/**/*.{ts,tsx}', 'shared/src/**/*.ts', 'backend/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['frontend/tsconfig.json', 'shared/tsconfig.json', 'backend/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // A cycle closed by a dynamic import() runs nothing while the modules load, so it cannot
      // read an unset binding: the admin panel's page list lazy-loads the dashboard, which lists the
      // pages.
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...LAYER_ZONES, TEST_HELPERS_ZONE] },
      ],
    },
  },
  {
    // Tests and the test helpers import the helpers, and build the app around what they test (its
    // store, providers and routes); features still do not import each other there either.
    files: ['frontend/src/**/*.test.{ts,tsx}', 'frontend/src/test/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: FEATURE_ZONES }] },
  },
  {
    files: ['frontend/e2e/**/*.ts', 'frontend/scripts/**/*.{ts,mjs}', 'frontend/*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
