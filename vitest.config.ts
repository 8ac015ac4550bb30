import { defineConfig } from 'vitest/config';

/** Unit and integration tests live next to their code; end-to-end tests (tests/) belong to Playwright. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'tests/**', '.output/**', '.wxt/**', 'dist/**', 'target/**'],
    globalSetup: ['site/server/test/postgres-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
