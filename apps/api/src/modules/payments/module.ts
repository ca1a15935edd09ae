import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import type { RegionsService } from '../regions/index.ts';
import { createPaymentsRepository } from './repository.ts';
import { paymentsRoutes } from './routes.ts';
import { createPaymentsService } from './service.ts';

/** The payments service alone: for the worker, which serves no routes. */
export function createPayments(db: Database) {
  return createPaymentsService(createPaymentsRepository(db));
}

/**
 * Payment attempts and the gateways per region. Starting, settling and reconciling payments
 * span invoices, orders and the ledger: they are workflows (src/workflows); the staff review
 * (`paymentsStaffRoutes`) is registered in the staff scope by modules/index.ts.
 */
export async function registerPayments(
  app: FastifyInstance,
  deps: { db: Database; currentCustomer: CurrentCustomer; regions: RegionsService },
) {
  const service = createPayments(deps.db);
  await app.register(paymentsRoutes, {
    service,
    regions: deps.regions,
    currentCustomer: deps.currentCustomer,
  });
  return service;
}
