import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import { createRegionTerms } from '../regions/exchange-terms.ts';
import { createCatalogRepository } from '../catalog/repository.ts';
import type { ImportLimit } from '../catalog/import-limit.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { CurrentCustomer } from '../customers/current-customer.ts';
import type { RegionsService } from '../regions/service.ts';
import { createWishlistRepository } from './repository.ts';
import { wishlistRoutes } from './routes.ts';
import { createWishlistService } from './service.ts';

export async function registerWishlist(
  app: FastifyInstance,
  deps: {
    db: Database;
    currentCustomer: CurrentCustomer;
    regions: RegionsService;
    catalog: { service: CatalogService; importLimit: ImportLimit };
  },
) {
  const service = createWishlistService({
    repository: createWishlistRepository(deps.db),
    catalog: createCatalogRepository(deps.db),
    regionTerms: createRegionTerms(deps.regions),
    importLink: (url, identityId) => deps.catalog.service.startHarvest(url, identityId),
  });
  await app.register(wishlistRoutes, {
    service,
    currentCustomer: deps.currentCustomer,
    importLimit: deps.catalog.importLimit,
  });
  return service;
}
