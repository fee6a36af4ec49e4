import { defineConfig } from 'vitest/config';

// One project per kind of test, so `vitest run --project api` re-runs only the API suite (on PostgreSQL in CI).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/test/**/*.test.ts'] } },
      {
        test: { name: 'astro', include: ['packages/astro/test/**/*.test.ts'], testTimeout: 60_000 },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
