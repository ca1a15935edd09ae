import { inject } from 'vitest';

/**
 * This test worker's own database: the run's template (migrated, with the demo data) cloned
 * once per worker by global-setup.ts, so files running side by side never share rows, locks
 * or counters. `VITEST_POOL_ID` numbers the workers from 1.
 */
export function testDatabaseUrl(): string {
  const urls = inject('databaseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(worker - 1) % urls.length]!;
}
