import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
