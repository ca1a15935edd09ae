import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The API tests mostly wait on PostgreSQL, so more workers than the 2 cores CI has keep
    // both busy; each worker has a database of its own (apps/api/test/database-url.ts).
    maxWorkers: Number(process.env.TEST_WORKERS ?? 3),
    projects: [
      {
        test: {
          name: 'api',
          include: [
            'apps/api/**/*.test.ts',
            'apps/identity/**/*.test.ts',
            'packages/api-client/**/*.test.ts',
          ],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'unit',
          include: [
            'packages/money/**/*.test.ts',
            'packages/db/**/*.test.ts',
            'packages/text/**/*.test.ts',
            'packages/edge/**/*.test.ts',
            'apps/admin/**/*.test.ts',
            'apps/web/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', 'apps/web/e2e/**', '**/.next/**'],
        },
      },
    ],
  },
});
