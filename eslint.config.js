import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import noCrossFeatureImports from './tools/eslint/no-cross-feature-imports.js';

const ROOT = import.meta.dirname;

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
      local: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'local/no-cross-feature-imports': 'error',
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['frontend/tsconfig.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [TEST_HELPERS_ZONE] }],
    },
  },
  {
    // Tests and the test helpers themselves may import the helpers.
    files: ['frontend/src/**/*.test.{ts,tsx}', 'frontend/src/test/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['frontend/e2e/**/*.ts', 'frontend/scripts/**/*.{ts,mjs}', 'frontend/*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
