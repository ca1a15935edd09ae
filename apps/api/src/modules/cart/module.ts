import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import type { CatalogProducts } from '../catalog/index.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import type { RegionTermsOf } from '../regions/index.ts';
import { createCartRepository } from './repository.ts';
import { cartRoutes } from './routes.ts';
import { createCartService } from './service.ts';

export async function registerCart(
  app: FastifyInstance,
  deps: {
    db: Database;
    currentCustomer: CurrentCustomer;
    regionTerms: RegionTermsOf;
    catalog: CatalogProducts;
  },
) {
  const repository = createCartRepository(deps.db);
  const service = createCartService({
    repository,
    catalog: deps.catalog,
    regionTerms: deps.regionTerms,
  });
  await app.register(cartRoutes, { service, currentCustomer: deps.currentCustomer });
  return { service, repository };
}
