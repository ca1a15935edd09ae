import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import type { CatalogProducts, CatalogService, ImportLimit } from '../catalog/index.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import type { RegionTermsOf } from '../regions/index.ts';
import { createWishlistRepository } from './repository.ts';
import { wishlistRoutes } from './routes.ts';
import { createWishlistService } from './service.ts';

export async function registerWishlist(
  app: FastifyInstance,
  deps: {
    db: Database;
    currentCustomer: CurrentCustomer;
    regionTerms: RegionTermsOf;
    catalog: { service: CatalogService; importLimit: ImportLimit; products: CatalogProducts };
  },
) {
  const service = createWishlistService({
    repository: createWishlistRepository(deps.db),
    catalog: deps.catalog.products,
    regionTerms: deps.regionTerms,
    importLink: (url, identityId) => deps.catalog.service.startHarvest(url, identityId),
    harvestJobs: (ids) => deps.catalog.service.harvestJobs(ids),
  });
  await app.register(wishlistRoutes, {
    service,
    currentCustomer: deps.currentCustomer,
    importLimit: deps.catalog.importLimit,
  });
  return service;
}
