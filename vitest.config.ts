import { defineConfig } from 'vitest/config';

const API_TESTS = [
  'apps/api/**/*.test.ts',
  'apps/identity/**/*.test.ts',
  'packages/api-client/**/*.test.ts',
];

/**
 * The API test files that need a module graph of their own; every other API file shares its
 * worker's (see `isolate` below). Two replace a module (`vi.mock`); the generated-client check
 * compares the OpenAPI document, whose `…Input` components depend on the Zod schemas earlier
 * files of a shared worker registered (it failed or passed with how files fell to workers).
 */
const MOCKING_API_TESTS = [
  'apps/api/src/platform/xsrf-attacks.test.ts',
  'apps/identity/test/csrf-attacks.test.ts',
  'packages/api-client/src/api-client.test.ts',
];

const API_PROJECT = {
  globalSetup: ['apps/api/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    // The API tests mostly wait on PostgreSQL, so more workers than the 2 cores CI has keep
    // both busy; each worker has a database of its own (apps/api/test/database-url.ts).
    maxWorkers: Number(process.env.TEST_WORKERS ?? 3),
    projects: [
      {
        test: {
          ...API_PROJECT,
          name: 'api',
          include: API_TESTS,
          exclude: ['**/node_modules/**', ...MOCKING_API_TESTS],
          // Files in one worker share its imported modules: importing the whole API afresh
          // for each of 160 files was two thirds of this project's CPU (docs/testing.md).
          // Test files therefore keep no state in shared modules that another file could see
          // (a fake's ids are counted per process, not per fake).
          isolate: false,
        },
      },
      {
        test: { ...API_PROJECT, name: 'api-isolated', include: MOCKING_API_TESTS },
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
