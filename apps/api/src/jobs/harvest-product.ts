import {
  createWorkerHarvestRunner,
  harvestProductJob,
  type CatalogConfig,
  type HarvestRunner,
} from '../modules/catalog/index.ts';
import { openDatabase } from '../platform/database.ts';

/** Imports a pasted product link; the worker opens its database on the first job. */
export function harvestProduct(config: CatalogConfig, connectionString: string) {
  let runner: HarvestRunner | undefined;
  return harvestProductJob(async () => {
    runner ??= createWorkerHarvestRunner(openDatabase(connectionString, 2).db, config);
    return runner;
  });
}
