/**
 * ESLint for every TypeScript and JavaScript file we write: typescript-eslint's recommended rules and React's
 * hooks rules. `npm run check` runs it with `--max-warnings 0`.
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '.output/',
    '.output-*/',
    '.wxt/',
    'dist/',
    'target/',
    'data/',
    'graph-layout-rs/pkg/',
    'test-results/',
    'playwright-report/',
    'blob-report/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // `_`-prefixed names are the deliberate "unused" ones (a parameter kept for its position, a skipped tuple slot).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter, which must be an object pattern, `{}` for none.
    files: ['tests/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // The React code; elsewhere `use` is Playwright's fixture callback, not a hook.
    files: ['extension/**/*.{ts,tsx}', 'site/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
]);
