import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One project per kind of test, so `vitest run --project api` re-runs only the API suite (on PostgreSQL in CI).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two, which left a core idle
    // while the API files (each on its own database) ran one after another.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/test/**/*.test.ts'] } },
      {
        test: { name: 'astro', include: ['packages/astro/test/**/*.test.ts'], testTimeout: 60_000 },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/support/test-schemas.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
