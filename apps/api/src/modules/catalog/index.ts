/** The catalog module's public face: other modules, jobs and the app use nothing else from it. */
export type { CatalogConfig } from './config.ts';
export type { RunningCampaignPrice } from './campaign-prices.ts';
export { campaignAmount } from './campaign-prices.ts';
export { HarvestError } from './harvest/harvest-error.ts';
export { harvestProductJob } from './harvest/job.ts';
export type { HarvestRunner } from './harvest/runner.ts';
export { parseHarvestUrl } from './harvest/url-guard.ts';
export type { ImportLimit } from './import-limit.ts';
export { createWorkerHarvestRunner, registerCatalogModule } from './module.ts';
export { priceInRegion } from './pricing.ts';
export type { CatalogProduct, CatalogProducts } from './products.ts';
export { refreshSearchEntries } from './repository.ts';
export { HarvestJobSchema, ProductSchema, ProductSummarySchema } from './schemas.ts';
export type { CatalogService } from './service.ts';
export type { ProductAttribute, StoredPriceTier, StoredVariations } from './tables.ts';
export {
  catalogSources,
  catalogTaxonomy,
  leafCategories,
  propertyNames,
  propertyValues,
  type LeafCategory,
} from './taxonomy.ts';
