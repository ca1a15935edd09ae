import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import type { RegionsService } from '../regions/index.ts';
import { createDiscountsRepository } from './repository.ts';
import { createCouponSettings } from './coupon-settings.ts';
import { discountsRoutes } from './routes.ts';
import { createDiscountsService, type CustomerHistory } from './service.ts';

export async function registerDiscounts(
  app: FastifyInstance,
  deps: {
    db: Database;
    currentCustomer: CurrentCustomer;
    regions: RegionsService;
    customerHistory: CustomerHistory;
  },
) {
  const repository = createDiscountsRepository(deps.db);
  const service = createDiscountsService(repository, deps.customerHistory);
  await app.register(discountsRoutes, { service, ...deps });
  return { service, coupons: createCouponSettings(repository, deps.regions) };
}
