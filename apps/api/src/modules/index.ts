import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/database.ts';
import { createCustomersRepository } from './customers/repository.ts';
import { customersRoutes } from './customers/routes.ts';
import { createCustomersService } from './customers/service.ts';
import { createRegionsRepository } from './regions/repository.ts';
import { regionsRoutes } from './regions/routes.ts';
import { createRegionsService } from './regions/service.ts';
import { createShippingCategoriesRepository } from './shipping-categories/repository.ts';
import { shippingCategoriesRoutes } from './shipping-categories/routes.ts';
import { createShippingCategoriesService } from './shipping-categories/service.ts';
import { createWarehousesRepository } from './warehouses/repository.ts';
import { warehousesRoutes } from './warehouses/routes.ts';
import { createWarehousesService } from './warehouses/service.ts';

/** Wires each module's repository → service → routes; the one place that knows them all. */
export async function registerModules(app: FastifyInstance, db: Database, config: Config) {
  const regions = createRegionsService(createRegionsRepository(db), config.DEFAULT_REGION_CODE);
  await app.register(regionsRoutes, { service: regions });
  await app.register(warehousesRoutes, {
    service: createWarehousesService(createWarehousesRepository(db)),
  });
  await app.register(customersRoutes, {
    service: createCustomersService(createCustomersRepository(db)),
  });
  await app.register(shippingCategoriesRoutes, {
    service: createShippingCategoriesService(createShippingCategoriesRepository(db)),
  });
}
