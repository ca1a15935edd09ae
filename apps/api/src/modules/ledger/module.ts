import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import { createLedgerRepository } from './repository.ts';
import { walletBalanceRoutes } from './routes.ts';
import { createLedgerService } from './service.ts';

/** The ledger service alone: for the worker, which serves no routes. */
export function createLedger(db: Database) {
  return createLedgerService(createLedgerRepository(db));
}

export async function registerLedger(
  app: FastifyInstance,
  deps: { db: Database; currentCustomer: CurrentCustomer },
) {
  const service = createLedger(deps.db);
  await app.register(walletBalanceRoutes, { service, currentCustomer: deps.currentCustomer });
  return service;
}
