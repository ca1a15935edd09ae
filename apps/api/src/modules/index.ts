import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/database.ts';
import { registerCatalogModule } from './catalog/index.ts';
import { registerAddresses } from './addresses/index.ts';
import { registerCart } from './cart/index.ts';
import { registerWishlist } from './wishlist/index.ts';
import { registerDiscounts } from './discounts/index.ts';
import { registerShippingRates } from './shipping-rates/index.ts';
import { invoicesStaffRoutes, registerInvoices } from './invoices/index.ts';
import { createCustomerHistory, ordersStaffRoutes, registerOrders } from './orders/index.ts';
import { ledgerStaffRoutes, registerLedger } from './ledger/index.ts';
import { payoutsStaffRoutes, registerPayouts } from './payouts/index.ts';
import { registerStaffApi } from '../platform/staff-api.ts';
import {
  createCurrentCustomer,
  createCustomersRepository,
  createCustomersService,
  customersRoutes,
} from './customers/index.ts';
import {
  createRegionsRepository,
  createRegionsService,
  createRegionTerms,
  regionsRoutes,
} from './regions/index.ts';
import {
  createShippingCategoriesRepository,
  createShippingCategoriesService,
  shippingCategoriesRoutes,
} from './shipping-categories/index.ts';
import {
  createWarehousesRepository,
  createWarehousesService,
  warehousesRoutes,
} from './warehouses/index.ts';

/**
 * Wires each module through its index.ts; the one place that knows them all. Shared pieces
 * are made here once: the config (parsed at start-up) and the region exchange-terms cache.
 */
export async function registerModules(app: FastifyInstance, db: Database, config: Config) {
  const regions = createRegionsService(createRegionsRepository(db), config.DEFAULT_REGION_CODE);
  const regionTerms = createRegionTerms(regions);
  await app.register(regionsRoutes, { service: regions });
  const warehouses = createWarehousesService(createWarehousesRepository(db));
  await app.register(warehousesRoutes, { service: warehouses });
  const customersRepository = createCustomersRepository(db);
  await app.register(customersRoutes, { service: createCustomersService(customersRepository) });
  const currentCustomer = createCurrentCustomer(customersRepository);
  await app.register(shippingCategoriesRoutes, {
    service: createShippingCategoriesService(createShippingCategoriesRepository(db)),
  });
  const catalog = await registerCatalogModule(app, { db, regionTerms, config });
  const addresses = await registerAddresses(app, { db, currentCustomer });
  const { service: cart } = await registerCart(app, {
    db,
    currentCustomer,
    regionTerms,
    catalog: catalog.products,
  });
  await registerWishlist(app, { db, currentCustomer, regionTerms, catalog });
  const customerHistory = createCustomerHistory(db);
  const discounts = await registerDiscounts(app, { db, currentCustomer, regions, customerHistory });
  const shipping = await registerShippingRates(app, { db, regions, warehouses });
  const ledger = await registerLedger(app, { db, currentCustomer });
  const payouts = await registerPayouts(app, {
    db,
    currentCustomer,
    ledger,
    defaultRegionCode: config.DEFAULT_REGION_CODE,
  });
  const invoices = await registerInvoices(app, { db, currentCustomer });
  const { orders, actions } = await registerOrders(app, { db, currentCustomer, invoices });
  await registerStaffApi(app, config.STAFF_TOKEN ?? null, async (staff) => {
    await staff.register(ordersStaffRoutes, { orders, actions });
    await staff.register(invoicesStaffRoutes, { invoices });
    await staff.register(ledgerStaffRoutes, { ledger });
    await staff.register(payoutsStaffRoutes, { payouts });
  });
  // What src/workflows composes; app.ts hands it over, so no module imports a workflow.
  return {
    regions,
    cart,
    addresses,
    discounts,
    shipping,
    invoices,
    orders,
    ledger,
    currentCustomer,
  };
}
