import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import { createInvoicesRepository } from './repository.ts';
import { invoicesRoutes } from './routes.ts';
import { createInvoicesService } from './service.ts';

/** The invoices service alone: for the worker, which serves no routes. */
export function createInvoices(db: Database, ledger: LedgerService) {
  return createInvoicesService(createInvoicesRepository(db), ledger);
}

export async function registerInvoices(
  app: FastifyInstance,
  deps: { db: Database; currentCustomer: CurrentCustomer; ledger: LedgerService },
) {
  const service = createInvoices(deps.db, deps.ledger);
  await app.register(invoicesRoutes, { service, currentCustomer: deps.currentCustomer });
  return service;
}
