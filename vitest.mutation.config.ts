import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against each mutant (stryker.config.json): pure functions only, no
 * database, so a mutant costs milliseconds. `@crossport/money` points at this folder's copy so
 * the catalog pricing tests also exercise the mutated money code inside Stryker's sandbox.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@crossport/money': fileURLToPath(new URL('packages/money/src/index.ts', import.meta.url)),
    },
  },
  test: {
    include: [
      'packages/money/src/**/*.test.ts',
      'apps/api/src/modules/catalog/pricing*.test.ts',
      'apps/api/src/modules/orders/state-machine*.test.ts',
      'apps/api/src/modules/shipments/state-machine*.test.ts',
    ],
  },
});
