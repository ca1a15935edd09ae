import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import { createInvoicesRepository } from './repository.ts';
import { invoicesRoutes } from './routes.ts';
import { createInvoicesService } from './service.ts';

export async function registerInvoices(
  app: FastifyInstance,
  deps: { db: Database; currentCustomer: CurrentCustomer },
) {
  const service = createInvoicesService(createInvoicesRepository(deps.db));
  await app.register(invoicesRoutes, { service, currentCustomer: deps.currentCustomer });
  return service;
}
