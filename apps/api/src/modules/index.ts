import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/database.ts';
import { registerCatalogModule } from './catalog/module.ts';
import { registerAddresses } from './addresses/module.ts';
import { registerCart } from './cart/module.ts';
import { registerWishlist } from './wishlist/module.ts';
import { registerDiscounts } from './discounts/module.ts';
import { registerShippingRates } from './shipping-rates/module.ts';
import { registerInvoices } from './invoices/module.ts';
import { invoicesStaffRoutes } from './invoices/staff-routes.ts';
import { registerOrders } from './orders/module.ts';
import { ordersStaffRoutes } from './orders/staff-routes.ts';
import { registerStaffApi } from '../platform/staff-api.ts';
import { createCurrentCustomer } from './customers/current-customer.ts';
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
  const customersRepository = createCustomersRepository(db);
  await app.register(customersRoutes, { service: createCustomersService(customersRepository) });
  const currentCustomer = createCurrentCustomer(customersRepository);
  await app.register(shippingCategoriesRoutes, {
    service: createShippingCategoriesService(createShippingCategoriesRepository(db)),
  });
  const catalog = await registerCatalogModule(app, db, regions);
  const addresses = await registerAddresses(app, { db, currentCustomer });
  const { service: cart } = await registerCart(app, { db, currentCustomer, regions });
  await registerWishlist(app, { db, currentCustomer, regions, catalog });
  const discounts = await registerDiscounts(app, { db, currentCustomer, regions });
  const shipping = await registerShippingRates(app, { db, regions });
  const invoices = await registerInvoices(app, { db, currentCustomer });
  const { orders, actions } = await registerOrders(app, { db, currentCustomer, invoices });
  await registerStaffApi(app, config.STAFF_TOKEN ?? null, async (staff) => {
    await staff.register(ordersStaffRoutes, { orders, actions });
    await staff.register(invoicesStaffRoutes, { invoices });
  });
  // What src/workflows composes; app.ts hands it over, so no module imports a workflow.
  return { regions, cart, addresses, discounts, shipping, invoices, orders, currentCustomer };
}
