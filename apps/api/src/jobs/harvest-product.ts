import { createWorkerHarvestRunner } from '../modules/catalog/module.ts';
import { harvestProductJob } from '../modules/catalog/harvest/job.ts';
import type { HarvestRunner } from '../modules/catalog/harvest/runner.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/database.ts';
import { resolveDatabaseServer } from '../platform/database-server.ts';

let runner: Promise<HarvestRunner> | undefined;

/** Imports a pasted product link; the worker opens its database on the first job. */
export const harvestProduct = harvestProductJob(() => {
  runner ??= (async () => {
    const server = await resolveDatabaseServer(loadConfig().DATABASE_URL);
    return createWorkerHarvestRunner(openDatabase(server.connectionString, 2).db);
  })();
  return runner;
});
