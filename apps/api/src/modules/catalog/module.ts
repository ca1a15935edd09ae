import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import { Queue } from '../../platform/queue.ts';
import type { RegionTermsOf } from '../regions/index.ts';
import type { CatalogConfig } from './config.ts';
import { harvestProductJob } from './harvest/job.ts';
import { createImportLimit, type ImportLimit } from './import-limit.ts';
import { createHarvestRunner } from './harvest/runner.ts';
import { catalogProducts, type CatalogProducts } from './products.ts';
import { createCatalogRepository } from './repository.ts';
import { catalogRoutes } from './routes.ts';
import { noCampaigns, type CampaignPriceLookup } from './campaign-prices.ts';
import { createCatalogService, type CatalogService, type HarvestDispatcher } from './service.ts';
import { createLibreTranslateTranslator } from './translation/libretranslate.ts';

/**
 * The pool behind a Drizzle database knows its connection string; pg-boss needs one of its
 * own, and the API opens it only when the first link is imported.
 */
function connectionStringOf(db: Database): string {
  const client = (db as unknown as { $client: { options: { connectionString?: string } } }).$client;
  const url = client.options.connectionString;
  if (!url) throw new Error('The database pool has no connection string for the queue');
  return url;
}

function queueDispatcher(app: FastifyInstance, db: Database): HarvestDispatcher {
  let queue: Promise<Queue> | undefined;
  // The API only sends; the worker's copy of this job definition does the work.
  const job = harvestProductJob(async () => {
    throw new Error('The API does not run harvest jobs');
  });
  app.addHook('onClose', async () => {
    if (queue) await (await queue).stop();
  });
  return {
    async dispatch(tx, harvestJobId) {
      queue ??= Queue.open(connectionStringOf(db), app.log).catch((error: unknown) => {
        queue = undefined;
        throw error;
      });
      await (await queue).sendInTransaction(tx, job, { harvest_job_id: harvestJobId });
    },
  };
}

/** Wires the catalog: products, search, suggestions, link import (harvest) and metadata. */
export async function registerCatalogModule(
  app: FastifyInstance,
  deps: { db: Database; regionTerms: RegionTermsOf; config: CatalogConfig },
): Promise<{
  service: CatalogService;
  importLimit: ImportLimit;
  products: CatalogProducts;
  /** Hands the catalog the campaigns' discounts once that module exists (modules/index.ts). */
  useCampaignPrices(lookup: CampaignPriceLookup): void;
}> {
  const { db, config } = deps;
  const repository = createCatalogRepository(db);
  let campaignLookup: CampaignPriceLookup = noCampaigns;
  const campaignPrices: CampaignPriceLookup = (ids, region) => campaignLookup(ids, region);
  const service = createCatalogService({
    repository,
    regionTerms: deps.regionTerms,
    harvest: queueDispatcher(app, db),
    allowPrivateHosts: config.HARVEST_ALLOW_PRIVATE_HOSTS,
    searchCacheMs: config.SEARCH_CACHE_MS,
    onError: (error) => app.log.error({ err: error }, 'recording searches failed'),
    campaignPrices,
  });
  const importLimit = createImportLimit(app, {
    perRequester: config.HARVEST_IMPORTS_PER_HOUR,
    perIp: config.HARVEST_IMPORTS_PER_IP_PER_HOUR,
  });
  await app.register(catalogRoutes, { service, importLimit });
  return {
    service,
    importLimit,
    products: catalogProducts(repository, campaignPrices),
    useCampaignPrices: (lookup) => {
      campaignLookup = lookup;
    },
  };
}

/** The harvest runner a worker uses, on its own database handle, translating when configured. */
export function createWorkerHarvestRunner(db: Database, config: CatalogConfig) {
  const translator = config.TRANSLATE_URL
    ? createLibreTranslateTranslator({
        url: config.TRANSLATE_URL,
        apiKey: config.TRANSLATE_API_KEY,
        target: config.TRANSLATE_TARGET,
        timeoutMs: config.TRANSLATE_TIMEOUT_MS,
      })
    : null;
  return createHarvestRunner(createCatalogRepository(db), config, translator);
}
