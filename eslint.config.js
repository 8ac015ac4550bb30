/**
 * ESLint for every TypeScript and JavaScript file we write: typescript-eslint's recommended rules, React's
 * hooks rules, and the import boundaries between the extension's contexts and folders (DESIGN.md "Shape").
 * `npm run check` runs it with `--max-warnings 0`; scripts/lint-boundaries.test.ts proves each boundary.
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries. `no-restricted-imports` matches the import's text, not the file it resolves to, so each
 * pattern names a folder in any relative (`../storage/db`) or WXT-alias (`@/storage/db`) spelling. A file is
 * in at most one zone below: where two blocks match a file, the later rule's options replace the earlier's.
 */
const RELATIVE_OR_ALIAS = String.raw`^(?:\.{1,2}|[@~]{1,2})/(?:[^/]*/)*`;
/** A relative or alias import of a folder named `name`, at any depth. */
const folder = (name) => `${RELATIVE_OR_ALIAS}${name}(?:/|$)`;
const RULE = '@typescript-eslint/no-restricted-imports';

const STORAGE_IN_CONTENT =
  "A content script never imports storage/: its IndexedDB is the web page's, not the extension's. Ask the background by message (types may be imported with `import type`).";

/** A content script (and the bar, framed inside web pages) reaches the extension's database only by message. */
const contentZone = {
  files: [
    'extension/content/**',
    'extension/in-page/**',
    'extension/command-bar/**',
    'extension/entrypoints/content-script.ts',
    'extension/entrypoints/frame-keys.ts',
    'extension/entrypoints/in-page.ts',
    'extension/entrypoints/video-page.ts',
    'extension/entrypoints/bar/**',
  ],
  rules: {
    [RULE]: [
      'error',
      {
        patterns: [
          { regex: folder('storage'), caseSensitive: true, allowTypeImports: true, message: STORAGE_IN_CONTENT },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      { selector: 'ImportExpression[source.value=/storage/]', message: STORAGE_IN_CONTENT },
    ],
  },
};

/** The storage modules that hold records and their defaults, not database access. */
const STORAGE_RECORDS = '(?:visit-types|tracker-state|tracking-settings)';

/** `tracking/` is the pure model: the database and the background's wiring come in as parameters. */
const trackingZone = {
  files: ['extension/tracking/**'],
  rules: {
    [RULE]: [
      'error',
      {
        patterns: [
          {
            // The records (and their defaults) are the model's data; the database itself is not its business.
            regex: `${RELATIVE_OR_ALIAS}storage(?:$|/(?!${STORAGE_RECORDS}(?:\\.ts)?$))`,
            caseSensitive: true,
            allowTypeImports: true,
            message:
              'tracking/ keeps the pure model: from storage/ it imports only the records (visit-types, tracker-state, tracking-settings) and types, never the database: take the store as a parameter.',
          },
          {
            regex: folder('background'),
            caseSensitive: true,
            message:
              'tracking/ keeps the pure model and never imports background/: the background wires tracking up, not the reverse.',
          },
        ],
      },
    ],
  },
};

/** The site shows the extension's graph view through its one public entry, extension/graph/index.ts. */
const siteZone = {
  files: ['site/**'],
  rules: {
    [RULE]: [
      'error',
      {
        patterns: [
          {
            regex: `${RELATIVE_OR_ALIAS}extension/graph/(?!index(?:\\.ts)?$)`,
            caseSensitive: true,
            message:
              "The site reaches the graph view only through extension/graph/index.ts: import from '…/extension/graph' and export what is missing there.",
          },
        ],
      },
    ],
  },
};

const CONTRACT_IMPORTS =
  'The contract (extension/account/api-contract.ts) is imported by the extension and the server alike, so it imports only npm packages (zod): neither side may bundle or type-check the other through it.';

/** The one contract between the extension and the server imports nothing of ours. */
const contractZone = {
  files: ['extension/account/api-contract.ts'],
  rules: {
    [RULE]: [
      'error',
      { patterns: [{ regex: String.raw`^(?:\.{1,2}|[@~]{1,2})/`, caseSensitive: true, message: CONTRACT_IMPORTS }] },
    ],
  },
};

const SERVER_IMPORTS =
  "The server reaches the extension only through the contract, extension/account/api-contract.ts (its tests may drive the extension's client).";

/** The API server imports from extension/ only the contract (which also covers the site's graph rule for it). */
const serverZone = {
  files: ['site/server/**'],
  ignores: ['site/server/**/*.test.ts'],
  rules: {
    [RULE]: [
      'error',
      {
        patterns: [
          {
            regex: String.raw`(?:^|/)extension/(?!account/api-contract(?:\.ts)?$)`,
            caseSensitive: true,
            message: SERVER_IMPORTS,
          },
        ],
      },
    ],
  },
};

const COMMAND_IMPORTS =
  'A command imports only npm packages, its own folder, storage/, shared/, account/ and the command kit (commands/define-command, define-background, define-widget, panel-kit, site-required, command-catalog).';

/** The command kit at the root of commands/: the command types and the helpers every command may use. */
const COMMAND_KIT = String.raw`(?:define-command|define-background|define-widget|panel-kit|site-required|command-catalog)(?:\.tsx?)?$`;

/**
 * A command, in its own folder `extension/commands/<name>/`, imports only npm packages, its own folder,
 * `storage/`, `shared/`, `account/` (the signed-in commands reach the server through it) and the command kit. With patterns on the import's text, what `../` reaches
 * depends on how deep the importing file sits in its command folder, so there is one block per depth. The shell
 * (`commands/shell/`, the bar's own background calls) also reaches `search-index/`, the bar's search.
 */
function commandZone(depth, folder = '*', reach = 'storage|shared|account') {
  /** An import that goes up exactly `count` folders, then ends there or names something other than `allowed`. */
  const upTo = (count, allowed) => `^\\.\\.(?:/\\.\\.){${count - 1}}(?:$|/(?!\\.\\.(?:/|$)|${allowed}))`;
  const pattern = (regex, why) => ({ regex, caseSensitive: true, message: `${COMMAND_IMPORTS} ${why}` });
  return {
    files: [`extension/commands/${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      [RULE]: [
        'error',
        {
          patterns: [
            // The patterns below count the `..` at the start, so a path must not go down and back up again.
            pattern(
              String.raw`^(?=\.)(?!(?:\.|\.\.(?:/\.\.)*)(?:/(?!\.\.?(?:/|$))[^/]+)*$)`,
              'Write the path without inner `.` or `..`.',
            ),
            pattern(upTo(depth + 1, COMMAND_KIT), "Another command's folder and the registry are out of reach."),
            pattern(upTo(depth + 2, `(?:${reach})(?:/|$)`), 'This folder of the extension is out of reach.'),
            pattern(`^\\.\\.(?:/\\.\\.){${depth + 2}}`, 'Code outside the extension is out of reach.'),
            pattern(
              String.raw`^[@~]/(?!(?:storage|shared|account)(?:/|$)|commands/${COMMAND_KIT})`,
              'Import your own folder by a relative path.',
            ),
            pattern(
              String.raw`^(?:@@|~~)/(?!extension/(?:(?:storage|shared|account)(?:/|$)|commands/${COMMAND_KIT}))`,
              'This path is out of reach.',
            ),
          ],
        },
      ],
    },
  };
}

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
    '.bench-portable/',
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
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
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
  contentZone,
  trackingZone,
  siteZone,
  serverZone,
  contractZone,
  ...Array.from({ length: 6 }, (_, depth) => commandZone(depth)),
  commandZone(0, 'shell', 'storage|shared|account|search-index'),
]);
