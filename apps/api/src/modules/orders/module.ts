import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import type { AddressesService } from '../addresses/index.ts';
import type { CartService } from '../cart/index.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import type { DiscountsService } from '../discounts/index.ts';
import type { InvoicesService } from '../invoices/index.ts';
import type { RegionsService } from '../regions/index.ts';
import type { ShippingRatesService } from '../shipping-rates/index.ts';
import { createBuyActionsService } from './actions-service.ts';
import { createOrdersRepository } from './repository.ts';
import { ordersRoutes } from './routes.ts';
import { createOrdersService } from './service.ts';

/**
 * Buy-and-Ship orders, their timeline, actions needed and courier options. The staff moves
 * (`ordersStaffRoutes`) are registered in the staff scope by modules/index.ts.
 */
export async function registerOrders(
  app: FastifyInstance,
  deps: {
    db: Database;
    currentCustomer: CurrentCustomer;
    regions: RegionsService;
    cart: CartService;
    addresses: AddressesService;
    discounts: DiscountsService;
    shipping: ShippingRatesService;
    invoices: InvoicesService;
  },
) {
  const repository = createOrdersRepository(deps.db);
  const orders = createOrdersService({ repository, ...deps });
  const actions = createBuyActionsService({ repository, orders });
  await app.register(ordersRoutes, {
    orders,
    actions,
    addresses: deps.addresses,
    shipping: deps.shipping,
    regions: deps.regions,
    currentCustomer: deps.currentCustomer,
  });
  return { orders, actions };
}
