import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import { createCatalogRepository } from '../catalog/repository.ts';
import type { CurrentCustomer } from '../customers/current-customer.ts';
import type { RegionsService } from '../regions/service.ts';
import { createRegionTerms } from '../regions/exchange-terms.ts';
import { createCartRepository } from './repository.ts';
import { cartRoutes } from './routes.ts';
import { createCartService } from './service.ts';

export async function registerCart(
  app: FastifyInstance,
  deps: { db: Database; currentCustomer: CurrentCustomer; regions: RegionsService },
) {
  const repository = createCartRepository(deps.db);
  const service = createCartService({
    repository,
    catalog: createCatalogRepository(deps.db),
    regionTerms: createRegionTerms(deps.regions),
  });
  await app.register(cartRoutes, { service, currentCustomer: deps.currentCustomer });
  return { service, repository };
}
