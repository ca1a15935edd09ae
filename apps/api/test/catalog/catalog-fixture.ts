import { beforeAll } from 'vitest';
import { loadDemoCatalog } from '../../src/demo/catalog-loader.ts';
import type { TestContext } from '../test-app.ts';

/** Every catalog test file loads the same small catalog; loading is idempotent. */
export const TEST_NAMESPACE = 'cattest';
export const TEST_PRODUCTS = 300;

export function useTestCatalog(ctx: TestContext): void {
  beforeAll(async () => {
    await loadDemoCatalog(ctx.database.db, { products: TEST_PRODUCTS, namespace: TEST_NAMESPACE });
  });
}
