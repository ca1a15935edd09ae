import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import type { InvoicesService } from '../invoices/index.ts';
import { createBuyActionsService } from './actions-service.ts';
import { createOrdersRepository } from './repository.ts';
import { ordersRoutes } from './routes.ts';
import { createOrdersService } from './service.ts';

/** The orders service alone: for the worker, which serves no routes. */
export function createOrders(db: Database, invoices: InvoicesService) {
  return createOrdersService({ repository: createOrdersRepository(db), invoices });
}

/**
 * Buy-and-Ship orders: their buy products, timeline and actions needed. Checkout, placing,
 * buying again and courier quotes span modules and live in src/workflows. The staff moves
 * (`ordersStaffRoutes`) are registered in the staff scope by modules/index.ts.
 */
export async function registerOrders(
  app: FastifyInstance,
  deps: {
    db: Database;
    currentCustomer: CurrentCustomer;
    invoices: InvoicesService;
  },
) {
  const repository = createOrdersRepository(deps.db);
  const orders = createOrdersService({ repository, invoices: deps.invoices });
  const actions = createBuyActionsService({ repository, orders });
  await app.register(ordersRoutes, {
    orders,
    actions,
    currentCustomer: deps.currentCustomer,
  });
  return { orders, actions };
}
