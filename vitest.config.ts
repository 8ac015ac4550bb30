import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Vitest's options for every project. */
const shared = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // One module graph per worker, not per file: importing the same modules again for every file was most of the cost
  // (the server's files 192 -> 146 CPU-s on 2 cores; the unit files 69 -> 22). The files keep nothing in module state
  // between them: each opens databases of its own (fresh names) and undoes what it stubs.
  isolate: false,
} as const;

/** Not Vitest's: end-to-end tests (tests/) belong to Playwright; the rest is build output and dependencies. */
const notOurs = ['node_modules/**', 'tests/**', '.output/**', '.wxt/**', 'dist/**', 'target/**'];
const tests = ['**/*.test.ts', '**/*.test.tsx'];
// The extension's sync against the real server runs with the server's tests (it needs the PostgreSQL cluster too).
const serverTests = ['site/server/**/*.test.ts', 'extension/sync/*-with-server.test.ts'];

/**
 * Unit and integration tests live next to their code, in two projects: `server` (the API server's tests,
 * which get a throwaway PostgreSQL cluster from the global setup) and `unit` (everything else, which starts
 * no database: `npx vitest run --project unit`). A plain `npx vitest run` runs both.
 */
export default defineConfig({
  test: {
    // Twice the cores: the server's tests spend most of their time waiting on PostgreSQL, servers and timers
    // (measured on 2 cores: 144 s with one worker, 93 s with four; the unit tests 50 s with one, 32 s with two).
    maxWorkers: availableParallelism() * 2,
    projects: [
      { test: { ...shared, name: 'unit', include: tests, exclude: [...notOurs, ...serverTests] } },
      {
        test: {
          ...shared,
          name: 'server',
          include: serverTests,
          exclude: notOurs,
          globalSetup: ['site/server/test/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
